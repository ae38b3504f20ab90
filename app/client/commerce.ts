import { allSettled, createEvent, createWatch, sample, scopeBind } from 'effector';
import type { Scope } from 'effector';
import { $analyticsStorage, $dataLayer } from '../../features/analytics';
import type { DataLayer } from '../../features/analytics';
import type { KeyValueStorage } from '../../features/auth';
import { $cartLocale, $cartStorage, $cartUuid, $cartVersion, CART_STORAGE_KEYS, cartInitialised, syncCartFx } from '../../features/cart';
import { $clipboardWriter, couponApplyClicked, discountsInitialised } from '../../features/discounts';
import type { ClipboardWriter } from '../../features/discounts';
import type { Locale } from '../../contract';
import { splitLocale } from '../i18n/locale';
import '../shell/commerceWiring';

/** Beyond the spec: a `/discount/{code}` link made before the cart existed waits here (this tab only). */
export const PENDING_COUPON_KEY = 'cart.pendingCoupon';
/** Beyond the spec: tabs of one browser tell each other when their cart changed. */
export const CART_CHANNEL_NAME = 'storefront-cart';

export interface CartChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** What the cart, coupons and analytics need from the browser (tests pass fakes). */
export interface CommerceEnvironment {
  /** localStorage: the cart's id and session, and the orders whose §7 purchase was sent. */
  storage: KeyValueStorage | null;
  /** The page's language: the cart's lines are named in it. */
  locale?: Locale;
  sessionStorage: KeyValueStorage | null;
  clipboard: ClipboardWriter | null;
  dataLayer: DataLayer | null;
  channel: CartChannel | null;
  /** Storage events of other tabs (`window`); none in tests that do not need them. */
  storageEvents?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

const commerceConfigured = createEvent<Pick<CommerceEnvironment, 'storage' | 'locale' | 'clipboard' | 'dataLayer'>>();
sample({ clock: commerceConfigured, fn: ({ storage }) => storage, target: $cartStorage });
sample({ clock: commerceConfigured, fn: ({ locale }) => locale ?? null, target: $cartLocale });
sample({ clock: commerceConfigured, fn: ({ clipboard }) => clipboard, target: $clipboardWriter });
sample({ clock: commerceConfigured, fn: ({ dataLayer }) => dataLayer, target: $dataLayer });
// §7 purchase goes once per order: the orders sent are remembered in the same storage, across reloads and tabs.
sample({ clock: commerceConfigured, fn: ({ storage }) => storage, target: $analyticsStorage });

type CartChanged = { type: 'cart-changed'; cartUuid: string | null; version: number | null };
const isCartChanged = (data: unknown): data is CartChanged =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'cart-changed';

/**
 * Once the page has hydrated: injects storage (the cart's and analytics'), clipboard and the data layer, loads the cart (§9: after
 * 100 ms, the model waits) and the coupons, keeps the cart in step with the browser's other tabs, and
 * applies a coupon a `/discount/{code}` link left for a cart that did not exist yet.
 */
export async function startCommerce(scope: Scope, env: CommerceEnvironment): Promise<() => void> {
  await allSettled(commerceConfigured, {
    scope,
    params: { storage: env.storage, ...(env.locale ? { locale: env.locale } : {}), clipboard: env.clipboard, dataLayer: env.dataLayer },
  });
  const reload = scopeBind(cartInitialised, { scope, safe: true });
  const applyCoupon = scopeBind(couponApplyClicked, { scope, safe: true });
  void allSettled(cartInitialised, { scope });
  void allSettled(discountsInitialised, { scope });

  const stops: Array<() => void> = [];
  // Another tab synced its cart: read it again unless this tab already holds that version.
  env.channel?.addEventListener('message', ({ data }) => {
    if (!isCartChanged(data)) return;
    if (data.cartUuid === scope.getState($cartUuid) && data.version === scope.getState($cartVersion)) return;
    reload();
  });
  stops.push(
    createWatch({
      unit: syncCartFx.finally,
      scope,
      fn: () =>
        env.channel?.postMessage({ type: 'cart-changed', cartUuid: scope.getState($cartUuid), version: scope.getState($cartVersion) } satisfies CartChanged),
    }),
  );
  // A tab without BroadcastChannel still hears a new or forgotten cart through the stored cart id.
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === CART_STORAGE_KEYS.cartUuid) reload();
  };
  env.storageEvents?.addEventListener('storage', onStorage);
  stops.push(() => env.storageEvents?.removeEventListener('storage', onStorage));

  // A pending coupon is applied as soon as a cart exists.
  const applyPending = (cartUuid: string | null) => {
    const code = env.sessionStorage?.getItem(PENDING_COUPON_KEY);
    if (!cartUuid || !code) return;
    env.sessionStorage?.removeItem(PENDING_COUPON_KEY);
    applyCoupon(code);
  };
  stops.push(createWatch({ unit: $cartUuid, scope, fn: applyPending }));

  return () => {
    for (const stop of stops) stop();
    env.channel?.close();
  };
}

/** The real browser's environment. */
export function windowCommerceEnvironment(): CommerceEnvironment {
  const storageOf = (name: 'localStorage' | 'sessionStorage'): KeyValueStorage | null => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  const win = window as Window & { dataLayer?: unknown[] };
  win.dataLayer ??= [];
  const layer = win.dataLayer;
  return {
    storage: storageOf('localStorage'),
    // A language change is a full page load (the switcher's links), so the page's language stays put.
    locale: splitLocale(window.location.pathname).locale,
    sessionStorage: storageOf('sessionStorage'),
    clipboard: navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : null,
    dataLayer: { push: (entry) => void layer.push(entry) },
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CART_CHANNEL_NAME),
    storageEvents: window,
  };
}
