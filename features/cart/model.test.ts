import { allSettled, createStore } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { CART_LOADER_START_MS, CART_PANEL_AUTO_CLOSE_MS, CART_SYNC_AFTER_LOGIN_MS, SessionId } from '../../contract';
import type { Cart, CartSaveRequest, CartUpdateRequest, ProductTracking } from '../../contract';
import { $user, loggedIn, loggedOut, sessionCleared } from '../auth';
import { $toasts, PRODUCT_TOAST_DURATION_MS } from '../toasts';
import {
  $appliedCoupon,
  $cart,
  $cartItems,
  $cartStatus,
  $cartUuid,
  $customerId,
  $isOpen,
  $itemCount,
  $sessionId,
  $updatingItems,
  CART_CONFLICT_RETRIES,
  CART_LOAD_RETRIES,
  CART_LOAD_RETRY_MS,
  CART_STORAGE_KEYS,
  appliedCouponCleared,
  cartCleared,
  cartClosed,
  cartAdopted,
  cartCompleted,
  cartInitialised,
  cartOpened,
  couponApplyFinished,
  couponApplyRequested,
  couponRemoveFinished,
  couponRemoveRequested,
  itemAdded,
  itemAddedToCart,
  itemRemoved,
  quantityChanged,
} from './index';
import type { CouponApplyResult, CouponRemoveResult } from './index';
import { CART_SAVE_PENDING_KEY } from './storage';
import { COUPON_VERAO, SESSION_A, cartOf, cartScope, product, set, shopper, storedCart, uuidOf } from './test-support';

const toastTitles = (scope: Scope) => scope.getState($toasts).map((toast) => toast.title);
const sent = (call: { params: Record<string, unknown> }) => call.params.body as CartSaveRequest & CartUpdateRequest;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const $applyResults = createStore<CouponApplyResult[]>([]).on(couponApplyFinished, (list, result) => [...list, result]);
const $removeResults = createStore<CouponRemoveResult[]>([]).on(couponRemoveFinished, (list, result) => [...list, result]);
const $tracked = createStore<ProductTracking[]>([]).on(itemAddedToCart, (list, tracking) => [...list, tracking]);

/** A scope whose stored cart (uuid, session) the API holds, loaded as the app does on start. */
async function loadedScope(items = [{ offer_id: 11, quantity: 1 }], overrides: Parameters<typeof cartOf>[1] = {}) {
  const cart = cartOf(items, overrides);
  const context = cartScope({ carts: [cart], storage: storedCart(cart) });
  await allSettled(cartInitialised, { scope: context.scope });
  return { ...context, cart };
}

describe('§4 Cart: loading', () => {
  it('the load starts 100 ms after cartInitialised and reads the stored cart uuid, sending the stored session id', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 2 }]);
    const { scope, api } = cartScope({ carts: [cart], storage: storedCart(cart) });
    const settled = allSettled(cartInitialised, { scope });
    expect(scope.getState($cartStatus)).toBe('loading');
    await sleep(CART_LOADER_START_MS / 2);
    expect(api.calls).toEqual([]);
    await settled;
    expect(api.calls).toEqual([{ name: 'fetch', params: { id: cart.cart_uuid, sessionId: SESSION_A } }]);
    expect(scope.getState($cartItems).map((item) => [item.offer_id, item.quantity])).toEqual([[11, 2]]);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it('without a stored cart uuid nothing is asked, signed in or not (no request for a cart this browser does not have), and the session id is kept', async () => {
    const { scope, api } = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A, [CART_STORAGE_KEYS.customerId]: '31' } });
    await allSettled(cartInitialised, { scope });
    expect(api.calls).toEqual([]);
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it('a guest without a stored cart uuid has no cart yet (§4: no cart id until the first item syncs): nothing is loaded, the session id is kept', async () => {
    const { scope, api } = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A } });
    await allSettled(cartInitialised, { scope });
    expect(api.calls).toEqual([]);
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it('with no stored session a new 40-character session id is generated and stored, and nothing is loaded', async () => {
    const { scope, api, storage } = cartScope();
    await allSettled(cartInitialised, { scope });
    const sessionId = scope.getState($sessionId);
    expect(SessionId.safeParse(sessionId).success).toBe(true);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(sessionId);
    expect(api.calls).toEqual([]);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it.each([
    ['a status other than OPEN', 'status'],
    ['a 404', '404'],
    ['an error', '500'],
    ['no data', 'nodata'],
  ])('a loaded cart with %s: all local cart data cleared and a new session id generated', async (_label, kind) => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }], kind === 'status' ? { status: 'COMPLETED' } : {});
    const { scope, api, storage } = cartScope({ carts: kind === '404' ? [] : [cart], storage: storedCart(cart) });
    if (kind === '500') api.script('fetch', { status: 500, message: 'Server Error', data: { message: 'Server Error' } });
    if (kind === 'nodata') api.script('fetch', { status: 200, message: 'Error parsing response', data: {} });
    await allSettled(cartInitialised, { scope });
    expect(scope.getState($cart)).toBeNull();
    expect(storage.entries.has(CART_STORAGE_KEYS.cartUuid)).toBe(false);
    const renewed = scope.getState($sessionId);
    expect(SessionId.safeParse(renewed).success).toBe(true);
    expect(renewed).not.toBe(SESSION_A);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(renewed);
  });
});

