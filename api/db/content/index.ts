import { LOCALES, type Locale } from '../../../contract';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { PT } from './pt';
import { PAGE_KINDS, type PageSlug, type PageText } from './types';

export { PAGE_KINDS, type PageSlug, type PageText } from './types';
export { FACTS, PAGE_PATHS } from './facts';

const TEXTS: Record<Locale, Record<PageSlug, PageText>> = { pt: PT, en: EN, es: ES, fr: FR };

/** §2 content pages in pt, en, es and fr; the same slug in every locale. */
export const CONTENT_PAGES = (Object.keys(PAGE_KINDS) as PageSlug[]).map((slug) => ({
  slug,
  kind: PAGE_KINDS[slug],
  text: Object.fromEntries(LOCALES.map((locale) => [locale, TEXTS[locale][slug]])) as Record<Locale, PageText>,
}));
