/**
 * A visitor's consent (what they allowed beyond the strictly necessary), as the `cookie_consent` cookie keeps it
 * and as Google Consent Mode v2 reads it. Plain data and functions: the server reads the cookie, the banner's
 * chunk writes it; the first load keeps none of this (nothing in it imports these).
 */

/** The purposes a visitor chooses; strictly necessary cookies are always on and never asked. */
export const CONSENT_PURPOSES = ['analytics', 'marketing'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoice = Record<ConsentPurpose, boolean>;

/** Readable by the server (the banner is not shown again to someone who chose) and by the page. */
export const CONSENT_COOKIE = 'cookie_consent';
/** Six months, then the visitor is asked again (the CNPD and CNIL's guidance on how long a choice lasts). */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;
/** The cookie's value when nothing beyond the strictly necessary was allowed. */
const NOTHING_ALLOWED = 'none';

export const ALL_GRANTED: ConsentChoice = { analytics: true, marketing: true };
export const ALL_DENIED: ConsentChoice = { analytics: false, marketing: false };

/** `analytics.marketing`, `analytics`, `marketing` or `none`. */
export function consentCookieValue(choice: ConsentChoice): string {
  const granted = CONSENT_PURPOSES.filter((purpose) => choice[purpose]);
  return granted.length > 0 ? granted.join('.') : NOTHING_ALLOWED;
}

/** The choice a cookie value holds; null when there is none, or one this product never wrote (asked again). */
export function consentFromCookieValue(value: string | null | undefined): ConsentChoice | null {
  if (!value) return null;
  const tokens = value.split('.');
  if (tokens.length === 1 && tokens[0] === NOTHING_ALLOWED) return { ...ALL_DENIED };
  if (!tokens.every((token): token is ConsentPurpose => (CONSENT_PURPOSES as readonly string[]).includes(token))) return null;
  return { analytics: tokens.includes('analytics'), marketing: tokens.includes('marketing') };
}

export const anyGranted = (choice: ConsentChoice | null): boolean => choice !== null && CONSENT_PURPOSES.some((purpose) => choice[purpose]);

type ConsentState = 'granted' | 'denied';
const state = (granted: boolean): ConsentState => (granted ? 'granted' : 'denied');

/** Consent Mode v2's signals for a choice: analytics → analytics_storage; marketing → the three ad signals. */
export function consentModeOf(choice: ConsentChoice): Record<string, ConsentState> {
  return {
    ad_storage: state(choice.marketing),
    ad_user_data: state(choice.marketing),
    ad_personalization: state(choice.marketing),
    analytics_storage: state(choice.analytics),
  };
}

/** How long tags wait for the visitor's choice after the default (Consent Mode's `wait_for_update`, ms). */
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** The default before anyone chose: every signal denied, the functional and personalisation storages too. */
export function consentModeDefault(): Record<string, ConsentState | number> {
  return {
    ...consentModeOf(ALL_DENIED),
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS,
  };
}

/** The tag manager's host: the only third party the page may load from, and only after consent. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/** The tag manager's and the Google tag's scripts, in the order they load. */
export function tagScriptUrls(tags: TagManagerConfig): string[] {
  return [
    `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(tags.gtmId)}`,
    ...(tags.gtagId ? [`${TAG_MANAGER_ORIGIN}/gtag/js?id=${encodeURIComponent(tags.gtagId)}`] : []),
  ];
}

/** GTM_ID (and GTAG_ID, the Google tag loaded beside it) from the web server's configuration. */
export interface TagManagerConfig {
  gtmId: string;
  gtagId: string | null;
}
