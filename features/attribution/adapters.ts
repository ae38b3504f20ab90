import { attach, createStore } from 'effector';
import { ATTRIBUTION_TTL_MS, TRACKING_COOKIE_MAX_AGE_S, TRACKING_COOKIE_NAME, TrackingId, UtmStoreState } from '../../contract';
import { $consentChoice } from '../consent';
import type { ConsentChoice } from '../consent';
import { createTrackingId } from './params';

/** Not in contract/ STORAGE_KEYS: the key the UTM store state (§3) is kept under. */
export const ATTRIBUTION_STORAGE_KEY = 'utm.attribution';
/** The tracking id of this browser session, kept beside the UTM state while no cookie may hold it. */
export const TRACKING_ID_STORAGE_KEY = 'utm.trackingId';

/**
 * The tracking id cookie is a marketing cookie (the cookie policy's "Marketing"): it is written only with
 * marketing consent. Without it attribution still works anonymously (§6) for the browser session, its id kept
 * in session storage (§9: preferred) and never in a cookie.
 */
export const trackingCookieAllowed = (consent: ConsentChoice | null): boolean => consent?.marketing === true;
export { TRACKING_COOKIE_NAME };

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
export interface CookieOptions {
  maxAge: number;
  path: string;
  secure: boolean;
  sameSite: 'Lax';
}
/** The cookie access the model needs; the browser adapter wraps document.cookie. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, options: CookieOptions): void;
}
/** Replaces the address shown without a navigation (history.replaceState). */
export interface AddressBar {
  replace(pathAndQuery: string): void;
}
export interface AttributionLogger {
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

/** §9: session storage preferred, local storage when there is none, nothing on the server. */
export function preferredAttributionStorage(candidates: { session?: KeyValueStorage | null; local?: KeyValueStorage | null }): KeyValueStorage | null {
  return candidates.session ?? candidates.local ?? null;
}

/** §9 tracking cookie: 30 days (2592000 s), Secure, SameSite Lax, whole site. */
export const TRACKING_COOKIE_OPTIONS: CookieOptions = { maxAge: TRACKING_COOKIE_MAX_AGE_S, path: '/', secure: true, sameSite: 'Lax' };

export const emptyUtmState = (): UtmStoreState => ({ attribution: null, touchpoints: [], conversions: [], sessionStarted: null, lastActivity: null });

// Injected per scope, never serialized; all null on the server so nothing touches window there.
export const $attributionStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });
export const $trackingCookies = createStore<CookieJar | null>(null, { serialize: 'ignore' });
export const $addressBar = createStore<AddressBar | null>(null, { serialize: 'ignore' });
export const $attributionClock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' });
export const $randomSuffix = createStore<() => string>(() => Math.random().toString(36).slice(2, 11), { serialize: 'ignore' });
export const $attributionLogger = createStore<AttributionLogger>(
  { warn: (message, details) => console.warn(message, details ?? ''), error: (message, details) => console.error(message, details ?? '') },
  { serialize: 'ignore' },
);

/** A visited address (absolute, e.g. location.href) and the document referrer. */
export interface Visit {
  url: string;
  referrer?: string | null;
}

export interface StartedAttribution {
  state: UtmStoreState;
  trackingId: string | null;
}

/**
 * Reads the stored UTM state — dropped (and removed) after 30 days of inactivity or when unreadable —
 * and the tracking id: the cookie's with marketing consent, else this session's, else a new one, written to
 * the cookie only with that consent (`trackingCookieAllowed`); a cookie left from a withdrawn consent is removed.
 */
export const startAttributionFx = attach({
  source: { storage: $attributionStorage, cookies: $trackingCookies, clock: $attributionClock, random: $randomSuffix, consent: $consentChoice },
  effect: ({ storage, cookies, clock, random, consent }, _visit: Visit): StartedAttribution => {
    const now = clock();
    let state = emptyUtmState();
    const raw = storage?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null;
    if (raw !== null) {
      let parsed: ReturnType<typeof UtmStoreState.safeParse> | null = null;
      try {
        parsed = UtmStoreState.safeParse(JSON.parse(raw));
      } catch {
        parsed = null;
      }
      const fresh = parsed?.success && parsed.data.lastActivity !== null && now - parsed.data.lastActivity <= ATTRIBUTION_TTL_MS;
      if (fresh && parsed?.success) state = parsed.data;
      else storage?.removeItem(ATTRIBUTION_STORAGE_KEY);
    }
    if (!cookies) return { state, trackingId: null };
    const allowed = trackingCookieAllowed(consent);
    const fromCookie = TrackingId.safeParse(cookies.get(TRACKING_COOKIE_NAME));
    if (fromCookie.success && !allowed) cookies.set(TRACKING_COOKIE_NAME, '', { ...TRACKING_COOKIE_OPTIONS, maxAge: 0 });
    if (fromCookie.success && allowed) return { state, trackingId: fromCookie.data };
    const fromSession = TrackingId.safeParse(storage?.getItem(TRACKING_ID_STORAGE_KEY) ?? null);
    const trackingId = fromSession.success ? fromSession.data : createTrackingId(now, random());
    storage?.setItem(TRACKING_ID_STORAGE_KEY, trackingId);
    if (allowed) cookies.set(TRACKING_COOKIE_NAME, trackingId, TRACKING_COOKIE_OPTIONS);
    return { state, trackingId };
  },
});

/** A consent given or withdrawn later: the session's tracking id goes to the cookie, or the cookie goes. */
export const trackingConsentChangedFx = attach({
  source: { cookies: $trackingCookies, consent: $consentChoice },
  effect: ({ cookies, consent }, trackingId: string) => {
    if (!cookies) return;
    if (trackingCookieAllowed(consent)) cookies.set(TRACKING_COOKIE_NAME, trackingId, TRACKING_COOKIE_OPTIONS);
    else if (cookies.get(TRACKING_COOKIE_NAME) !== null) cookies.set(TRACKING_COOKIE_NAME, '', { ...TRACKING_COOKIE_OPTIONS, maxAge: 0 });
  },
});

export const saveUtmStateFx = attach({
  source: $attributionStorage,
  effect: (storage, state: UtmStoreState) => storage?.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(state)),
});

export const replaceAddressFx = attach({ source: $addressBar, effect: (addressBar, pathAndQuery: string) => addressBar?.replace(pathAndQuery) });
export const warnFx = attach({
  source: $attributionLogger,
  effect: (logger, { message, details }: { message: string; details?: Record<string, unknown> }) => logger.warn(message, details),
});
