import { describe, expect, it } from 'vitest';
import { ALL_DENIED, ALL_GRANTED, anyGranted, consentCookieValue, consentFromCookieValue, consentModeDefault, consentModeOf, tagScriptUrls } from './index';

describe('the kept choice (cookie_consent)', () => {
  it('round-trips every choice through the cookie value', () => {
    for (const choice of [ALL_GRANTED, ALL_DENIED, { analytics: true, marketing: false }, { analytics: false, marketing: true }]) {
      expect(consentFromCookieValue(consentCookieValue(choice))).toEqual(choice);
    }
    expect(consentCookieValue(ALL_DENIED)).toBe('none');
    expect(consentCookieValue(ALL_GRANTED)).toBe('analytics.marketing');
  });

  it('no cookie, or a value this product never wrote, is no choice: the visitor is asked again', () => {
    for (const value of [null, undefined, '', 'yes', 'analytics.ads', 'none.analytics', 'ANALYTICS']) expect(consentFromCookieValue(value)).toBeNull();
  });

  it('anything allowed beyond the strictly necessary loads the tags; nothing, or no choice, does not', () => {
    expect(anyGranted({ analytics: false, marketing: true })).toBe(true);
    expect(anyGranted(ALL_DENIED)).toBe(false);
    expect(anyGranted(null)).toBe(false);
  });
});

describe('Google Consent Mode v2', () => {
  it('the default denies every signal and waits for the visitor', () => {
    const defaults = consentModeDefault();
    expect(Object.entries(defaults).filter(([key]) => key !== 'wait_for_update')).toEqual(
      ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage', 'functionality_storage', 'personalization_storage'].map((key) => [key, 'denied']),
    );
    expect(defaults.wait_for_update).toBeGreaterThan(0);
  });

  it('analytics grants analytics_storage; marketing grants the three ad signals', () => {
    expect(consentModeOf({ analytics: true, marketing: false })).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' });
    expect(consentModeOf({ analytics: false, marketing: true })).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' });
  });

  it('the tag manager loads first, the Google tag beside it only when configured', () => {
    expect(tagScriptUrls({ gtmId: 'GTM-ABC123', gtagId: null })).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123']);
    expect(tagScriptUrls({ gtmId: 'GTM-ABC123', gtagId: 'G-XYZ' })).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', 'https://www.googletagmanager.com/gtag/js?id=G-XYZ']);
  });
});
