import { anyGranted, CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_SECONDS, consentCookieValue, consentModeOf, tagScriptUrls } from '../../features/consent';
import type { ConsentChoice, TagManagerConfig } from '../../features/consent';
import { cookieString } from '../client/attribution';

/** What a choice needs from the browser (tests pass fakes). */
export interface ConsentEnvironment {
  writeCookie(cookie: string): void;
  /** The page's `gtag` (the head's consent bootstrap defines it when a tag manager is configured). */
  gtag(...command: unknown[]): void;
  dataLayer: { push(entry: object): unknown };
  /** Whether a script of this address is already in the page (the server added it, or an earlier choice). */
  hasScript(src: string): boolean;
  /** Adds an async script with the page's CSP nonce. */
  addScript(src: string): void;
  /** The page is https: the cookie is Secure. */
  secure: boolean;
}

/**
 * A choice made in the banner: kept in the `cookie_consent` cookie (six months; the server reads it on the next
 * page), told to the tags as a Consent Mode update, and — when anything was allowed — the tag manager's and
 * Google tag's scripts added once. Withdrawing consent cannot unload a script already running: the update tells
 * it to stop, and the next page loads none.
 */
export function applyConsentChoice(choice: ConsentChoice, tags: TagManagerConfig, env: ConsentEnvironment): void {
  env.writeCookie(cookieString(CONSENT_COOKIE, consentCookieValue(choice), { maxAge: CONSENT_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'Lax', secure: env.secure }));
  env.gtag('consent', 'update', consentModeOf(choice));
  if (!anyGranted(choice)) return;
  const [container, ...others] = tagScriptUrls(tags);
  if (!container || env.hasScript(container)) return;
  // What the tag manager's own snippet pushes before its script, and the Google tag's configuration.
  env.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  if (tags.gtagId) {
    env.gtag('js', new Date());
    env.gtag('config', tags.gtagId);
  }
  for (const src of [container, ...others]) env.addScript(src);
}

/** The real page's environment; `nonce` is the response's (the client entry handed it to get-nonce). */
export function windowConsentEnvironment(nonce: string | undefined): ConsentEnvironment {
  const win = window as Window & { dataLayer?: object[]; gtag?: (...command: unknown[]) => void };
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  return {
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    gtag: (...command) => win.gtag?.(...command),
    dataLayer,
    hasScript: (src) => [...document.scripts].some((script) => script.src === src),
    addScript: (src) => {
      const script = document.createElement('script');
      script.async = true;
      script.src = src;
      if (nonce) script.nonce = nonce;
      document.head.append(script);
    },
    secure: window.location.protocol === 'https:',
  };
}
