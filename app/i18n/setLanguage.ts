import { isLocale } from '../../contract/constants';
import type { Locale } from '../../contract';
import { localeCookie, localizePath } from './locale';

/** The no-JavaScript path of the language switcher: saves the cookie, then goes to `next`. */
export const SET_LANGUAGE_PREFIX = '/set-language/';

export function setLanguageHref(locale: Locale, next: string): string {
  return `${SET_LANGUAGE_PREFIX}${locale}?next=${encodeURIComponent(next)}`;
}

const SAME_SITE_BASE = 'http://same-site.invalid';

/**
 * Only same-site paths are followed, so the endpoint cannot be used as an open redirect. `next` is read as
 * a browser would read it — tabs and line breaks dropped, `\` as `/` — so `/<TAB>/evil.example` is seen
 * as the `//evil.example` it becomes; what is followed comes out of the URL parser, percent-encoded.
 */
function safeNext(next: string | null, locale: Locale): string {
  if (next?.startsWith('/')) {
    try {
      const url = new URL(next, SAME_SITE_BASE);
      if (url.origin === SAME_SITE_BASE) return `${url.pathname}${url.search}${url.hash}`;
    } catch {
      // not a URL: home
    }
  }
  return localizePath('/', locale);
}

/** The answer of GET /set-language/{locale}?next=…, or null when the path is not that endpoint. */
export function setLanguageResponse(url: URL): { status: 303; location: string; setCookie: string } | null {
  if (!url.pathname.startsWith(SET_LANGUAGE_PREFIX)) return null;
  const locale = url.pathname.slice(SET_LANGUAGE_PREFIX.length);
  if (!isLocale(locale)) return null;
  return { status: 303, location: safeNext(url.searchParams.get('next'), locale), setCookie: localeCookie(locale) };
}
