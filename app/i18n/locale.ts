import { DEFAULT_LOCALE, LOCALES, isLocale } from '../../contract/constants';
import type { Locale } from '../../contract';

/** §9: the saved language choice. */
export const LOCALE_COOKIE = 'i18n_locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** §7: the language choice is also kept in browser storage under this key. */
export const LOCALE_STORAGE_KEY = 'preferred-locale';

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Splits `/en/product/x` into `en` and `/product/x`; an unprefixed path is pt (§2). */
export function splitLocale(pathname: string): { locale: Locale; prefixed: boolean; path: string } {
  const match = /^\/(en|es|fr)(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], prefixed: true, path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, prefixed: false, path: pathname || '/' };
}

/** Adds the locale prefix to an unprefixed path: pt keeps it as is (§2). */
export function localizePath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The saved preference from a Cookie header; anything malformed or unknown counts as no preference. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== LOCALE_COOKIE) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    const normalized = value.replace(/^"|"$/g, '').toLowerCase();
    return isLocale(normalized) ? normalized : null;
  }
  return null;
}

/**
 * The best supported language of an Accept-Language header (`fr-CH, fr;q=0.9, en;q=0.8`), or null.
 * Malformed entries are skipped, never thrown on.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header || header.length > 2000) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [range = '', ...params] = entry.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { language: range.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0 && /^[a-z]{1,8}$/.test(entry.language))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return found && isLocale(found.language) ? found.language : null;
}

/** §2: the locale comes from the path prefix, then the cookie, then the browser language, else pt. */
export function resolveLocale(input: { pathname: string; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromPath = splitLocale(input.pathname);
  if (fromPath.prefixed) return fromPath.locale;
  return localeFromCookie(input.cookie) ?? localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE;
}

const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|facebookexternalhit|facebot|ia_archiver|applebot|petalbot|semrush|ahrefs|mj12bot|linkedinbot|twitterbot|embedly|pinterest|whatsapp|telegrambot|lighthouse|headlesschrome-crawler/i;

/** Crawlers are never redirected by language, never sent to the error page (§2). */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return !!userAgent && CRAWLER.test(userAgent);
}

/**
 * §2, §4: what a page request does about language, in the order §4 gives — detect, save, redirect.
 * - Detected: a saved preference (the cookie) wins (§2); without one, a path prefix is the link's choice,
 *   and an unprefixed path (pt, but also the address someone types) takes the browser language, then pt.
 * - Saved: when a first access is moved to the browser's language, that language goes to the cookie with the
 *   redirect. Nothing is saved when the page is served where it was asked: a pt detection is what an
 *   unprefixed path shows without a cookie, and a cookie saved from a page's prefix or from pt would turn
 *   every later link in another language back (§2) — only the switcher saves a choice then.
 * - Redirected: when the detected language is not the path's (§2: a non-pt preference goes to the prefixed
 *   path, a pt preference on a prefixed path to the unprefixed one).
 * Crawlers are neither redirected nor given a cookie: every address answers in its own language.
 */
export function languageOnArrival(input: {
  pathname: string;
  search?: string;
  cookie?: string | null;
  acceptLanguage?: string | null;
  userAgent?: string | null;
}): { redirect: string | null; save: Locale | null } {
  if (isCrawler(input.userAgent)) return { redirect: null, save: null };
  const current = splitLocale(input.pathname);
  const saved = localeFromCookie(input.cookie);
  const detected = saved ?? (current.prefixed ? current.locale : (localeFromAcceptLanguage(input.acceptLanguage) ?? DEFAULT_LOCALE));
  return {
    redirect: detected === current.locale ? null : localizePath(current.path, detected) + (input.search ?? ''),
    save: saved || detected === current.locale ? null : detected,
  };
}

/** Where `languageOnArrival` sends a request, or null to render in place. */
export function languageRedirect(input: Parameters<typeof languageOnArrival>[0]): string | null {
  return languageOnArrival(input).redirect;
}

/**
 * §2 in the browser: a preference kept in storage (`preferred-locale`, written only by an explicit choice)
 * that the cookie lost — cleared, expired, or replaced by a first-access detection — moves the page to its
 * language, like the cookie would.
 * Returns the target and the stored locale, or null; the caller restores the cookie from storage first.
 */
export function storedPreferenceRedirect(input: {
  pathname: string;
  search?: string;
  cookie: string;
  stored: string | null;
  userAgent?: string | null;
}): { location: string; locale: Locale } | null {
  const stored = input.stored;
  if (!isLocale(stored) || localeFromCookie(input.cookie) === stored) return null;
  const location = languageRedirect({ ...input, cookie: `${LOCALE_COOKIE}=${stored}` });
  return location ? { location, locale: stored } : null;
}