describe('§4 Cart: a load the API never answered', () => {
  // What the API client throws when the browser gives up on a request: the page is being left (a reload
  // or a link while the cart loads aborts the fetch), the network dropped, or the request timed out.
  const noAnswer = { status: 0, message: 'Failed to fetch', data: null };

  it('keeps the stored cart and session (the page being left must not forget them) and loads the cart on the next try', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 2 }]);
    const { scope, api, storage } = cartScope({ carts: [cart], storage: storedCart(cart) });
    api.script('fetch', noAnswer);
    const settled = allSettled(cartInitialised, { scope });
    await sleep(CART_LOADER_START_MS + 50);
    // Right after the failure: nothing forgotten, nothing renewed, and the page still says it loads.
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(cart.cart_uuid);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(SESSION_A);
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    expect(scope.getState($cartStatus)).toBe('loading');
    await settled;
    expect(api.names()).toEqual(['fetch', 'fetch']);
    expect(scope.getState($cartItems).map((item) => [item.offer_id, item.quantity])).toEqual([[11, 2]]);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it(`gives up after ${CART_LOAD_RETRIES} more tries, ${CART_LOAD_RETRY_MS} ms apart, with the stored keys kept for the next page`, async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope, api, storage } = cartScope({ carts: [cart], storage: storedCart(cart) });
    api.script('fetch', ...Array.from({ length: CART_LOAD_RETRIES + 1 }, () => noAnswer));
    await allSettled(cartInitialised, { scope });
    expect(api.names()).toEqual(Array.from({ length: CART_LOAD_RETRIES + 1 }, () => 'fetch'));
    expect(scope.getState($cart)).toBeNull();
    expect(scope.getState($cartStatus)).toBe('ready');
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(cart.cart_uuid);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(SESSION_A);
  }, 15_000);
});

describe('§4 Cart: a first save whose answer never came', () => {
  const noAnswer = { status: 0, message: 'Failed to fetch', data: null };

  /** Page one: the shopper adds; the save creating the cart goes out and the page is left before it answers. */
  async function leftWhileSaving() {
    const page = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A } });
    await allSettled(cartInitialised, { scope: page.scope });
    page.api.script('save', noAnswer);
    await allSettled(itemAdded, { scope: page.scope, params: product(11) });
    // The drawer never opened: the add was not shown as done.
    expect(page.scope.getState($isOpen)).toBe(false);
    expect(page.storage.entries.get(CART_SAVE_PENDING_KEY)).toBe(SESSION_A);
    return Object.fromEntries(page.storage.entries);
  }

  it('the next page asks for the session’s cart and shows the add the API did receive', async () => {
    const stored = await leftWhileSaving();
    const created = cartOf([{ offer_id: 11, quantity: 1 }], { cart_uuid: uuidOf(7), session_id: SESSION_A });
    const { scope, api, storage } = cartScope({ carts: [created], storage: stored });
    await allSettled(cartInitialised, { scope });
    expect(api.calls).toEqual([{ name: 'fetch', params: { id: SESSION_A, sessionId: SESSION_A } }]);
    expect(scope.getState($cartItems).map((item) => [item.offer_id, item.quantity])).toEqual([[11, 1]]);
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(uuidOf(7));
    expect(storage.entries.has(CART_SAVE_PENDING_KEY)).toBe(false);
  });

  it('when that save never reached the API, the 404 means no cart yet: the session is kept and the next page asks for nothing', async () => {
    const stored = await leftWhileSaving();
    const { scope, api, storage } = cartScope({ storage: stored });
    await allSettled(cartInitialised, { scope });
    expect(api.names()).toEqual(['fetch']);
    expect(scope.getState($cart)).toBeNull();
    expect(scope.getState($cartStatus)).toBe('ready');
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    expect(storage.entries.has(CART_SAVE_PENDING_KEY)).toBe(false);
    const next = cartScope({ storage: Object.fromEntries(storage.entries) });
    await allSettled(cartInitialised, { scope: next.scope });
    expect(next.api.calls).toEqual([]);
  });

  it('a save that was answered leaves no mark', async () => {
    const { scope, storage } = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A } });
    await allSettled(cartInitialised, { scope });
    await allSettled(itemAdded, { scope, params: product(11) });
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(scope.getState($cartUuid));
    expect(storage.entries.has(CART_SAVE_PENDING_KEY)).toBe(false);
  });
});

