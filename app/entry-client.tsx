import { allSettled } from 'effector';
import { setNonce } from 'get-nonce';
import { hydrateRoot } from 'react-dom/client';
import { cartClosed } from '../features/cart/badge';
import { filtersClientStarted } from '../features/filters';
import { segmentClientStarted } from '../features/segment';
import { createBrowserRouter } from 'react-router-dom';
import { startBuildUpdates } from './client/buildUpdates';
import { whenIdle } from '../ui/LazyHydrate';
import { LOCALE_STORAGE_KEY, localeCookie, storedPreferenceRedirect } from './i18n/locale';
import { STATE_SCRIPT_ID } from './shell/state';
import { ClientRoot, prepareClient } from './client/startClient';
import type { ClientApp } from './client/startClient';
import { pageHydrationStarted } from './shell/useHydrated';
import type { SerializedState } from './shell/state';

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** §2: a preference kept only in storage restores the cookie and moves to its language. */
function followStoredPreference(): boolean {
  const redirect = storedPreferenceRedirect({
    pathname: window.location.pathname,
    search: window.location.search,
    cookie: document.cookie,
    stored: readStoredLocale(),
    userAgent: navigator.userAgent,
  });
  if (!redirect) return false;
  document.cookie = localeCookie(redirect.locale);
  window.location.replace(redirect.location);
  return true;
}

async function start() {
  if (followStoredPreference()) return;
  const script = document.getElementById(STATE_SCRIPT_ID);
  if (!script?.textContent) throw new Error('The page has no serialized state');
  const state = JSON.parse(script.textContent) as SerializedState;
  // Radix's scroll lock (react-remove-scroll) adds a <style> element when a dialog, drawer or sheet
  // opens; the CSP admits style elements only with the response's nonce, which this script carries.
  if (script.nonce) setNonce(script.nonce);
  // §4: from here a chunk that fails to load while a new build is out reloads the page onto it (the page's own too).
  let navigationTarget = (): { pathname: string; search: string; hash: string } | undefined => undefined;
  startBuildUpdates(() => navigationTarget());
  const app = await prepareClient(state, window.location.pathname);
  // The page's lazy parts (footer, related rail, home's sections) keep their server HTML until they are
  // reached, touched or the first navigation starts (ui/LazyHydrate): their code is not fetched before hydrating.
  // The router reads the loader results the server embedded (window.__staticRouterHydrationData),
  // so the matched route's loader — and its `opened` event — does not run again on hydration.
  const router = createBrowserRouter(app.routes, { getContext: app.getContext });
  navigationTarget = () => router.state.navigation.location;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // Nothing from the browser's storage may reach the scope before hydration committed, or the first
  // render differs from the server's HTML (React #418): the stored session, filters, segment and cart
  // are read once the page has hydrated.
  let started = false;
  const afterHydration = () => {
    if (started) return;
    started = true;
    // A task of its own, not the hydration's commit: the page's parts still hydrating come first.
    setTimeout(() => startBrowserApp(app, router), 0);
  };
  pageHydrationStarted();
  hydrateRoot(root, <ClientRoot app={app} router={router} onHydrated={afterHydration} />);
}

function startBrowserApp(app: ClientApp, router: ReturnType<typeof createBrowserRouter>) {
  const { scope } = app;
  // Browser storage is read once the page runs: the stored per-page (§4) and selected segment.
  void allSettled(filtersClientStarted, { scope });
  void allSettled(segmentClientStarted, { scope });
  // §4: the stored session is restored once, with the browser's storage, router and API answers wired in. The auth
  // model comes with it, after hydration: the header hydrates with the guest's state the server rendered anyway.
  void import('./client/browserSession').then(({ startBrowserSession, windowEnvironment }) =>
    startBrowserSession(scope, windowEnvironment((to) => void router.navigate(to)), window.location.origin),
  );
  // §4 Attribution: the landing is tracked, UTM parameters leave the address bar, navigations re-track.
  // Its model only matters once the page runs, so it is fetched after hydration, not in the first load.
  void import('./client/attribution').then(({ startAttribution, windowAttributionEnvironment }) =>
    startAttribution(scope, windowAttributionEnvironment(router)),
  );
  // §4 Cart and Discounts: the stored cart loads (after 100 ms, §9) and the coupons list, with the
  // browser's storage, clipboard and data layer; other tabs' cart changes are followed.
  // §7 page views follow, once the data layer is in the scope: the landing, then each settled navigation.
  void import('./client/commerce')
    .then(({ startCommerce, windowCommerceEnvironment }) => startCommerce(scope, windowCommerceEnvironment()))
    .then(() => import('./client/pageViews'))
    .then(({ startPageViews, windowPageViewEnvironment }) => startPageViews(scope, windowPageViewEnvironment(router)));
  // Links to the app's pages open in the same document (the menus' and the header's do so themselves).
  void import('./client/links').then(({ startLinkNavigation }) => startLinkNavigation(router, () => void allSettled(cartClosed, { scope })));
  // §2: after a client navigation the document's title is the new page's (before its page view reads it).
  void import('./client/documentTitle').then(({ startDocumentTitle }) => startDocumentTitle(app, router));
  // §2 purchase flow: the checkout's session storage, every navigation reported (leaving the purchase paths
  // cleans its caches) and the model's navigations (the payment page, the success page of a paid order).
  void import('./client/purchase').then(({ startPurchase, windowPurchaseEnvironment }) => startPurchase(scope, windowPurchaseEnvironment(router)));
  // §7 live channels: prices and stock of the cards and the product page, coupons, the checkout channel.
  // laravel-echo and pusher-js are fetched now, never in the first load.
  void import('./client/realtime').then(({ startRealtime, windowRealtimeEnvironment }) => startRealtime(scope, windowRealtimeEnvironment()));
  // §9: a link the shopper reaches for has its page preloaded, at most 4 at once — from idle time on: no link
  // is reached for while the page is still settling.
  whenIdle(() => void import('./client/routePreloads').then(({ startRoutePreloads }) => startRoutePreloads(router)));
}

void start();
