import { describe, expect, it } from 'vitest';
import { languageRedirect, storedPreferenceRedirect, localeCookie, localeFromAcceptLanguage, localeFromCookie, resolveLocale, isCrawler } from './locale';

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

describe('language-preference redirect (§2)', () => {
  it('a saved non-pt preference sends a pt page to the prefixed path, keeping the query', () => {
    expect(languageRedirect({ pathname: '/product/vestido', search: '?a=1', cookie: 'i18n_locale=en' })).toBe('/en/product/vestido?a=1');
  });

  it('a saved pt preference sends a prefixed path to the unprefixed one', () => {
    expect(languageRedirect({ pathname: '/fr/product/vestido', cookie: 'i18n_locale=pt' })).toBe('/product/vestido');
    expect(languageRedirect({ pathname: '/fr', cookie: 'i18n_locale=pt' })).toBe('/');
  });

  it('a saved preference for another prefixed language moves between prefixes', () => {
    expect(languageRedirect({ pathname: '/fr', cookie: 'i18n_locale=es' })).toBe('/es');
  });

  it('no redirect when the preference matches the path', () => {
    expect(languageRedirect({ pathname: '/en/x', cookie: 'i18n_locale=en' })).toBeNull();
    expect(languageRedirect({ pathname: '/x', cookie: 'i18n_locale=pt', acceptLanguage: 'en' })).toBeNull();
  });

  it('first access without a cookie: an unprefixed path follows the browser language, a prefixed path stays', () => {
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'es-ES,es;q=0.9' })).toBe('/es');
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'pt-BR' })).toBeNull();
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'de' })).toBeNull();
    expect(languageRedirect({ pathname: '/en', acceptLanguage: 'fr' })).toBeNull();
  });

  it('crawlers are never redirected', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const bingbot = 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)';
    expect(isCrawler(googlebot) && isCrawler(bingbot)).toBe(true);
    expect(languageRedirect({ pathname: '/fr', cookie: 'i18n_locale=pt', userAgent: googlebot })).toBeNull();
    expect(languageRedirect({ pathname: '/', acceptLanguage: 'en', userAgent: bingbot })).toBeNull();
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36')).toBe(false);
  });
});

describe('language preference kept in browser storage (§2)', () => {
  it('redirects like the cookie when only storage holds the preference', () => {
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: '', stored: 'pt' })).toEqual({ location: '/', locale: 'pt' });
    expect(storedPreferenceRedirect({ pathname: '/', search: '?q=1', cookie: 'other=1', stored: 'fr' })).toEqual({ location: '/fr?q=1', locale: 'fr' });
  });

  it('the cookie, an unknown stored value or a matching language mean no redirect', () => {
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: 'i18n_locale=es', stored: 'pt' })).toBeNull();
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: '', stored: 'de' })).toBeNull();
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: '', stored: 'es' })).toBeNull();
  });

  it('never redirects a crawler', () => {
    expect(storedPreferenceRedirect({ pathname: '/es', cookie: '', stored: 'pt', userAgent: 'Googlebot/2.1' })).toBeNull();
  });
});