describe('§4 Cart: syncing', () => {
  it('no cart id until the first item syncs: POST save creates the cart, which is read back and its uuid stored', async () => {
    const { scope, api, storage } = cartScope();
    await allSettled(cartInitialised, { scope });
    const sessionId = scope.getState($sessionId);
    expect(scope.getState($cartUuid)).toBeNull();
    await allSettled(itemAdded, { scope, params: product(11, { campaign_id: 4 }) });
    expect(api.names()).toEqual(['save', 'fetch']);
    const save = api.calls.find((call) => call.name === 'save')!;
    expect(save.params.sessionId).toBe(sessionId);
    expect(sent(save)).toEqual({
      customer_id: null,
      session_id: sessionId,
      items: [{ offer_id: 11, quantity: 1, price: 10, segment_id: null, campaign_id: 4, cart_id: null, id: null, category: 'vestidos' }],
    });
    const uuid = scope.getState($cartUuid);
    expect(uuid).not.toBeNull();
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(uuid);
  });

  it('afterwards each change is a PUT update with the cart version, and the cart reloads after each sync', async () => {
    const { scope, api, cart } = await loadedScope();
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11, quantity: 3 } });
    expect(api.names()).toEqual(['fetch', 'update', 'fetch']);
    const update = sent(api.calls[1]!);
    expect(update).toMatchObject({ cart_uuid: cart.cart_uuid, session_id: SESSION_A, customer_id: null, version: 1 });
    expect(update.items).toEqual([{ offer_id: 11, quantity: 3, price: 10, segment_id: null, campaign_id: null, cart_id: cart.cart_uuid, id: 1, category: 'vestidos' }]);
    expect(api.calls[2]!.params).toEqual({ id: cart.cart_uuid, sessionId: SESSION_A });
    expect(scope.getState($cart)?.version).toBe(2);
    expect(scope.getState($itemCount)).toBe(3);
  });

  it('a 409 CART_VERSION_CONFLICT re-applies the change on the returned cart and tries again', async () => {
    const { scope, api, cart } = await loadedScope();
    // Another tab added the serum meanwhile: the server's cart is at version 2.
    api.carts.set(cart.cart_uuid, cartOf([{ offer_id: 11, quantity: 1 }, { offer_id: 12, quantity: 1, id: 2 }], { version: 2 }));
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11, quantity: 2 } });
    const updates = api.calls.filter((call) => call.name === 'update').map(sent);
    expect(updates.map((body) => body.version)).toEqual([1, 2]);
    expect(updates[1]!.items.map((line) => [line.offer_id, line.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
    expect(scope.getState($cartItems).map((item) => [item.offer_id, item.quantity])).toEqual([
      [11, 2],
      [12, 1],
    ]);
  });

  it(`version conflicts are retried at most ${CART_CONFLICT_RETRIES} times, then the server's cart is adopted and the failure said`, async () => {
    const { scope, api, cart } = await loadedScope();
    const newer = cartOf([{ offer_id: 12, quantity: 1 }], { version: 9 });
    api.script('update', ...Array.from({ length: 10 }, () => api.conflict('CART_VERSION_CONFLICT', newer)));
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11, quantity: 2 } });
    expect(api.calls.filter((call) => call.name === 'update')).toHaveLength(1 + CART_CONFLICT_RETRIES);
    expect(scope.getState($cart)).toMatchObject({ cart_uuid: cart.cart_uuid, version: 9 });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.syncFailed' }]);
  });

  it('OUT_OF_STOCK shows the stock message and adopts the returned cart', async () => {
    const { scope, api } = await loadedScope([{ offer_id: 12, quantity: 1 }]);
    // Someone else bought one: the line's 2 units no longer fit.
    api.script('update', api.conflict('OUT_OF_STOCK', cartOf([{ offer_id: 12, quantity: 1 }], { version: 3 }), { offer_id: 12, available: 1 }));
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1012), offer_id: 12, quantity: 2 } });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.stock.limitReached' }]);
    expect(scope.getState($cart)?.version).toBe(3);
    // Two units left while the line holds one: 'Apenas 2 em stock' for a request of three.
    api.script('update', api.conflict('OUT_OF_STOCK', cartOf([{ offer_id: 12, quantity: 1 }], { version: 4 }), { offer_id: 12, available: 2 }));
    await allSettled(itemAdded, { scope, params: product(12, { quantity: 1, stock_available: null }) });
    expect(toastTitles(scope).at(-1)).toEqual({ key: 'cart.stock.onlyInStock', values: { count: 2 } });
  });

  it('a cart no longer OPEN on write: a new session starts and the added item goes into a new cart', async () => {
    const { scope, api, cart } = await loadedScope();
    api.script('update', api.conflict('CART_NOT_OPEN', { ...cart, status: 'CHECKOUT' }));
    await allSettled(itemAdded, { scope, params: product(12) });
    const saves = api.calls.filter((call) => call.name === 'save');
    expect(saves).toHaveLength(1);
    expect(sent(saves[0]!).session_id).not.toBe(SESSION_A);
    expect(sent(saves[0]!).items.map((line) => line.offer_id)).toEqual([12]);
    expect(scope.getState($cartUuid)).not.toBe(cart.cart_uuid);
  });

  it('changes asked for while a sync is running go out in one later batch (two quick adds create one cart)', async () => {
    const { scope, api } = cartScope();
    await allSettled(cartInitialised, { scope });
    await Promise.all([allSettled(itemAdded, { scope, params: product(11) }), allSettled(itemAdded, { scope, params: product(12) })]);
    expect(api.names().filter((name) => name !== 'fetch')).toEqual(['save', 'update']);
    expect(scope.getState($cartItems).map((item) => item.offer_id)).toEqual([11, 12]);
  });

  it('an item added before cartInitialised waits for the stored cart to load instead of creating another', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope, api } = cartScope({ carts: [cart], storage: storedCart(cart) });
    await allSettled(itemAdded, { scope, params: product(12) });
    expect(api.names()).toEqual(['fetch', 'update', 'fetch']);
    expect(scope.getState($cartItems).map((item) => item.offer_id)).toEqual([11, 12]);
  });

  it('removing the last item deletes the cart on the server, resets local data and the panel closes 500 ms later', async () => {
    const { scope, api, storage, cart } = await loadedScope();
    await allSettled(cartOpened, { scope });
    const started = Date.now();
    await allSettled(itemRemoved, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11 } });
    expect(api.calls.at(-1)).toEqual({ name: 'delete', params: { cartUuid: cart.cart_uuid, sessionId: SESSION_A } });
    expect(scope.getState($cart)).toBeNull();
    expect(storage.entries.has(CART_STORAGE_KEYS.cartUuid)).toBe(false);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(SESSION_A);
    expect(scope.getState($isOpen)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CART_PANEL_AUTO_CLOSE_MS - 5);
  });

  it('clearing the cart deletes it on the server and resets local data', async () => {
    const { scope, api } = await loadedScope([
      { offer_id: 11, quantity: 1 },
      { offer_id: 12, quantity: 2 },
    ]);
    await allSettled(cartCleared, { scope });
    expect(api.names()).toEqual(['fetch', 'delete']);
    expect(scope.getState($cartItems)).toEqual([]);
    expect(scope.getState($itemCount)).toBe(0);
  });

  it('the panel opens after adding an item (and only once the API accepted it)', async () => {
    const { scope } = await loadedScope();
    expect(scope.getState($isOpen)).toBe(false);
    await allSettled(itemAdded, { scope, params: product(12) });
    expect(scope.getState($isOpen)).toBe(true);
    await allSettled(cartClosed, { scope });
    await allSettled(itemAdded, { scope, params: product(13, { stock_available: 0 }) });
    expect(scope.getState($isOpen)).toBe(false);
  });

  it('per-item update is locked while in progress: a second change of the same item is ignored', async () => {
    const { scope, api } = await loadedScope();
    const first = allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11, quantity: 2 } });
    expect(scope.getState($updatingItems)).toEqual([11]);
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1011), offer_id: 11, quantity: 4 } });
    await first;
    expect(api.calls.filter((call) => call.name === 'update').map((call) => sent(call).items[0]!.quantity)).toEqual([2]);
    expect(scope.getState($updatingItems)).toEqual([]);
  });

  it('an accepted add fires itemAddedToCart with the §3 product tracking fields and the server price', async () => {
    const { scope } = await loadedScope();
    await allSettled(itemAdded, { scope, params: product(12, { price: 3.99 }) });
    expect(scope.getState($tracked)).toEqual([
      {
        ean: '5601234567890',
        offer_id: 12,
        variant_uuid: uuidOf(1012),
        product_id: uuidOf(2012),
        name: 'Sérum',
        price: 4.5,
        original_price: 9.5,
        quantity: 1,
        brand: 'Maré',
        category: 'vestidos',
        color: 'Padrão',
        size: 'Único',
        seller: 'Beleza Norte',
        coupon: null,
      },
    ]);
  });
});

