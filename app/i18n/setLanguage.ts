import { isLocale } from '../../contract';
import type { Locale } from '../../contract';
import { localeCookie, localizePath } from './locale';

/** The no-JavaScript path of the language switcher: saves the cookie, then goes to `next`. */
export const SET_LANGUAGE_PREFIX = '/set-language/';

export function setLanguageHref(locale: Locale, next: string): string {
  return `${SET_LANGUAGE_PREFIX}${locale}?next=${encodeURIComponent(next)}`;
}

/** Only same-site paths are followed, so the endpoint cannot be used as an open redirect. */
function safeNext(next: string | null, locale: Locale): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')) return next;
  return localizePath('/', locale);
}

/** The answer of GET /set-language/{locale}?next=…, or null when the path is not that endpoint. */
export function setLanguageResponse(url: URL): { status: 303; location: string; setCookie: string } | null {
  if (!url.pathname.startsWith(SET_LANGUAGE_PREFIX)) return null;
  const locale = url.pathname.slice(SET_LANGUAGE_PREFIX.length);
  if (!isLocale(locale)) return null;
  return { status: 303, location: safeNext(url.searchParams.get('next'), locale), setCookie: localeCookie(locale) };
}
