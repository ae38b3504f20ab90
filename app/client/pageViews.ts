import { scopeBind } from 'effector';
import type { Scope } from 'effector';
import { PAGE_VIEW_WAIT_MS } from '../../contract/analytics';
import { pageViewed } from '../../features/analytics';
import type { PageVisit } from '../../features/analytics';
import { splitLocale } from '../i18n/locale';

/** What the page views need from the browser (tests pass fakes). */
export interface PageViewEnvironment {
  href(): string;
  title(): string;
  /** The landing's referrer (later page views name the page before them). */
  referrer: string;
  /** Calls back once the router finished a navigation to a new address (not while its loaders run); returns the way to stop. */
  onNavigationSettled(listener: () => void): () => void;
  /** Resolves once the page was drawn, or after `ms` at the latest (a hidden tab draws nothing). */
  pageDrawn(ms: number): Promise<void>;
}

/**
 * §7 page views: the landing once the page runs, then each navigation once it settled — after the new page was
 * drawn, waiting at most PAGE_VIEW_WAIT_MS (100 ms) — so its title and address are the new page's.
 */
export function startPageViews(scope: Scope, env: PageViewEnvironment): () => void {
  const viewed = scopeBind(pageViewed, { scope, safe: true });
  let previous = env.referrer;
  const report = async () => {
    await env.pageDrawn(PAGE_VIEW_WAIT_MS);
    const href = env.href();
    const visit: PageVisit = { href, title: env.title(), referrer: previous, language: splitLocale(new URL(href).pathname).locale };
    previous = href;
    viewed(visit);
  };
  void report();
  return env.onNavigationSettled(() => void report());
}

/** The real browser, with the data router. */
export function windowPageViewEnvironment(router: {
  subscribe(listener: (state: { navigation: { state: string }; location: { pathname: string; search: string } }) => void): () => void;
}): PageViewEnvironment {
  let last = window.location.pathname + window.location.search;
  return {
    href: () => window.location.href,
    title: () => document.title,
    referrer: document.referrer,
    onNavigationSettled: (listener) =>
      router.subscribe(({ navigation, location }) => {
        const address = location.pathname + location.search;
        if (navigation.state !== 'idle' || address === last) return;
        last = address;
        listener();
      }),
    pageDrawn: (ms) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, ms);
        requestAnimationFrame(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
}
