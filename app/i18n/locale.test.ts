import { describe, expect, it } from 'vitest';
import { languageOnArrival, languageRedirect, storedPreferenceRedirect, localeCookie, localeFromAcceptLanguage, localeFromCookie, resolveLocale, isCrawler } from './locale';

describe('locale resolution (§2: path, then cookie, then browser language)', () => {
  it('the path prefix wins over the cookie and the browser language', () => {
    expect(resolveLocale({ pathname: '/es/product/x', cookie: 'i18n_locale=fr', acceptLanguage: 'en' })).toBe('es');
  });

  it('an unprefixed path takes the cookie before the browser language', () => {
    expect(resolveLocale({ pathname: '/', cookie: 'theme=dark; i18n_locale=fr', acceptLanguage: 'en-US,en;q=0.9' })).toBe('fr');
  });

  it('without a cookie the browser language decides, by quality', () => {
    expect(resolveLocale({ pathname: '/', acceptLanguage: 'de-DE, es;q=0.5, en;q=0.8' })).toBe('en');
    expect(localeFromAcceptLanguage('fr-CH, fr;q=0.9')).toBe('fr');
  });

  it('falls back to pt when nothing matches', () => {
    expect(resolveLocale({ pathname: '/', acceptLanguage: 'de, ja;q=0.7' })).toBe('pt');
  });

  it('a malformed Accept-Language header or cookie never throws and counts as absent', () => {
    for (const header of [';;;,,q=', 'en;q=abc', '*', '\u0000\u00ff', 'x'.repeat(5000), 'en;q=0']) {
      expect(() => localeFromAcceptLanguage(header)).not.toThrow();
    }
    expect(localeFromAcceptLanguage('en;q=0')).toBeNull();
    expect(localeFromAcceptLanguage('en;q=abc, es')).toBe('es');
    for (const cookie of ['i18n_locale=%E0%A4%A', 'i18n_locale=de', 'i18n_locale', '=;=;', 'i18n_locale=<script>']) {
      expect(localeFromCookie(cookie)).toBeNull();
    }
    expect(resolveLocale({ pathname: '/', cookie: 'i18n_locale=%E0%A4%A', acceptLanguage: '???' })).toBe('pt');
  });

  it('the cookie lasts 365 days on path / with SameSite Lax (§9)', () => {
    expect(localeCookie('en')).toBe('i18n_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('language on arrival (§2, §4: detected, cookie saved, redirected when needed)', () => {
  it('a saved non-pt preference sends an unprefixed page to the prefixed path, keeping the query, and saves nothing new', () => {
    expect(languageOnArrival({ pathname: '/product/vestido', search: '?a=1', cookie: 'i18n_locale=en' })).toEqual({ redirect: '/en/product/vestido?a=1', save: null });
  });

  it('a saved pt preference sends a prefixed path to the unprefixed one; another saved language moves between prefixes', () => {
    expect(languageOnArrival({ pathname: '/fr/product/vestido', cookie: 'i18n_locale=pt' })).toEqual({ redirect: '/product/vestido', save: null });
    expect(languageOnArrival({ pathname: '/fr', cookie: 'i18n_locale=es', acceptLanguage: 'en' })).toEqual({ redirect: '/es', save: null });
  });

  it('nothing to do when the cookie already holds the page language', () => {
    expect(languageOnArrival({ pathname: '/en/x', cookie: 'i18n_locale=en' })).toEqual({ redirect: null, save: null });
    expect(languageOnArrival({ pathname: '/x', cookie: 'i18n_locale=pt', acceptLanguage: 'en' })).toEqual({ redirect: null, save: null });
  });

  it('first access without a cookie: an unprefixed path follows the browser language and saves it', () => {
    expect(languageOnArrival({ pathname: '/', acceptLanguage: 'fr-FR,fr;q=0.9' })).toEqual({ redirect: '/fr', save: 'fr' });
    expect(languageOnArrival({ pathname: '/', acceptLanguage: 'es-ES,es;q=0.9' })).toEqual({ redirect: '/es', save: 'es' });
  });

  it('first access in pt, in an unsupported language or with no browser language: served in place, nothing saved', () => {
    expect(languageOnArrival({ pathname: '/', acceptLanguage: 'pt-BR' })).toEqual({ redirect: null, save: null });
    expect(languageOnArrival({ pathname: '/', acceptLanguage: 'de' })).toEqual({ redirect: null, save: null });
    expect(languageOnArrival({ pathname: '/' })).toEqual({ redirect: null, save: null });
  });

  it('first access on a prefixed path: served in place in the language of the link, nothing saved', () => {
    expect(languageOnArrival({ pathname: '/en', acceptLanguage: 'fr' })).toEqual({ redirect: null, save: null });
  });

  it('crawlers are never redirected and never given the cookie', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    expect(isCrawler(googlebot) && isCrawler(bingbot)).toBe(true);
    expect(languageOnArrival({ pathname: '/', cookie: 'i18n_locale=fr', userAgent: googlebot })).toEqual({ redirect: null, save: null });
    expect(languageOnArrival({ pathname: '/', acceptLanguage: 'en', userAgent: bingbot })).toEqual({ redirect: null, save: null });
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'en', userAgent: bingbot })).toBeNull();
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe(false);
  });
});

describe('language preference kept in browser storage (§2)', () => {
  it('moves an unprefixed page to the stored language when the cookie lost it', () => {
    expect(storedPreferenceRedirect({ pathname: '/', search: '?q=1', cookie: 'other=1', stored: 'fr' })).toEqual({ location: '/fr?q=1', locale: 'fr' });
    // The cookie a first access saved from the browser language gives way to the stored explicit choice.
    expect(storedPreferenceRedirect({ pathname: '/product/x', cookie: 'i18n_locale=pt', stored: 'es' })).toEqual({ location: '/es/product/x', locale: 'es' });
  });

  it('a stored pt preference sends a prefixed page to the unprefixed one', () => {
    expect(storedPreferenceRedirect({ pathname: '/es/product/x', cookie: '', stored: 'pt' })).toEqual({ location: '/product/x', locale: 'pt' });
  });

  it('an unknown stored value, a cookie that agrees or a page already in the stored language mean no redirect', () => {
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: '', stored: 'es' })).toBeNull();
    expect(storedPreferenceRedirect({ pathname: '/', cookie: 'i18n_locale=fr', stored: 'fr' })).toBeNull();
    expect(storedPreferenceRedirect({ pathname: '/', cookie: '', stored: 'de' })).toBeNull();
    expect(storedPreferenceRedirect({ pathname: '/', cookie: '', stored: 'pt' })).toBeNull();
  });

  it('never redirects a crawler', () => {
    expect(storedPreferenceRedirect({ pathname: '/', cookie: '', stored: 'fr', userAgent: 'Googlebot/2.1' })).toBeNull();
  });
});