describe('§5 Cart and stock (in the model)', () => {
  it('adding to a line with known stock: combined quantity above stock is refused with the §8 message and nothing is sent', async () => {
    const { scope, api } = await loadedScope([{ offer_id: 12, quantity: 1 }]);
    await allSettled(itemAdded, { scope, params: product(12, { quantity: 2 }) });
    await allSettled(itemAdded, { scope, params: product(13, { stock_available: 0 }) });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.stock.onlyCanAdd', values: { count: 1 } }, { key: 'cart.stock.limitReached' }]);
    expect(api.names()).toEqual(['fetch']);
  });

  it('a new item above stock is clamped to it with the warning', async () => {
    const { scope, api } = await loadedScope();
    await allSettled(itemAdded, { scope, params: product(12, { quantity: 5 }) });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.stock.adjusted' }]);
    // §9: a product helper's toast stays 5000 ms (the library default is 4000 ms).
    expect(scope.getState($toasts)[0]?.duration).toBe(PRODUCT_TOAST_DURATION_MS);
    expect(sent(api.calls.find((call) => call.name === 'update')!).items.find((line) => line.offer_id === 12)?.quantity).toBe(2);
  });

  it('a new item the API clamped (stock unknown here) shows the same warning', async () => {
    const { scope } = await loadedScope();
    await allSettled(itemAdded, { scope, params: product(13, { quantity: 3, stock_available: null }) });
    // The reload after the write keeps the write's flag, so the line can say so too.
    expect(scope.getState($cartItems).find((item) => item.offer_id === 13)).toMatchObject({ quantity: 1, quantity_adjusted: true });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.stock.adjusted' }]);
  });

  it('a simple product adds 1 unit and merges into the line of the same id, size and color', async () => {
    const { scope } = await loadedScope();
    await allSettled(itemAdded, { scope, params: product(11, { quantity: undefined }) });
    expect(scope.getState($cartItems).map((item) => [item.offer_id, item.quantity])).toEqual([[11, 2]]);
  });

  it('a quantity update above the current quantity plus remaining stock is refused with "only {count} in stock"', async () => {
    const { scope, api } = await loadedScope([{ offer_id: 12, quantity: 1 }]);
    await allSettled(quantityChanged, { scope, params: { id: 1, variant_uuid: uuidOf(1012), offer_id: 12, quantity: 3 } });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.stock.onlyInStock', values: { count: 2 } }]);
    expect(api.names()).toEqual(['fetch']);
  });

  it('quantity 0 or less removes the item', async () => {
    const { scope, api } = await loadedScope([
      { offer_id: 11, quantity: 1 },
      { offer_id: 12, quantity: 1 },
    ]);
    await allSettled(quantityChanged, { scope, params: { id: 2, variant_uuid: uuidOf(1012), offer_id: 12, quantity: 0 } });
    expect(sent(api.calls.find((call) => call.name === 'update')!).items.map((line) => line.offer_id)).toEqual([11]);
    expect(scope.getState($cartItems).map((item) => item.offer_id)).toEqual([11]);
  });
});

