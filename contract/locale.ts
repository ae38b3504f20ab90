import { z } from 'zod';

/** §1, §9: pt is the default and fallback locale; it has no path prefix. */
export const LOCALES = ['pt', 'en', 'es', 'fr'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'pt';

/** §2: language tags and display names. */
export const LANGUAGE_TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };
export const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isLocale(value: unknown): value is Locale {
  return Locale.safeParse(value).success;
}

/** §3, §9: the language cookie and the browser-storage key of the saved language. */
export const LOCALE_COOKIE_NAME = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const PREFERRED_LOCALE_STORAGE_KEY = 'preferred-locale';
