import { attach, combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { delay } from 'patronum';
import type { Effect } from 'effector';
import { CART_LOADER_START_MS, CART_PANEL_AUTO_CLOSE_MS, CART_SYNC_AFTER_LOGIN_MS, customerIdOf, normalizeCouponCode } from '../../contract/constants';
import type { ApiError, Cart, CartConflictBody, CartDiscount, CartStoreState, CouponRejectionBody, CouponRejectionReason, ProductTracking } from '../../contract';
import { $authMode, $user, csrfFirst, fetchCsrfCookieFx, loggedIn, loggedOut, sessionCleared } from '../auth';
import type { AuthMode } from '../auth';
import { toastShown } from '../toasts';
import type { ToastInput, ToastText } from '../toasts';
import { applyCouponFx, deleteCartFx, fetchCartFx, removeCouponFx, saveCartFx, updateCartFx } from './api';
import { applyChanges, offersTouched, trackingOf } from './changes';
import type { CartChange, CartProduct } from './changes';
import { CART_TEXT_KEYS, couponRejectionText, stockToast } from './messages';
import { checkAdd, checkQuantityChange, isSameLine, lineStockLimit } from './stock';
import type { StockMessage } from './stock';
import { $cartStorage, newSessionIdFx, readStoredCartFx, storeCartUuidFx, storeCustomerIdFx, storeSavePendingFx, storeSessionIdFx } from './storage';
import type { StoredCart } from './storage';
import { freeShippingOf, overallDeliveryMaxDays, sellerGroupsOf, subtotalOf } from './totals';
import { $cart, $cartItems, $cartUuid, $isOpen, $itemCount, cartClosed, cartOpened } from './badge';

// The units every page shows (./badge.ts), part of this model's API.
export { $cart, $cartItems, $cartUuid, $isOpen, $itemCount, cartClosed, cartOpened };

/** §4: a version conflict re-applies the change on the server's cart and tries again, at most this many times. */
export const CART_CONFLICT_RETRIES = 3;
/** A cart load the API never answered is tried again this many times, CART_LOAD_RETRY_MS apart (the stored cart is kept). */
export const CART_LOAD_RETRIES = 2;
export const CART_LOAD_RETRY_MS = 1500;

/** 'idle' before `cartInitialised`, 'loading' until the stored cart was read (and loaded), then 'ready'. */
export const CART_LOAD_STATUSES = ['idle', 'loading', 'ready'] as const;
export type CartLoadStatus = (typeof CART_LOAD_STATUSES)[number];

/** §7 cart store operations: update quantity and remove item name the line by item id, variant_uuid and offer_id. */
export interface CartLineRef {
  id: number | null;
  variant_uuid: string;
  offer_id: number;
}
export interface QuantityChange extends CartLineRef {
  quantity: number;
}

/** What a coupon apply came to; `reason` is the §8 validation label key (or 'failed' for any other failure). */
/**
 * What the cart answers an apply or a remove with. `message` is the store's own §8 text ('Coupon applied
 * successfully', 'Invalid coupon code', 'Coupon removed', 'Failed to remove coupon'), in the page's language;
 * the toasts say more (§8 drawer texts, below). `serverMessage` is the API's message of a failure, if any.
 */
export type CouponApplyResult =
  | { ok: true; code: string; message: ToastText }
  | { ok: false; code: string; reason: CouponRejectionReason | 'failed'; message: ToastText; serverMessage: string; minimum_order_value?: number };
export type CouponRemoveResult = { ok: true; message: ToastText } | { ok: false; message: ToastText; serverMessage: string };

export interface SyncParams {
  changes: CartChange[];
  cart: Cart | null;
  sessionId: string;
  customerId: number | null;
  mode: AuthMode;
}
export type SyncResult =
  | { kind: 'synced'; cart: Cart }
  | { kind: 'emptied' }
  | { kind: 'outOfStock'; cart: Cart | null; offerId: number | null; available: number | null };

// ——— stores ———

/** §9 guest session id (40 lowercase alphanumerics), stored under `cart.sessionId`. */
export const $sessionId = createStore<string | null>(null, { serialize: 'ignore' });
/** The signed-in customer the cart belongs to (§4 guest → logged in), stored under `cart.customerId`. */
export const $customerId = createStore<number | null>(null, { serialize: 'ignore' });
export const $cartStatus = createStore<CartLoadStatus>('idle', { serialize: 'ignore' });
/** Changes asked for and not yet sent (they go out one batch at a time, after the load). */
const $queue = createStore<CartChange[]>([], { serialize: 'ignore' });
/** The batch being synced. */
const $inFlight = createStore<CartChange[]>([], { serialize: 'ignore' });

export const $cartVersion = $cart.map((cart) => cart?.version ?? null);
export const $cartDiscounts = $cart.map((cart): CartDiscount[] => cart?.discounts ?? []);
export const $totalPrice = $cart.map((cart) => cart?.total_price ?? 0);
/** §9: sum of price × quantity, two decimals. */
export const $subtotal = $cartItems.map(subtotalOf);
/** What the applied coupon takes off the subtotal. */
export const $discountAmount = $cart.map((cart) => cart?.discount_amount ?? 0);
/** The applied coupon: the cart discount that carries a code (the free_shipping entries without one are the active offers). */
export const $appliedCoupon = $cart.map((cart) => cart?.discounts.find((discount) => typeof discount.code === 'string' && discount.code !== '') ?? null);
const $freeShipping = combine($totalPrice, $cartDiscounts, $cartItems, (total, discounts, items) => freeShippingOf(total, discounts, items.length > 0));
export const $freeShippingDiscount = $freeShipping.map((shipping) => shipping.discount);
export const $freeShippingThreshold = $freeShipping.map((shipping) => shipping.threshold);
export const $hasFreeShipping = $freeShipping.map((shipping) => shipping.hasFreeShipping);
export const $freeShippingProgress = $freeShipping.map((shipping) => shipping.progress);
export const $remainingForFreeShipping = $freeShipping.map((shipping) => shipping.remaining);
export const $sellerGroups = $cartItems.map(sellerGroupsOf);
/** §9: days, the longest upper bound of the items' estimates (4 when none). */
export const $overallDeliveryEstimate = $cartItems.map(overallDeliveryMaxDays);
export const $hasMultipleDeliveries = $sellerGroups.map((groups) => groups.length > 1);
/** §4/§5: offer ids whose line is being updated (their controls are locked). */
export const $updatingItems = combine($inFlight, $queue, $cartItems, (inFlight, queue, items) => offersTouched([...inFlight, ...queue], items));
export const $isLoading = $cartStatus.map((status) => status === 'loading');
/** §3 cart store state. */
export const $cartStoreState = combine(
  { cartUuid: $cartUuid, cartItems: $cartItems, totalPrice: $totalPrice, isOpen: $isOpen, freeShipping: $freeShipping },
  ({ freeShipping, ...state }): CartStoreState => ({
    ...state,
    freeShippingDiscount: freeShipping.discount,
    hasFreeShipping: freeShipping.hasFreeShipping,
    freeShippingProgress: freeShipping.progress,
    remainingForFreeShipping: freeShipping.remaining,
  }),
);

// ——— events ———

/** The app started in the browser: load the stored cart after CART_LOADER_START_MS (§9). */
export const cartInitialised = createEvent();
export const itemAdded = createEvent<CartProduct>();
export const quantityChanged = createEvent<QuantityChange>();
export const itemRemoved = createEvent<CartLineRef>();
/** The shopper confirmed clearing the cart (the app asks first). */
export const cartCleared = createEvent();
/** The checkout live channel's order-created event: the cart became an order, forget it and its stored keys (§4 Checkout). */
export const cartCompleted = createEvent();
/**
 * The purchase gives a cart back: its order ended unpaid and the API reopened the cart under the session that
 * owned it. The cart's id and session are stored again and the cart is loaded (§4: one that is not OPEN after
 * all is cleared as usual). A browser that holds another cart meanwhile keeps that one.
 */
export const cartAdopted = createEvent<{ cartUuid: string; sessionId: string }>();
export const couponApplyRequested = createEvent<{ code: string }>();
export const couponApplyFinished = createEvent<CouponApplyResult>();
export const couponRemoveRequested = createEvent();
export const couponRemoveFinished = createEvent<CouponRemoveResult>();
/** The applied coupon was deactivated (discounts live channel): it is removed from the cart without a toast. */
export const appliedCouponCleared = createEvent();
/** An add the API accepted, for analytics' add_to_cart (§7). */
export const itemAddedToCart = createEvent<ProductTracking>();

const changeQueued = createEvent<CartChange>();
const cartReceived = createEvent<Cart>();
const localCartReset = createEvent();
const sessionRenewed = createEvent();
const drainRequested = createEvent();

// ——— effects ———

/**
 * A failed cart or coupon call's body, read once with the contract's schemas (loaded with the first
 * failure, never in the first load) and remembered by the error it came with, so the samples that route
 * the failure read it synchronously: a 409's conflict (version, stock, cart no longer OPEN) and a
 * coupon's refusal. Every failure is checked (`checkFailureFx`) before it leaves its effect.
 */
const failureBodies = new WeakMap<object, { conflict: CartConflictBody | null; rejection: CouponRejectionBody | null }>();
const checkFailureFx = createEffect(async (error: unknown) => {
  if (typeof error !== 'object' || error === null || failureBodies.has(error)) return;
  const { CartConflictBody, CouponRejectionBody } = await import('../../contract/cart');
  const answer = error as Partial<ApiError>;
  const conflict = answer.status === 409 ? CartConflictBody.safeParse(answer.data) : null;
  const rejection = CouponRejectionBody.safeParse(answer.data);
  failureBodies.set(error, { conflict: conflict?.success ? conflict.data : null, rejection: rejection.success ? rejection.data : null });
});
const conflictOf = (error: unknown): CartConflictBody | null =>
  typeof error === 'object' && error !== null ? (failureBodies.get(error)?.conflict ?? null) : null;
const rejectionOf = (error: unknown): CouponRejectionBody | null =>
  typeof error === 'object' && error !== null ? (failureBodies.get(error)?.rejection ?? null) : null;

/** A call whose failure body is checked before the failure is reported. */
function withCheckedFailure<P, R>(requestFx: Effect<P, R, ApiError>): Effect<P, R, ApiError> {
  return createEffect<P, R, ApiError>(async (params) => {
    try {
      return await requestFx(params);
    } catch (error) {
      await checkFailureFx(error);
      throw error;
    }
  });
}

/**
 * §4 one sync: the batch applied on the cart; POST save when there is no cart id yet, PUT update with the
 * version otherwise, then GET the cart again. A version conflict re-applies the batch on the cart the API
 * answered with (at most CART_CONFLICT_RETRIES times); OUT_OF_STOCK answers with the cart as it is (null
 * when the save would have created it); no items left deletes the cart (a 404 there means already gone).
 * Anything else fails with the API's error (CART_NOT_OPEN and 404 included: the model starts a new cart).
 */
export const syncCartFx = createEffect<SyncParams, SyncResult, ApiError>(async ({ changes, cart, sessionId, customerId, mode }): Promise<SyncResult> => {
  if (mode === 'cookie') await fetchCsrfCookieFx();
  let base = cart;
  for (let attempt = 0; ; attempt += 1) {
    const items = applyChanges(base, changes);
    if (items.length === 0) {
      if (base) {
        try {
          await deleteCartFx({ cartUuid: base.cart_uuid, sessionId });
        } catch (error) {
          await checkFailureFx(error);
          if ((error as ApiError).status !== 404) throw error;
        }
      }
      return { kind: 'emptied' };
    }
    try {
      const saved = base
        ? await updateCartFx({ sessionId, body: { cart_uuid: base.cart_uuid, customer_id: customerId, session_id: sessionId, items, version: base.version } })
        : await saveCartFx({ sessionId, body: { customer_id: customerId, session_id: sessionId, items } });
      try {
        return { kind: 'synced', cart: withWriteFlags(await fetchCartFx({ id: saved.cart_uuid, sessionId }), saved) };
      } catch {
        return { kind: 'synced', cart: saved };
      }
    } catch (error) {
      await checkFailureFx(error);
      const conflict = conflictOf(error);
      if (conflict?.code === 'CART_VERSION_CONFLICT' && attempt < CART_CONFLICT_RETRIES) {
        base = conflict.data;
        continue;
      }
      if (conflict?.code === 'OUT_OF_STOCK') {
        return { kind: 'outOfStock', cart: conflict.data, offerId: conflict.offer_id ?? null, available: conflict.available ?? null };
      }
      throw error;
    }
  }
});

/** The customer id of the user in state (the stored session user may hold only id and e-mail). */
const positiveInteger = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const signedInCustomerOf = (user: unknown): number | null => {
  if (typeof user !== 'object' || user === null) return null;
  // The contract's `User` fields: `customer` ({id}) and `customer_id`, each a positive integer, null or absent.
  const { customer, customer_id: customerId } = user as { customer?: unknown; customer_id?: unknown };
  const customerOk = customer === undefined || customer === null || (typeof customer === 'object' && positiveInteger((customer as { id?: unknown }).id));
  if (!customerOk || !(customerId === undefined || customerId === null || positiveInteger(customerId))) return null;
  return customerIdOf({ customer: customer as { id: number } | null | undefined, customer_id: customerId as number | null | undefined });
};

/** The write's answer flags its lines (`price_changed`, `quantity_adjusted`); the reload keeps them for the shopper to see. */
function withWriteFlags(reloaded: Cart, written: Cart): Cart {
  const flags = new Map(written.items.map((item) => [item.offer_id, item]));
  return {
    ...reloaded,
    items: reloaded.items.map((item) => {
      const flagged = flags.get(item.offer_id);
      return {
        ...item,
        ...(flagged?.price_changed ? { price_changed: true } : {}),
        ...(flagged?.quantity_adjusted ? { quantity_adjusted: true } : {}),
      };
    }),
  };
}

const loadCartFx = attach({ effect: fetchCartFx });
const reloadCartFx = attach({ effect: fetchCartFx });
const announceAddsFx = createEffect((added: ProductTracking[]) => {
  for (const tracking of added) itemAddedToCart(tracking);
});
const applyFlow = csrfFirst($authMode, withCheckedFailure(applyCouponFx));
const removeFlow = csrfFirst($authMode, withCheckedFailure(removeCouponFx));
const silentRemoveFlow = csrfFirst($authMode, withCheckedFailure(attach({ effect: removeCouponFx })));

export const $isSyncing = syncCartFx.pending;
export const $isApplyingCoupon = applyFlow.$pending;
export const $isRemovingCoupon = removeFlow.$pending;

// ——— the cart as the API answers it ———

// A late answer never replaces a newer cart: the same cart is adopted only at the same or a higher version.
sample({
  clock: cartReceived,
  source: $cart,
  filter: (current, next) => current === null || current.cart_uuid !== next.cart_uuid || next.version >= current.version,
  fn: (_current, next) => next,
  target: $cart,
});
sample({ clock: localCartReset, fn: () => null, target: $cart });
// §3 client-stored keys follow the cart id, the session and the customer.
sample({ clock: $cartUuid.updates, filter: (uuid): uuid is string => uuid !== null, target: storeCartUuidFx });
sample({ clock: localCartReset, fn: () => null, target: storeCartUuidFx });
sample({ clock: $sessionId.updates, target: storeSessionIdFx });
sample({ clock: $customerId.updates, target: storeCustomerIdFx });
sample({ clock: sessionRenewed, target: newSessionIdFx });
sample({ clock: newSessionIdFx.doneData, target: $sessionId });

// ——— loading (§4 Cart) ———

sample({ clock: cartInitialised, fn: (): CartLoadStatus => 'loading', target: $cartStatus });
// §9: the cart loader starts 100 ms after the app starts.
const loadStarted = delay({ source: cartInitialised, timeout: CART_LOADER_START_MS });
sample({ clock: loadStarted, target: readStoredCartFx });
const storedCartRead = readStoredCartFx.doneData;
// The customer id: the signed-in user's when known, else the stored one.
sample({ clock: storedCartRead, source: $user, fn: (user, stored) => signedInCustomerOf(user) ?? stored.customerId, target: $customerId });
sample({ clock: storedCartRead, filter: (stored) => stored.sessionId !== null, fn: (stored) => stored.sessionId as string, target: $sessionId });
// §9: no stored session id — generate one; a stored cart id without its session cannot be proven ours and is forgotten.
sample({ clock: storedCartRead, filter: (stored) => stored.sessionId === null, target: [sessionRenewed, localCartReset] });
// §4: load the cart this browser holds, by its uuid. Without a stored cart id there is nothing to ask
// for ("no cart id until the first item syncs"): asking by the session id would answer 404 for every
// shopper without a cart and renew the session on each page load. A signed-in customer's cart kept by the
// API is joined on their first save (the API adds into their OPEN cart).
// One exception: the session's first save went out and its answer never came (the page was left while it
// was on its way). The API may have created the cart; it is asked for by the session, so the add the
// shopper made shows up now, not merged into the next add as a surprise.
const cartKeyOf = (stored: StoredCart): string | null =>
  stored.sessionId === null ? null : (stored.cartUuid ?? (stored.savePending ? stored.sessionId : null));
const hasCartToLoad = (stored: StoredCart) => cartKeyOf(stored) !== null;
sample({
  clock: storedCartRead,
  filter: hasCartToLoad,
  fn: (stored: StoredCart) => ({ id: cartKeyOf(stored) as string, sessionId: stored.sessionId as string }),
  target: loadCartFx,
});
sample({ clock: storedCartRead, filter: (stored) => !hasCartToLoad(stored), fn: (): CartLoadStatus => 'ready', target: $cartStatus });
sample({ clock: readStoredCartFx.fail, fn: (): CartLoadStatus => 'ready', target: $cartStatus });
// An answer to a load asked for under a session that has ended since (a logout while it loaded) is that
// session's cart, not this browser's any more: it is dropped.
const loadAnswered = sample({
  clock: loadCartFx.done,
  source: $sessionId,
  filter: (sessionId, { params }) => params.sessionId === sessionId,
  fn: (_, { result }) => result,
});
sample({ clock: loadAnswered, filter: (cart) => cart.status === 'OPEN', target: cartReceived });
// A load the API never answered (status 0: the browser aborted it because the page is being left — a
// reload or a link clicked while the cart still loads —, the network dropped, or it timed out) says
// nothing about the cart. Clearing on it forgot a live cart: the page being left removed the stored
// cart id and stored a new session in its last moment, and the page that followed showed an empty cart.
// So the stored keys stay, and the load is tried again while the page lives (the status stays 'loading').
const $loadRetries = createStore(0, { serialize: 'ignore' });
const loadFailure = sample({
  clock: loadCartFx.fail,
  source: { sessionId: $sessionId, retries: $loadRetries },
  fn: ({ sessionId, retries }, { params, error }) => {
    const current = params.sessionId === sessionId;
    // Anything but an HTTP status (status 0, or a failure of another shape) is no answer.
    const unanswered = !(typeof error.status === 'number' && error.status > 0);
    // Asked by the session after an unanswered first save: a 404 says that save never created a cart.
    const noCartYet = params.id === params.sessionId && error.status === 404;
    return { rejected: current && !unanswered && !noCartYet, retry: current && unanswered && retries < CART_LOAD_RETRIES, noCartYet, retries };
  },
});
sample({ clock: loadFailure, filter: ({ noCartYet }) => noCartYet, fn: () => null, target: storeSavePendingFx });
// §4: a loaded cart with status other than OPEN, a 404, an error or no data — all local cart data cleared and a new session id.
const loadRejected = merge([sample({ clock: loadAnswered, filter: (cart) => cart.status !== 'OPEN' }), sample({ clock: loadFailure, filter: ({ rejected }) => rejected })]);
sample({ clock: loadRejected, target: [localCartReset, sessionRenewed] });
// The first save of a session is marked while it is on its way; any answer (or a cart id) clears the mark.
sample({ clock: syncCartFx, filter: ({ cart }) => cart === null, fn: ({ sessionId }) => sessionId, target: storeSavePendingFx });
sample({ clock: syncCartFx.done, fn: () => null, target: storeSavePendingFx });
sample({ clock: $cartUuid.updates, filter: (uuid) => uuid !== null, fn: () => null, target: storeSavePendingFx });
sample({ clock: syncCartFx.failData, filter: (error) => error.status !== 0, fn: () => null, target: storeSavePendingFx });
sample({ clock: localCartReset, fn: () => null, target: storeSavePendingFx });
const loadRetried = sample({ clock: loadFailure, filter: ({ retry }) => retry });
sample({ clock: loadRetried, fn: ({ retries }) => retries + 1, target: $loadRetries });
sample({ clock: [cartInitialised, loadCartFx.done], fn: () => 0, target: $loadRetries });
sample({ clock: delay({ source: loadRetried, timeout: CART_LOAD_RETRY_MS }), fn: () => undefined, target: readStoredCartFx });
sample({ clock: [loadCartFx.done, sample({ clock: loadFailure, filter: ({ retry }) => !retry })], fn: (): CartLoadStatus => 'ready', target: $cartStatus });

// ——— changes: checked, queued, synced one batch at a time ———

sample({ clock: changeQueued, source: $queue, fn: (queue, change) => [...queue, change], target: $queue });
// A change before the app initialised the cart reads the stored cart at once (the batch waits for the load) —
// once the browser's storage is wired in: read before that, the cart would start a session nothing keeps,
// and the load that follows would find no session and reset the cart the change created. Until then the
// change waits in the queue for cartInitialised's load.
sample({
  clock: changeQueued,
  source: { status: $cartStatus, storage: $cartStorage },
  filter: ({ status, storage }) => status === 'idle' && storage !== null,
  fn: () => undefined,
  target: readStoredCartFx,
});
sample({ clock: readStoredCartFx, fn: (): CartLoadStatus => 'loading', target: $cartStatus });
// The next batch starts once everything a sync's answer changes has been applied (a tick later).
const syncSettledFx = createEffect(() => undefined);
sample({ clock: syncCartFx.finally, fn: () => undefined, target: syncSettledFx });
sample({ clock: [changeQueued, syncSettledFx.done, $cartStatus.updates, newSessionIdFx.finally], target: drainRequested });
// §4: no cart id until the first item syncs (save creates it); then update on each change. One batch at a time.
sample({
  clock: drainRequested,
  source: {
    queue: $queue,
    syncing: syncCartFx.pending,
    renewing: newSessionIdFx.pending,
    status: $cartStatus,
    cart: $cart,
    sessionId: $sessionId,
    customerId: $customerId,
    mode: $authMode,
  },
  filter: ({ queue, syncing, renewing, status, sessionId }) => queue.length > 0 && !syncing && !renewing && status === 'ready' && sessionId !== null,
  fn: ({ queue, cart, sessionId, customerId, mode }): SyncParams => ({ changes: queue, cart, sessionId: sessionId as string, customerId, mode }),
  target: syncCartFx,
});
sample({ clock: syncCartFx, fn: (): CartChange[] => [], target: $queue });
sample({ clock: syncCartFx, fn: ({ changes }) => changes, target: $inFlight });
sample({ clock: syncCartFx.finally, fn: (): CartChange[] => [], target: $inFlight });

const synced = sample({
  clock: syncCartFx.done,
  filter: ({ result }) => result.kind === 'synced',
  fn: ({ params, result }) => ({ changes: params.changes, cart: (result as Extract<SyncResult, { kind: 'synced' }>).cart }),
});
// §4: the cart reloads after each sync.
sample({ clock: synced, fn: ({ cart }) => cart, target: cartReceived });
// §2: the panel opens after adding an item.
sample({ clock: synced, filter: ({ changes }) => changes.some((change) => change.kind === 'add'), fn: () => true, target: $isOpen });
// §7: every accepted add goes to analytics with the line's server price.
sample({
  clock: synced,
  filter: ({ changes }) => changes.some((change) => change.kind === 'add'),
  fn: ({ changes, cart }) => {
    const coupon = cart.discounts.find((discount) => discount.code)?.code ?? null;
    return changes.flatMap((change) =>
      change.kind === 'add' ? [trackingOf(change, cart.items.find((item) => item.offer_id === change.product.offer_id), coupon)] : [],
    );
  },
  target: announceAddsFx,
});
// §5: the API clamped a new line to its stock (local stock unknown): the same 'adjusted to stock' warning.
sample({
  clock: synced,
  filter: ({ changes, cart }) =>
    changes.some((change) => change.kind === 'add' && !change.adjusted && cart.items.some((item) => item.offer_id === change.product.offer_id && item.quantity_adjusted)),
  fn: () => stockToast({ kind: 'adjusted' }),
  target: toastShown,
});
// §4: removing the last item or clearing deleted the cart on the server — local data reset (the panel closes, below).
sample({ clock: syncCartFx.doneData, filter: (result) => result.kind === 'emptied', target: localCartReset });
// §5/§8: out of stock — adopt the cart the API answered with and say how many are left.
const outOfStock = sample({
  clock: syncCartFx.doneData,
  filter: (result): result is Extract<SyncResult, { kind: 'outOfStock' }> => result.kind === 'outOfStock',
});
sample({ clock: outOfStock, filter: ({ cart }) => cart !== null, fn: ({ cart }) => cart as Cart, target: cartReceived });
// 'Limite de stock atingido' when the line already holds all there is (the API's own rule), else 'Apenas {count} em stock'.
sample({
  clock: outOfStock,
  fn: ({ cart, offerId, available }): ToastInput => {
    const held = cart?.items.find((item) => item.offer_id === offerId)?.quantity ?? 0;
    return stockToast(available !== null && available > held ? { kind: 'onlyInStock', count: available } : { kind: 'limitReached' });
  },
  target: toastShown,
});
// Conflicts beyond the retries: the API's cart is adopted and the shopper told the cart could not be updated.
const conflictsExhausted = sample({
  clock: syncCartFx.failData,
  filter: (error) => conflictOf(error)?.code === 'CART_VERSION_CONFLICT',
  fn: (error) => conflictOf(error)?.data ?? null,
});
sample({ clock: conflictsExhausted, filter: (cart): cart is Cart => cart !== null, target: cartReceived });
const cartGone = (error: ApiError) => error.status === 404 || conflictOf(error)?.code === 'CART_NOT_OPEN';
sample({
  clock: syncCartFx.failData,
  filter: (error) => !cartGone(error),
  fn: (): ToastInput => ({ level: 'error', title: { key: CART_TEXT_KEYS.syncFailed } }),
  target: toastShown,
});
// §4: the cart is no longer OPEN (or not ours, 404): like a loaded one, local data cleared and a new session id;
// the batch's adds go again into the new cart.
const restarted = sample({ clock: syncCartFx.fail, filter: ({ error }) => cartGone(error) });
sample({ clock: restarted, target: [localCartReset, sessionRenewed] });
sample({
  clock: restarted,
  source: $queue,
  fn: (queue, { params }) => [...params.changes.filter((change) => change.kind === 'add'), ...queue],
  target: $queue,
});

// ——— the shopper's operations (§5 stock rules, §7 cart store operations) ———

const addChecked = sample({
  clock: itemAdded,
  source: $cartItems,
  fn: (items, product) => {
    const line = items.find((item) => isSameLine(item, product));
    const limits = [product.stock_available, line ? lineStockLimit(line) : null].filter((limit): limit is number => typeof limit === 'number');
    const stockLimit = limits.length ? Math.min(...limits) : null;
    return { product, decision: checkAdd({ existingQuantity: line?.quantity ?? 0, requested: product.quantity ?? 1, stockLimit }) };
  },
});
// §5: combined quantity above stock — refused ('limit reached' or 'only {count} can be added').
sample({
  clock: addChecked,
  filter: ({ decision }) => !decision.ok,
  fn: ({ decision }) => stockToast((decision as { message: StockMessage }).message),
  target: toastShown,
});
// §5: a new item above stock is clamped to it, with the 'adjusted to stock' warning.
sample({
  clock: addChecked,
  filter: ({ decision }) => decision.ok && decision.warning !== null,
  fn: () => stockToast({ kind: 'adjusted' }),
  target: toastShown,
});
sample({
  clock: addChecked,
  filter: ({ decision }) => decision.ok,
  fn: ({ product, decision }): CartChange => ({
    kind: 'add',
    product,
    quantity: decision.ok ? decision.quantity : 0,
    adjusted: decision.ok && decision.warning !== null,
  }),
  target: changeQueued,
});

// §4: per-item update is locked while in progress.
const quantityChecked = sample({
  clock: quantityChanged,
  source: { items: $cartItems, updating: $updatingItems },
  filter: ({ items, updating }, change) => !updating.includes(change.offer_id) && items.some((item) => item.offer_id === change.offer_id),
  fn: ({ items }, change) => {
    const line = items.find((item) => item.offer_id === change.offer_id)!;
    return { offerId: line.offer_id, decision: checkQuantityChange(line, change.quantity) };
  },
});
// §5: above current quantity plus remaining stock — 'only {count} in stock'.
sample({
  clock: quantityChecked,
  filter: ({ decision }) => decision.kind === 'rejected',
  fn: ({ decision }) => stockToast((decision as { message: StockMessage }).message),
  target: toastShown,
});
// §5: quantity 0 or less removes the item.
sample({
  clock: quantityChecked,
  filter: ({ decision }) => decision.kind === 'remove',
  fn: ({ offerId }): CartChange => ({ kind: 'remove', offer_id: offerId }),
  target: changeQueued,
});
sample({
  clock: quantityChecked,
  filter: ({ decision }) => decision.kind === 'set',
  fn: ({ offerId, decision }): CartChange => ({ kind: 'set', offer_id: offerId, quantity: decision.kind === 'set' ? decision.quantity : 0 }),
  target: changeQueued,
});
sample({
  clock: itemRemoved,
  source: { items: $cartItems, updating: $updatingItems },
  filter: ({ items, updating }, ref) => !updating.includes(ref.offer_id) && items.some((item) => item.offer_id === ref.offer_id),
  fn: (_state, ref): CartChange => ({ kind: 'remove', offer_id: ref.offer_id }),
  target: changeQueued,
});
sample({
  clock: cartCleared,
  source: { cart: $cart, queue: $queue },
  filter: ({ cart, queue }) => cart !== null || queue.length > 0,
  fn: (): CartChange => ({ kind: 'clear' }),
  target: changeQueued,
});

// ——— panel (§2) ———

// §2/§9: the panel closes 500 ms after the cart becomes empty (unless an item came back meanwhile).
const cartEmptied = sample({ clock: $itemCount.updates, filter: (count) => count === 0 });
sample({ clock: delay({ source: cartEmptied, timeout: CART_PANEL_AUTO_CLOSE_MS }), source: $itemCount, filter: (count) => count === 0, fn: () => false, target: $isOpen });

// ——— auth (§4 Cart, §4 Auth) ———

// §4: guest to logged in — customer id set…
sample({ clock: loggedIn, fn: (user) => customerIdOf(user), target: $customerId });
// …and the cart force-synced 100 ms later (the API moves the cart to the customer).
const loginSettled = delay({ source: loggedIn, timeout: CART_SYNC_AFTER_LOGIN_MS });
sample({
  clock: loginSettled,
  source: $cart,
  filter: (cart) => cart !== null,
  fn: (): CartChange => ({ kind: 'resync' }),
  target: changeQueued,
});
// §4: logout — customer id cleared, the whole cart reset (stored keys included) and the cart re-initialised by a new
// session (which has no cart to load yet). A cleared session (401) does the same when the cart was a customer's.
const identityEnded = merge([loggedOut, sample({ clock: sessionCleared, source: $customerId, filter: (customerId) => customerId !== null })]);
sample({ clock: identityEnded, fn: () => null, target: $customerId });
sample({ clock: identityEnded, fn: (): CartChange[] => [], target: $queue });
sample({ clock: identityEnded, fn: () => false, target: $isOpen });
sample({ clock: identityEnded, target: [localCartReset, sessionRenewed] });
sample({ clock: identityEnded, fn: (): CartLoadStatus => 'ready', target: $cartStatus });
// §4 Checkout: the order was created — the cart and its stored keys are forgotten, a new session starts.
sample({ clock: cartCompleted, fn: (): CartChange[] => [], target: $queue });
sample({ clock: cartCompleted, target: [localCartReset, sessionRenewed] });

// The purchase's cart back (see `cartAdopted`): the session first, so the load's answer is this session's.
const adopted = sample({
  clock: cartAdopted,
  source: { cart: $cart, queue: $queue },
  filter: ({ cart, queue }, { cartUuid }) => (cart === null && queue.length === 0) || cart?.cart_uuid === cartUuid,
  fn: (_state, adoption) => adoption,
});
sample({ clock: adopted, fn: ({ sessionId }) => sessionId, target: $sessionId });
sample({ clock: adopted, fn: ({ cartUuid }) => cartUuid, target: storeCartUuidFx });
sample({ clock: adopted, fn: (): CartLoadStatus => 'loading', target: $cartStatus });
sample({ clock: adopted, fn: ({ cartUuid, sessionId }) => ({ id: cartUuid, sessionId }), target: loadCartFx });

// ——— coupons (§5 Coupons, §8) ———

const applyChecked = sample({
  clock: couponApplyRequested,
  source: { cartUuid: $cartUuid, sessionId: $sessionId },
  fn: ({ cartUuid, sessionId }, { code }) => ({ cartUuid, sessionId, code: normalizeCouponCode(code) }),
});
// §5: applying needs a cart uuid…
/** §8 the store's answer to any apply that did not apply. */
const COUPON_INVALID: ToastText = { key: CART_TEXT_KEYS.coupon.result.invalid };
sample({
  clock: applyChecked,
  filter: ({ cartUuid, sessionId }) => cartUuid === null || sessionId === null,
  fn: ({ code }): CouponApplyResult => ({ ok: false, code, reason: 'cartNotFound', message: COUPON_INVALID, serverMessage: '' }),
  target: couponApplyFinished,
});
// …and a non-empty code.
sample({
  clock: applyChecked,
  filter: ({ cartUuid, sessionId, code }) => cartUuid !== null && sessionId !== null && code === '',
  fn: ({ code }): CouponApplyResult => ({ ok: false, code, reason: 'notFound', message: COUPON_INVALID, serverMessage: '' }),
  target: couponApplyFinished,
});
sample({
  clock: applyChecked,
  filter: ({ cartUuid, sessionId, code }) => cartUuid !== null && sessionId !== null && code !== '',
  fn: ({ cartUuid, sessionId, code }) => ({ cartUuid: cartUuid as string, sessionId: sessionId as string, code }),
  target: applyFlow.started,
});
sample({ clock: applyFlow.done, fn: ({ result }) => result, target: cartReceived });
sample({ clock: applyFlow.done, fn: ({ params }): CouponApplyResult => ({ ok: true, code: params.code, message: { key: CART_TEXT_KEYS.coupon.result.applied } }), target: couponApplyFinished });
sample({
  clock: applyFlow.failed,
  fn: ({ params, error }): CouponApplyResult => {
    const rejection = rejectionOf(error);
    if (rejection) {
      const { reason, message, minimum_order_value } = rejection;
      return { ok: false, code: params.code, reason, message: COUPON_INVALID, serverMessage: message, ...(minimum_order_value === undefined ? {} : { minimum_order_value }) };
    }
    const server = (error.data as { message?: unknown } | null)?.message;
    const serverMessage = typeof server === 'string' ? server : '';
    // A cart no longer OPEN is, for the shopper, a cart not found (a new one starts, above).
    if (conflictOf(error)?.code === 'CART_NOT_OPEN') return { ok: false, code: params.code, reason: 'cartNotFound', message: COUPON_INVALID, serverMessage };
    return { ok: false, code: params.code, reason: 'failed', message: COUPON_INVALID, serverMessage };
  },
  target: couponApplyFinished,
});
// A coupon write to a cart that is no longer OPEN: like a loaded one (§4), a new cart and session start.
sample({
  clock: [applyFlow.failed, removeFlow.failed],
  filter: ({ error }) => conflictOf(error)?.code === 'CART_NOT_OPEN',
  target: [localCartReset, sessionRenewed],
});
// §8: 'Cupão {code} aplicado com sucesso!'; a refusal's validation label; else the server message or 'Erro ao aplicar cupão'.
sample({
  clock: couponApplyFinished,
  fn: (result): ToastInput => {
    if (result.ok) return { level: 'success', title: { key: CART_TEXT_KEYS.coupon.applied, values: { code: result.code } } };
    if (result.reason !== 'failed') return { level: 'error', title: couponRejectionText(result.reason, result.minimum_order_value) };
    return { level: 'error', title: result.serverMessage.trim() !== '' ? result.serverMessage : { key: CART_TEXT_KEYS.coupon.applyFailed } };
  },
  target: toastShown,
});

const removeChecked = sample({ clock: couponRemoveRequested, source: { cartUuid: $cartUuid, sessionId: $sessionId } });
sample({
  clock: removeChecked,
  filter: ({ cartUuid, sessionId }) => cartUuid === null || sessionId === null,
  fn: (): CouponRemoveResult => ({ ok: false, message: { key: CART_TEXT_KEYS.coupon.result.removeFailed }, serverMessage: '' }),
  target: couponRemoveFinished,
});
sample({
  clock: removeChecked,
  filter: ({ cartUuid, sessionId }) => cartUuid !== null && sessionId !== null,
  fn: ({ cartUuid, sessionId }) => ({ cartUuid: cartUuid as string, sessionId: sessionId as string }),
  target: removeFlow.started,
});
sample({ clock: removeFlow.done, fn: ({ result }) => result, target: cartReceived });
sample({ clock: removeFlow.done, fn: (): CouponRemoveResult => ({ ok: true, message: { key: CART_TEXT_KEYS.coupon.result.removed } }), target: couponRemoveFinished });
sample({
  clock: removeFlow.failed,
  fn: ({ error }): CouponRemoveResult => ({ ok: false, message: { key: CART_TEXT_KEYS.coupon.result.removeFailed }, serverMessage: typeof error.message === 'string' ? error.message : '' }),
  target: couponRemoveFinished,
});
// §8: 'Cupão removido' / 'Erro ao remover cupão'.
sample({
  clock: couponRemoveFinished,
  fn: (result): ToastInput =>
    result.ok ? { level: 'success', title: { key: CART_TEXT_KEYS.coupon.removed } } : { level: 'error', title: { key: CART_TEXT_KEYS.coupon.removeFailed } },
  target: toastShown,
});

// §4 Discounts: a deactivated applied coupon leaves the cart on the server too (the discounts feature says why);
// if that call fails the cart is read again, so the totals are the API's.
sample({
  clock: appliedCouponCleared,
  source: { cartUuid: $cartUuid, sessionId: $sessionId, coupon: $appliedCoupon },
  filter: ({ cartUuid, sessionId, coupon }) => cartUuid !== null && sessionId !== null && coupon !== null,
  fn: ({ cartUuid, sessionId }) => ({ cartUuid: cartUuid as string, sessionId: sessionId as string }),
  target: silentRemoveFlow.started,
});
sample({ clock: silentRemoveFlow.done, fn: ({ result }) => result, target: cartReceived });
sample({ clock: silentRemoveFlow.failed, fn: ({ params }) => ({ id: params.cartUuid, sessionId: params.sessionId }), target: reloadCartFx });
sample({ clock: reloadCartFx.doneData, filter: (cart) => cart.status === 'OPEN', target: cartReceived });
