import { allSettled, createEvent, sample, scopeBind } from 'effector';
import type { Scope } from 'effector';
import {
  $addressBar,
  $attributionStorage,
  $trackingCookies,
  attributionStarted,
  preferredAttributionStorage,
  routeChanged,
} from '../../features/attribution';
import type { AddressBar, CookieJar, CookieOptions, KeyValueStorage } from '../../features/attribution';

/** What the attribution model needs from the browser (tests pass fakes). */
export interface AttributionEnvironment {
  sessionStorage: KeyValueStorage | null;
  localStorage: KeyValueStorage | null;
  /** `document.cookie` as read, and one assignment. */
  readCookies(): string;
  writeCookie(cookie: string): void;
  /** The address bar: its full URL, and a replacement that keeps the router's history entry state. */
  href(): string;
  replaceAddress(pathAndQuery: string): void;
  referrer: string;
  /** The router's location changes (later navigations). */
  onNavigation(listener: (url: string) => void): () => void;
}

/** `name=value; Max-Age=…; Path=…; SameSite=…; Secure` for document.cookie. */
export function cookieString(name: string, value: string, options: CookieOptions): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${options.maxAge}`,
    `Path=${options.path}`,
    `SameSite=${options.sameSite}`,
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}

export function documentCookieJar(env: Pick<AttributionEnvironment, 'readCookies' | 'writeCookie'>): CookieJar {
  return {
    get(name) {
      for (const part of env.readCookies().split(';')) {
        const at = part.indexOf('=');
        if (at > 0 && part.slice(0, at).trim() === name) {
          try {
            return decodeURIComponent(part.slice(at + 1).trim());
          } catch {
            return null;
          }
        }
      }
      return null;
    },
    set: (name, value, options) => env.writeCookie(cookieString(name, value, options)),
  };
}

const attributionConfigured = createEvent<{ storage: KeyValueStorage | null; cookies: CookieJar; addressBar: AddressBar }>();
sample({ clock: attributionConfigured, fn: ({ storage }) => storage, target: $attributionStorage });
sample({ clock: attributionConfigured, fn: ({ cookies }) => cookies, target: $trackingCookies });
sample({ clock: attributionConfigured, fn: ({ addressBar }) => addressBar, target: $addressBar });

/**
 * §4 Attribution in the browser, once after hydration: session storage preferred (§9), the tracking
 * id cookie, the address bar cleaned of UTM parameters after tracking, then the landing tracked and
 * every later navigation handed to the model (which re-tracks a UTM change after 100 ms).
 */
export async function startAttribution(scope: Scope, env: AttributionEnvironment): Promise<() => void> {
  await allSettled(attributionConfigured, {
    scope,
    params: {
      storage: preferredAttributionStorage({ session: env.sessionStorage, local: env.localStorage }),
      cookies: documentCookieJar(env),
      addressBar: { replace: env.replaceAddress },
    },
  });
  await allSettled(attributionStarted, { scope, params: { url: env.href(), referrer: env.referrer || null } });
  const navigated = scopeBind(routeChanged, { scope, safe: true });
  return env.onNavigation((url) => navigated({ url }));
}

function storageOf(read: () => Storage): KeyValueStorage | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The real browser, with the data router's location changes as navigations. */
export function windowAttributionEnvironment(router: { subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void }): AttributionEnvironment {
  let last = window.location.pathname + window.location.search;
  return {
    sessionStorage: storageOf(() => window.sessionStorage),
    localStorage: storageOf(() => window.localStorage),
    readCookies: () => document.cookie,
    writeCookie: (cookie) => void (document.cookie = cookie),
    href: () => window.location.href,
    // The router's own entry state is kept, so back/forward and its scroll restoration still work.
    replaceAddress: (pathAndQuery) => window.history.replaceState(window.history.state, '', pathAndQuery),
    referrer: document.referrer,
    onNavigation: (listener) =>
      router.subscribe(({ location }) => {
        const current = location.pathname + location.search;
        if (current === last) return;
        last = current;
        listener(new URL(current, window.location.origin).href);
      }),
  };
}
