import { z } from 'zod';
import { LOCALES } from './constants';
export { LOCALES, DEFAULT_LOCALE, LANGUAGE_TAGS, LANGUAGE_NAMES, isLocale, LOCALE_COOKIE_NAME, LOCALE_COOKIE_MAX_AGE_DAYS } from './constants';

export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;

export const PREFERRED_LOCALE_STORAGE_KEY = 'preferred-locale';
