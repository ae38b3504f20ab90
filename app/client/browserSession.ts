import { allSettled, createEvent, sample, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { $apiAnswerListener } from '../../features/api-client';
import type { ApiAnswerReport } from '../../features/api-client';
import { $authCookies, $authStorage, $errorReportIdentity, $navigate, apiAnswered, sessionRestoreStarted } from '../../features/auth';
import type { KeyValueStorage } from '../../features/auth';
import { localizePath, splitLocale } from '../i18n/locale';
import { $siteData } from '../shell/authWiring';
import type { ClearableStorage, CookieJar } from '../shell/siteData';
import { installErrorReporter } from '../shell/errorReporter';
import type { ErrorReport } from '../shell/errorReporter';

/** What the browser hands the models once it runs (tests pass fakes). */
export interface BrowserEnvironment {
  storage: (KeyValueStorage & ClearableStorage) | null;
  cookies: CookieJar | null;
  /** The router's navigate (client-side, no reload). */
  navigate: (to: string) => void;
  /** The address bar's path, for the current locale. */
  currentPath: () => string;
  /** A full page load (another origin). */
  assign: (url: string) => void;
  /** Where uncaught errors are heard; none in tests that do not need it. */
  errors?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  report?: (report: ErrorReport) => void;
}

const browserConfigured = createEvent<{
  storage: KeyValueStorage | null;
  navigate: (to: string) => void;
  answers: (answer: ApiAnswerReport) => void;
  site: { storage: ClearableStorage | null; cookies: CookieJar | null };
  secure: boolean;
}>();
sample({ clock: browserConfigured, fn: ({ storage }) => storage, target: $authStorage });
sample({ clock: browserConfigured, fn: ({ navigate }) => navigate, target: $navigate });
sample({ clock: browserConfigured, fn: ({ answers }) => answers, target: $apiAnswerListener });
sample({ clock: browserConfigured, fn: ({ site }) => site, target: $siteData });
// §9 token cookie (token mode): Secure when the page is https.
sample({
  clock: browserConfigured,
  fn: ({ site, secure }) => (site.cookies ? { read: site.cookies.read, write: site.cookies.write, secure } : null),
  target: $authCookies,
});

/**
 * §2 redirects are locale-aware: `/` is the current language's home. An already prefixed path is
 * kept; an absolute URL of another origin is a full page load.
 */
export function localeAwareNavigate(env: Pick<BrowserEnvironment, 'navigate' | 'currentPath' | 'assign'>, origin: string) {
  return (to: string) => {
    if (/^https?:\/\//i.test(to)) {
      const url = new URL(to);
      if (url.origin !== origin) return env.assign(to);
      to = url.pathname + url.search + url.hash;
    }
    const path = to.startsWith('/') ? to : `/${to}`;
    const [pathname = '/', rest = ''] = path.split(/(?=[?#])/, 2);
    if (splitLocale(pathname).prefixed) return env.navigate(path);
    env.navigate(localizePath(pathname, splitLocale(env.currentPath()).locale) + rest);
  };
}

/**
 * Once the page has hydrated: injects the browser's storage, navigation and API-answer listener into
 * the scope, starts the error reporter with the user's identity, and restores the session (§4) —
 * exactly once per page load. The entry imports this module (with the auth model and the app's wiring of it)
 * after hydration, never in the first load.
 */
export async function startBrowserSession(scope: Scope, env: BrowserEnvironment, origin: string): Promise<() => void> {
  const reportAnswer = scopeBind(apiAnswered, { scope, safe: true });
  const uninstall = env.errors ? installErrorReporter(env.errors, () => scope.getState($errorReportIdentity), env.report) : () => undefined;
  await allSettled(browserConfigured, {
    scope,
    params: {
      storage: env.storage,
      navigate: localeAwareNavigate(env, origin),
      answers: ({ path, status, data }) => reportAnswer({ path, status, data }),
      site: { storage: env.storage, cookies: env.cookies },
      secure: origin.startsWith('https:'),
    },
  });
  await allSettled(sessionRestoreStarted, { scope });
  return uninstall;
}

/** The real browser's environment. */
export function windowEnvironment(navigate: (to: string) => void): BrowserEnvironment {
  let storage: (KeyValueStorage & ClearableStorage) | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage can be refused (privacy settings): the visitor is then a guest on each page.
  }
  return {
    storage,
    cookies: { read: () => document.cookie, write: (cookie) => void (document.cookie = cookie) },
    navigate,
    currentPath: () => window.location.pathname,
    assign: (url) => window.location.assign(url),
    errors: window,
  };
}