describe('§4 Cart + Auth', () => {
  it('login sets the customer id (stored) and force-syncs the cart 100 ms later with it', async () => {
    const { scope, api, storage } = await loadedScope();
    const started = Date.now();
    await allSettled(loggedIn, { scope, params: shopper() });
    expect(Date.now() - started).toBeGreaterThanOrEqual(CART_SYNC_AFTER_LOGIN_MS - 5);
    expect(scope.getState($customerId)).toBe(31);
    expect(storage.entries.get(CART_STORAGE_KEYS.customerId)).toBe('31');
    const update = sent(api.calls.find((call) => call.name === 'update')!);
    expect(update).toMatchObject({ customer_id: 31, version: 1 });
    expect(update.items.map((line) => [line.offer_id, line.quantity])).toEqual([[11, 1]]);
  });

  it('login with no cart in this browser asks for none; the first add then saves into the customer’s cart', async () => {
    const { scope, api } = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A } });
    await allSettled(cartInitialised, { scope });
    await allSettled(loggedIn, { scope, params: shopper() });
    expect(api.calls).toEqual([]);
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    await allSettled(itemAdded, { scope, params: product(13) });
    expect(api.names()[0]).toBe('save');
    expect(sent(api.calls[0]!)).toMatchObject({ customer_id: 31, session_id: SESSION_A });
  });

  it('logout clears the customer id and the whole cart (the server cart stays) and re-initialises with a new session', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }], { customer_id: 31 });
    const { scope, api, storage } = cartScope({ carts: [cart], storage: storedCart(cart, 31) });
    await allSettled(cartInitialised, { scope });
    expect(scope.getState($customerId)).toBe(31);
    await allSettled(loggedOut, { scope });
    expect(scope.getState($customerId)).toBeNull();
    expect(scope.getState($cart)).toBeNull();
    expect(storage.entries.has(CART_STORAGE_KEYS.customerId)).toBe(false);
    expect(storage.entries.has(CART_STORAGE_KEYS.cartUuid)).toBe(false);
    expect(scope.getState($sessionId)).not.toBe(SESSION_A);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(scope.getState($sessionId));
    expect(api.names()).toEqual(['fetch']);
    expect(scope.getState($cartStatus)).toBe('ready');
  });

  it('a cart that answers after the shopper logged out is not shown: it was the ended session’s', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }], { customer_id: 31 });
    let answer: (loaded: Cart) => void = () => undefined;
    const held = new Promise<Cart>((resolve) => {
      answer = resolve;
    });
    const { scope } = cartScope({ storage: storedCart(cart, 31), fetch: () => held });
    const started = allSettled(cartInitialised, { scope });
    await sleep(CART_LOADER_START_MS + 50);
    const ended = allSettled(loggedOut, { scope });
    answer(cart);
    await Promise.all([started, ended]);
    expect(scope.getState($cart)).toBeNull();
    expect(scope.getState($itemCount)).toBe(0);
    expect(scope.getState($customerId)).toBeNull();
  });

  it("a cleared session (401) resets a customer's cart like a logout, but leaves a guest's cart alone", async () => {
    const guest = await loadedScope();
    await allSettled(sessionCleared, { scope: guest.scope });
    expect(guest.scope.getState($cartUuid)).toBe(guest.cart.cart_uuid);

    const cart = cartOf([{ offer_id: 11, quantity: 1 }], { customer_id: 31 });
    const customer = cartScope({ carts: [cart], storage: storedCart(cart, 31) });
    await allSettled(cartInitialised, { scope: customer.scope });
    await allSettled(sessionCleared, { scope: customer.scope });
    expect(customer.scope.getState($cart)).toBeNull();
    expect(customer.scope.getState($customerId)).toBeNull();
  });

  it('the signed-in user at load time names the customer', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope } = cartScope({ carts: [cart], storage: storedCart(cart), values: [set($user, shopper({ id: 44, customer: { id: 44 } }))] });
    await allSettled(cartInitialised, { scope });
    expect(scope.getState($customerId)).toBe(44);
  });
});

