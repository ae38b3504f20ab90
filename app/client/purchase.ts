import { allSettled, createEvent, createWatch, sample, scopeBind } from 'effector';
import type { Scope } from 'effector';
import type { KeyValueStorage } from '../../features/auth';
import { DEFAULT_LOCALE } from '../../contract/constants';
// The checkout's units and storage, not its index: the model (and the auth, cart and address code it brings)
// loads with what uses it — the purchase pages, the account's order page, the cart drawer — not on every page.
import { $checkoutStorage } from '../../features/checkout/storage';
import { $checkoutLocale, guardFailed, navigateTo, purchasePathChanged } from '../../features/checkout/units';
import { guardRedirect } from '../pages/checkout/guard';

/** What the purchase needs from the browser (tests pass fakes). */
export interface PurchaseEnvironment {
  /** Session storage: the order this tab placed and the Idempotency-Keys of the writes on their way. */
  storage: KeyValueStorage | null;
  /** The page's pathname now. */
  pathname: () => string;
  /** Every later change of the pathname (the router's navigations); returns the way to stop listening. */
  onPathChange: (listener: (pathname: string) => void) => () => void;
  /** A client navigation to a localized path (it may carry a query: the success page's `?token=`). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

const purchaseConfigured = createEvent<KeyValueStorage | null>();
sample({ clock: purchaseConfigured, target: $checkoutStorage });

/** §6: a checkout that cannot be shown goes back to the cart with the reason, in the checkout's language. */
const guardRedirected = sample({
  clock: guardFailed,
  source: $checkoutLocale,
  fn: (locale, { cartUuid, reason }) => guardRedirect(cartUuid, reason, locale ?? DEFAULT_LOCALE),
});

/**
 * Once the page has hydrated: session storage for the purchase, every navigation reported to the
 * checkout (§2 purchase flow: leaving /checkout, /cart and /payment cleans the checkout and payment
 * caches; §4: no redirect to the page the shopper is already on), and the model's `navigateTo` — the
 * payment page after an order, the success page after a paid order (from any page: the cart drawer's
 * channel) — followed by the router; a checkout its guard refused (§6) is replaced by the cart, with the
 * reason. The checkout and payment models themselves load with the pages and parts that use them; they find
 * the storage, the path and these watchers already in place.
 */
export async function startPurchase(scope: Scope, env: PurchaseEnvironment): Promise<() => void> {
  // Followed before the storage arrives: the page opens the checkout as soon as it has it, and allSettled
  // below waits for everything that starts meanwhile — a guard refusal included.
  const stopNavigation = createWatch({ unit: navigateTo, scope, fn: (to) => env.navigate(to) });
  const stopGuard = createWatch({ unit: guardRedirected, scope, fn: (to) => env.navigate(to, { replace: true }) });
  await allSettled(purchaseConfigured, { scope, params: env.storage });
  await allSettled(purchasePathChanged, { scope, params: env.pathname() });
  const pathChanged = scopeBind(purchasePathChanged, { scope, safe: true });
  const stopPaths = env.onPathChange((pathname) => pathChanged(pathname));
  return () => {
    stopNavigation();
    stopGuard();
    stopPaths();
  };
}

/** The real browser, with the data router's navigations. */
export function windowPurchaseEnvironment(router: {
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
  navigate(to: string, options?: { replace?: boolean }): unknown;
}): PurchaseEnvironment {
  let last = window.location.pathname;
  let storage: KeyValueStorage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return {
    storage,
    pathname: () => window.location.pathname,
    onPathChange: (listener) =>
      router.subscribe(({ location }) => {
        if (location.pathname === last) return;
        last = location.pathname;
        listener(location.pathname);
      }),
    navigate: (to, options) => void router.navigate(to, options),
  };
}
