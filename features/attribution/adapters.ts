import { attach, createStore } from 'effector';
import { ATTRIBUTION_TTL_MS, TRACKING_COOKIE_MAX_AGE_S, TRACKING_COOKIE_NAME, TrackingId, UtmStoreState } from '../../contract';
import { createTrackingId } from './params';

/** Not in contract/ STORAGE_KEYS: the key the UTM store state (§3) is kept under. */
export const ATTRIBUTION_STORAGE_KEY = 'utm.attribution';
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
 * and the tracking id cookie, creating it on the first visit.
 */
export const startAttributionFx = attach({
  source: { storage: $attributionStorage, cookies: $trackingCookies, clock: $attributionClock, random: $randomSuffix },
  effect: ({ storage, cookies, clock, random }, _visit: Visit): StartedAttribution => {
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
    const existing = TrackingId.safeParse(cookies.get(TRACKING_COOKIE_NAME));
    if (existing.success) return { state, trackingId: existing.data };
    const trackingId = createTrackingId(now, random());
    cookies.set(TRACKING_COOKIE_NAME, trackingId, TRACKING_COOKIE_OPTIONS);
    return { state, trackingId };
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