describe('§4 Checkout: the order was created', () => {
  it('the cart and its stored keys are forgotten and a new session starts', async () => {
    const { scope, storage } = await loadedScope();
    await allSettled(cartCompleted, { scope });
    expect(scope.getState($cart)).toBeNull();
    expect(storage.entries.has(CART_STORAGE_KEYS.cartUuid)).toBe(false);
    expect(scope.getState($sessionId)).not.toBe(SESSION_A);
  });
});

describe('the purchase gives the cart back (its order ended unpaid, the API reopened it)', () => {
  it('cartAdopted stores the cart id and its session again and loads it', async () => {
    const { scope, storage } = await loadedScope();
    const cart = scope.getState($cart)!;
    await allSettled(cartCompleted, { scope });
    await allSettled(cartAdopted, { scope, params: { cartUuid: cart.cart_uuid, sessionId: SESSION_A } });
    expect(scope.getState($cart)).toEqual(cart);
    expect(scope.getState($sessionId)).toBe(SESSION_A);
    expect(storage.entries.get(CART_STORAGE_KEYS.cartUuid)).toBe(cart.cart_uuid);
    expect(storage.entries.get(CART_STORAGE_KEYS.sessionId)).toBe(SESSION_A);
  });

  it('a cart that is not OPEN after all is cleared as any loaded one (§4): a new session', async () => {
    const { scope, cart } = await loadedScope();
    const closed = { ...cart, status: 'COMPLETED' as const };
    const other = cartScope({ carts: [closed], storage: {} });
    await allSettled(cartInitialised, { scope: other.scope });
    await allSettled(cartAdopted, { scope: other.scope, params: { cartUuid: closed.cart_uuid, sessionId: SESSION_A } });
    expect(other.scope.getState($cart)).toBeNull();
    expect(other.scope.getState($sessionId)).not.toBe(SESSION_A);
    expect(scope.getState($cart)).toEqual(cart);
  });

  it('a browser holding another cart keeps it', async () => {
    const { scope, api } = await loadedScope();
    const calls = api.calls.length;
    await allSettled(cartAdopted, { scope, params: { cartUuid: uuidOf(99), sessionId: 'b2'.repeat(20) } });
    expect(scope.getState($cartUuid)).toBe(uuidOf(1));
    expect(api.calls).toHaveLength(calls);
  });
});

