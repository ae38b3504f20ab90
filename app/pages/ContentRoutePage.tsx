import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/react';
import { useLocation } from 'react-router-dom';
import { $contentPage, $contentPageError, $contentPagePending } from '../../features/content';
import { ContentPage } from '../../ui/ContentPage';

/** §2 FAQ, about, contact and legal pages: the CMS page in the page's language. */
export default function ContentRoutePage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [page, error, pending] = useUnit([$contentPage, $contentPageError, $contentPagePending]);
  const labels = { contents: t('home.contentsLabel'), empty: t('home.contentEmpty'), loading: t('catalog.listing.loading'), failed: error ?? t('error.message') };
  return (
    <ContentPage
      kind={page?.kind ?? 'about'}
      title={page?.title ?? ''}
      intro={page?.summary ?? null}
      sections={(page?.sections ?? []).map((section, index) => ({
        id: `section-${index + 1}`,
        title: section.heading ?? '',
        paragraphs: section.body.split(/\n{2,}/),
      }))}
      labels={labels}
      status={error !== null ? 'error' : pending && page === null ? 'loading' : 'ready'}
      errorMessage={error}
      openSectionId={hash ? hash.slice(1) : null}
    />
  );
}
