import type { Translate } from '../i18n/translate';
import type { Locale } from '../../contract';
import type { FooterColumn } from '../../ui/Footer';
import { href } from '../routes/href';

export { bottomBarLabels, footerLegal, headerLabels, menuSheetLabels } from './navTexts';

/** The footer's link columns (help, shop, company) in a locale, built from the route table. */
export function footerColumns(t: Translate, locale: Locale): FooterColumn[] {
  return [
    {
      title: t('nav.help'),
      links: [
        { href: href('faq', {}, locale), label: t('nav.faq') },
        { href: href('contact', {}, locale), label: t('nav.contact') },
        { href: href('legal', { slug: 'shipping-policy' }, locale), label: t('nav.shipping') },
        { href: href('legal', { slug: 'returns-policy' }, locale), label: t('nav.returns') },
      ],
    },
    {
      title: t('nav.shop'),
      links: [
        { href: href('campaigns', {}, locale), label: t('nav.campaigns') },
        { href: href('catalogCategory', { slug: 'mulher' }, locale), label: t('errorPage.women') },
        { href: href('catalogCategory', { slug: 'homem' }, locale), label: t('errorPage.men') },
        { href: href('catalogCategory', { slug: 'crianca' }, locale), label: t('errorPage.kids') },
      ],
    },
    {
      title: t('nav.company'),
      links: [
        { href: href('about', {}, locale), label: t('nav.about') },
        { href: href('legal', { slug: 'terms-of-service' }, locale), label: t('nav.terms') },
        { href: href('legal', { slug: 'privacy-policy' }, locale), label: t('nav.privacy') },
        { href: href('legal', { slug: 'cookie-policy' }, locale), label: t('nav.cookies') },
      ],
    },
  ];
}
