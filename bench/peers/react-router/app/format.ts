export type Locale = 'pt' | 'en' | 'es' | 'fr';
const TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

export const localeOf = (value: string | undefined): Locale => (value && value in TAGS ? (value as Locale) : 'en');
export const languageTag = (locale: string) => TAGS[localeOf(locale)];

export function formatPrice(value: number, locale: string): string {
  return new Intl.NumberFormat(languageTag(locale), { style: 'currency', currency: 'EUR' }).format(value);
}

/** A site path under the page's language prefix (the API's hrefs are the unprefixed pt paths). */
export const localized = (href: string, locale: string) => (locale === 'pt' ? href : `/${locale}${href === '/' ? '' : href}`);

/** Responsive sources of one of the API's media pictures (it renders any width on request). */
export const srcSetOf = (url: string) => [160, 320, 480, 640, 960].map((width) => `${url}?w=${width} ${width}w`).join(', ');