describe('§5 Coupons and §8 coupon messages (cart side)', () => {
  it("applying a code sends it normalised, adopts the cart, toasts 'Cupão {code} aplicado com sucesso!' and reports ok", async () => {
    const { scope, api, cart } = await loadedScope();
    await allSettled(couponApplyRequested, { scope, params: { code: ' verao10 ' } });
    expect(api.calls.at(-1)).toEqual({ name: 'applyCoupon', params: { cartUuid: cart.cart_uuid, code: 'VERAO10', sessionId: SESSION_A } });
    expect(scope.getState($appliedCoupon)).toEqual(COUPON_VERAO);
    expect(toastTitles(scope)).toEqual([{ key: 'cart.coupon.applied', values: { code: 'VERAO10' } }]);
    // §8 the store answers 'Coupon applied successfully' (in the page's language).
    expect(scope.getState($applyResults)).toEqual([{ ok: true, code: 'VERAO10', message: { key: 'cart.coupon.result.applied' } }]);
  });

  it("applying needs a cart uuid: 'Carrinho não encontrado' without calling the API", async () => {
    const { scope, api } = cartScope({ storage: { [CART_STORAGE_KEYS.sessionId]: SESSION_A } });
    await allSettled(cartInitialised, { scope });
    await allSettled(couponApplyRequested, { scope, params: { code: 'VERAO10' } });
    expect(api.names()).not.toContain('applyCoupon');
    expect(toastTitles(scope)).toEqual([{ key: 'cart.coupon.rejection.cartNotFound' }]);
    expect(scope.getState($applyResults)).toEqual([{ ok: false, code: 'VERAO10', reason: 'cartNotFound', message: { key: 'cart.coupon.result.invalid' }, serverMessage: '' }]);
  });

  it('a refused coupon gives its validation label (minimum purchase with two decimals) and the reason', async () => {
    const { scope } = await loadedScope();
    await allSettled(couponApplyRequested, { scope, params: { code: 'MIN50' } });
    await allSettled(couponApplyRequested, { scope, params: { code: 'NADA' } });
    expect(toastTitles(scope)).toEqual([
      { key: 'cart.coupon.rejection.minimumRequired', values: { amount: 50 } },
      { key: 'cart.coupon.rejection.notFound' },
    ]);
    expect(scope.getState($applyResults).map((result) => (result.ok ? 'ok' : result.reason))).toEqual(['minimumRequired', 'notFound']);
    // §8 the store's answer to both: 'Invalid coupon code'.
    expect(scope.getState($applyResults).map((result) => result.message)).toEqual([{ key: 'cart.coupon.result.invalid' }, { key: 'cart.coupon.result.invalid' }]);
  });

  it("any other failure shows the server message, or 'Erro ao aplicar cupão' without one", async () => {
    const { scope, api } = await loadedScope();
    api.script('applyCoupon', { status: 429, message: 'Too Many Attempts.', data: { message: 'Too Many Attempts.' } }, { status: 0, message: 'fetch failed', data: null });
    await allSettled(couponApplyRequested, { scope, params: { code: 'VERAO10' } });
    await allSettled(couponApplyRequested, { scope, params: { code: 'VERAO10' } });
    expect(toastTitles(scope)).toEqual(['Too Many Attempts.', { key: 'cart.coupon.applyFailed' }]);
  });

  it("removing the coupon: 'Cupão removido'; a failure: 'Erro ao remover cupão'", async () => {
    const { scope, api } = await loadedScope([{ offer_id: 11, quantity: 1 }], { discounts: [COUPON_VERAO] });
    expect(scope.getState($appliedCoupon)?.code).toBe('VERAO10');
    await allSettled(couponRemoveRequested, { scope });
    expect(scope.getState($appliedCoupon)).toBeNull();
    api.script('removeCoupon', { status: 500, message: 'Server Error', data: null });
    await allSettled(couponRemoveRequested, { scope });
    expect(toastTitles(scope)).toEqual([{ key: 'cart.coupon.removed' }, { key: 'cart.coupon.removeFailed' }]);
    // §8 the store answers 'Coupon removed' / 'Failed to remove coupon'.
    expect(scope.getState($removeResults)).toEqual([
      { ok: true, message: { key: 'cart.coupon.result.removed' } },
      { ok: false, message: { key: 'cart.coupon.result.removeFailed' }, serverMessage: 'Server Error' },
    ]);
  });

  it('a deactivated applied coupon is removed from the cart on the server without a toast', async () => {
    const { scope, api } = await loadedScope([{ offer_id: 11, quantity: 1 }], { discounts: [COUPON_VERAO] });
    await allSettled(appliedCouponCleared, { scope });
    expect(api.names()).toEqual(['fetch', 'removeCoupon']);
    expect(scope.getState($appliedCoupon)).toBeNull();
    expect(toastTitles(scope)).toEqual([]);
  });

  it('in cookie mode every cart write is preceded by the CSRF cookie call', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope, api } = cartScope({ carts: [cart], storage: storedCart(cart), cookieMode: true });
    await allSettled(cartInitialised, { scope });
    await allSettled(itemAdded, { scope, params: product(12) });
    await allSettled(couponApplyRequested, { scope, params: { code: 'VERAO10' } });
    expect(api.calls.map((call) => call.name)).toEqual(['fetch', 'csrf', 'update', 'fetch', 'csrf', 'applyCoupon']);
  });
});

describe('§2 panel', () => {
  it('cartOpened and cartClosed open and close the panel / drawer', async () => {
    const { scope } = cartScope({ values: [set($cart, cartOf([{ offer_id: 11, quantity: 1 }]))] });
    await allSettled(cartOpened, { scope });
    expect(scope.getState($isOpen)).toBe(true);
    await allSettled(cartClosed, { scope });
    expect(scope.getState($isOpen)).toBe(false);
  });
});
