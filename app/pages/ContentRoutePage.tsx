import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../contract/constants';
import { $contentPage, $contentPageError, $contentPagePending } from '../../features/content';
import { ContentPage } from '../../ui/ContentPage';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { contentBlocks } from './contentBlocks';

/** §2 FAQ, about, contact and legal pages: the CMS page in the page's language. */
export default function ContentRoutePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { hash } = useLocation();
  const [page, error, pending] = useUnit([$contentPage, $contentPageError, $contentPagePending]);
  const labels = {
    contents: t('home.contentsLabel'),
    topics: t('home.contentTopics'),
    empty: t('home.contentEmpty'),
    loading: t('catalog.listing.loading'),
    failed: error ?? t('error.message'),
  };
  const sections = useMemo(
    () =>
      (page?.sections ?? []).map((section, index) => ({
        id: `section-${index + 1}`,
        title: section.heading ?? '',
        ...(section.group ? { group: section.group } : {}),
        blocks: contentBlocks(section.body),
        // A site path is written unprefixed in the CMS: it gets the page's language here.
        links: (section.links ?? []).map((link) => ({ label: link.label, href: link.href.startsWith('/') ? localizePath(link.href, locale) : link.href })),
      })),
    [page, locale],
  );
  const updated = page
    ? t('home.contentUpdated', { date: new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { dateStyle: 'long', timeZone: 'Europe/Lisbon' }).format(new Date(page.updated_at)) })
    : null;
  return (
    <ContentPage
      kind={page?.kind ?? 'about'}
      title={page?.title ?? ''}
      intro={page?.summary ?? null}
      sections={sections}
      labels={labels}
      status={error !== null ? 'error' : pending && page === null ? 'loading' : 'ready'}
      errorMessage={error}
      openSectionId={hash ? hash.slice(1) : null}
      updated={updated}
    />
  );
}
