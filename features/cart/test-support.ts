import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import type { ApiError, Cart, CartDiscount, CartItem, CartItemInput, CartSaveRequest, CartUpdateRequest, User } from '../../contract';
import { $authMode, $user, fetchCsrfCookieFx } from '../auth';
import type { KeyValueStorage } from '../auth';
import { applyCouponFx, deleteCartFx, fetchCartFx, removeCouponFx, saveCartFx, updateCartFx } from './api';
import type { CartProduct } from './changes';
import { $cartStorage, CART_STORAGE_KEYS } from './storage';

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const SESSION_A = 'a1'.repeat(20);

export interface FakeOffer {
  offer_id: number;
  name: string;
  price: number;
  stock: number;
  seller: string;
  deliveryEstimate: string;
  size: string;
  color: string;
}

/** Three offers: plenty of stock, two left at another seller, one left. */
export const OFFERS: FakeOffer[] = [
  { offer_id: 11, name: 'Vestido de linho', price: 10, stock: 5, seller: 'Loja Oficial', deliveryEstimate: '2-4', size: 'M', color: 'Azul' },
  { offer_id: 12, name: 'Sérum', price: 4.5, stock: 2, seller: 'Beleza Norte', deliveryEstimate: '3-6', size: 'Único', color: 'Padrão' },
  { offer_id: 13, name: 'Candeeiro', price: 25, stock: 1, seller: 'Casa Sul', deliveryEstimate: '1-2', size: 'Único', color: 'Padrão' },
];
const offerOf = (offerId: number) => OFFERS.find((offer) => offer.offer_id === offerId)!;
const variantOf = (offerId: number) => uuidOf(1000 + offerId);

/** What the product page sends for an offer (its stock known unless told otherwise). */
export function product(offerId: number, overrides: Partial<CartProduct> = {}): CartProduct {
  const offer = offerOf(offerId);
  return {
    product_id: uuidOf(2000 + offerId),
    variant_uuid: variantOf(offerId),
    offer_id: offerId,
    name: offer.name,
    price: offer.price,
    original_price: offer.price + 5,
    stock_available: offer.stock,
    size: offer.size,
    color: offer.color,
    image: null,
    seller: offer.seller,
    category: 'vestidos',
    brand: 'Maré',
    ean: '5601234567890',
    ...overrides,
  };
}

export const apiError = (status: number, data: unknown = { message: 'Error' }): ApiError => ({
  status,
  message: typeof (data as { message?: unknown })?.message === 'string' ? (data as { message: string }).message : 'Error',
  data,
});

const round2 = (n: number) => Math.round(n * 100) / 100;

function item(line: { id: number; offer_id: number; quantity: number }, flags: Partial<CartItem> = {}): CartItem {
  const offer = offerOf(line.offer_id);
  return {
    id: line.id,
    variant_uuid: variantOf(offer.offer_id),
    offer_id: offer.offer_id,
    name: offer.name,
    price: offer.price,
    originalPrice: offer.price + 5,
    size: offer.size,
    color: offer.color,
    quantity: line.quantity,
    image: null,
    seller: offer.seller,
    seller_rating: null,
    deliveryEstimate: offer.deliveryEstimate,
    category: 'vestidos',
    stock: offer.stock,
    initial_stock: offer.stock,
    stock_available: offer.stock - line.quantity,
    translations: {},
    brand: 'Maré',
    ...flags,
  };
}

export function cartOf(items: { offer_id: number; quantity: number; id?: number }[], overrides: Partial<Cart> = {}): Cart {
  const lines = items.map((line, index) => item({ id: line.id ?? index + 1, ...line }));
  return withTotals({
    cart_uuid: uuidOf(1),
    session_id: SESSION_A,
    customer_id: null,
    status: 'OPEN',
    items: lines,
    discounts: [],
    total_items: 0,
    total_price: 0,
    version: 1,
    ...overrides,
  });
}

function withTotals(cart: Cart): Cart {
  const subtotal = round2(cart.items.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const coupon = cart.discounts.find((discount) => discount.code);
  const discount = coupon?.type === 'percentage' ? round2((subtotal * (coupon.value ?? 0)) / 100) : 0;
  return {
    ...cart,
    total_items: cart.items.reduce((sum, line) => sum + line.quantity, 0),
    subtotal,
    discount_amount: discount,
    total_price: round2(subtotal - discount),
  };
}

type CallName = 'fetch' | 'save' | 'update' | 'delete' | 'applyCoupon' | 'removeCoupon' | 'csrf';
export interface Call {
  name: CallName;
  params: Record<string, unknown>;
}

export const COUPON_VERAO: CartDiscount = { type: 'percentage', minimum_order_value: null, code: 'VERAO10', value: 10, discount_uuid: uuidOf(501) };

/**
 * An in-memory carts API that answers like the real one: server prices, versions bumped on every write,
 * 409 CART_VERSION_CONFLICT / OUT_OF_STOCK with the current cart, a new line above stock clamped and flagged,
 * DELETE, coupon apply (VERAO10 applies, MIN50 needs €50, anything else is not found) and remove.
 * `script(name, answer)` makes the next call of that name answer `answer` (an ApiError is thrown).
 */
export function fakeCartApi(initial: Cart[] = []) {
  const carts = new Map(initial.map((cart) => [cart.cart_uuid, structuredClone(cart)]));
  const calls: Call[] = [];
  const scripted: Partial<Record<CallName, unknown[]>> = {};
  let nextCart = 100;
  let nextLine = 100;

  const record = (name: CallName, params: Record<string, unknown>) => {
    calls.push({ name, params });
    const next = scripted[name]?.shift();
    if (next === undefined) return;
    if (typeof next === 'function') return (next as () => unknown)();
    throw next;
  };
  const conflict = (code: string, cart: Cart | null, extra: Record<string, unknown> = {}) =>
    apiError(409, { message: code, code, data: cart ? structuredClone(cart) : null, ...extra });
  // Like the API: a write's answer flags its lines (price changed, quantity adjusted); a later GET does not.
  const store = (cart: Cart) => {
    const answered = withTotals(cart);
    carts.set(cart.cart_uuid, { ...answered, items: answered.items.map(({ price_changed: _price, quantity_adjusted: _adjusted, ...line }) => line) });
    return structuredClone(answered);
  };

  function write(current: Cart | null, inputs: CartItemInput[], base: Omit<Cart, 'items'>): Cart {
    const items: CartItem[] = [];
    for (const input of inputs) {
      const offer = offerOf(input.offer_id);
      const existing = current?.items.find((line) => line.offer_id === input.offer_id);
      if (input.quantity > offer.stock) {
        if (existing) throw conflict('OUT_OF_STOCK', current, { offer_id: offer.offer_id, available: offer.stock });
        items.push(item({ id: nextLine++, offer_id: offer.offer_id, quantity: offer.stock }, { quantity_adjusted: true }));
        continue;
      }
      items.push(item({ id: existing?.id ?? nextLine++, offer_id: offer.offer_id, quantity: input.quantity }, input.price !== offer.price ? { price_changed: true } : {}));
    }
    return store({ ...base, items });
  }

  const handlers = {
    csrf: async () => void record('csrf', {}),
    fetch: async ({ id, sessionId }: { id: string; sessionId: string }): Promise<Cart> => {
      const answer = record('fetch', { id, sessionId });
      if (answer) return answer as Cart;
      const cart = carts.get(id) ?? [...carts.values()].find((candidate) => candidate.session_id === id);
      if (!cart) throw apiError(404, { message: 'Cart not found.' });
      return structuredClone(cart);
    },
    save: async ({ body, sessionId }: { body: CartSaveRequest; sessionId: string }): Promise<Cart> => {
      const answer = record('save', { body, sessionId });
      if (answer) return answer as Cart;
      const uuid = uuidOf(nextCart++);
      return write(null, body.items, {
        cart_uuid: uuid,
        session_id: body.session_id,
        customer_id: body.customer_id,
        status: 'OPEN',
        discounts: [],
        total_items: 0,
        total_price: 0,
        version: 1,
      });
    },
    update: async ({ body, sessionId }: { body: CartUpdateRequest; sessionId: string }): Promise<Cart> => {
      const answer = record('update', { body, sessionId });
      if (answer) return answer as Cart;
      const current = carts.get(body.cart_uuid);
      if (!current) throw apiError(404, { message: 'Cart not found.' });
      if (body.version !== undefined && body.version !== current.version) throw conflict('CART_VERSION_CONFLICT', current);
      return write(current, body.items, { ...current, customer_id: body.customer_id ?? current.customer_id, version: current.version + 1 });
    },
    delete: async ({ cartUuid, sessionId }: { cartUuid: string; sessionId: string }): Promise<void> => {
      record('delete', { cartUuid, sessionId });
      if (!carts.delete(cartUuid)) throw apiError(404, { message: 'Cart not found.' });
    },
    applyCoupon: async ({ cartUuid, code, sessionId }: { cartUuid: string; code: string; sessionId: string }): Promise<Cart> => {
      const answer = record('applyCoupon', { cartUuid, code, sessionId });
      if (answer) return answer as Cart;
      const current = carts.get(cartUuid);
      if (!current) throw apiError(404, { message: 'Carrinho não encontrado', reason: 'cartNotFound' });
      if (code === 'MIN50') throw apiError(422, { message: 'Minimum purchase of €50.00', reason: 'minimumRequired', minimum_order_value: 50 });
      if (code !== 'VERAO10') throw apiError(422, { message: 'Cupão não encontrado', reason: 'notFound' });
      return store({ ...current, discounts: [...current.discounts.filter((d) => !d.code), COUPON_VERAO], version: current.version + 1 });
    },
    removeCoupon: async ({ cartUuid, sessionId }: { cartUuid: string; sessionId: string }): Promise<Cart> => {
      const answer = record('removeCoupon', { cartUuid, sessionId });
      if (answer) return answer as Cart;
      const current = carts.get(cartUuid);
      if (!current) throw apiError(404, { message: 'Carrinho não encontrado', reason: 'cartNotFound' });
      return store({ ...current, discounts: current.discounts.filter((d) => !d.code), version: current.version + 1 });
    },
  };

  return {
    carts,
    calls,
    conflict,
    /** The next call of `name` answers this (an ApiError is thrown, a function is called, anything else returned). */
    script(name: CallName, ...answers: unknown[]) {
      (scripted[name] ??= []).push(...answers);
    },
    names: () => calls.filter((call) => call.name !== 'csrf').map((call) => call.name),
    handlers,
  };
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

export const storedCart = (cart: Pick<Cart, 'cart_uuid' | 'session_id'>, customerId?: number) => ({
  [CART_STORAGE_KEYS.cartUuid]: cart.cart_uuid,
  [CART_STORAGE_KEYS.sessionId]: cart.session_id,
  ...(customerId ? { [CART_STORAGE_KEYS.customerId]: String(customerId) } : {}),
});

export const shopper = (overrides: Partial<User> = {}): User => ({
  id: 31,
  uuid: uuidOf(31),
  email: 'rita@example.pt',
  name: 'Rita',
  lastname: 'Costa',
  customer: { id: 31 },
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
  ...overrides,
});

export type ScopeValue = readonly [StoreWritable<unknown>, unknown];
/** A `fork({ values })` entry, type-checked against its store. */
export const set = <T,>(store: StoreWritable<T>, value: T): ScopeValue => [store as unknown as StoreWritable<unknown>, value];

/** A forked scope over the fake API, with in-memory storage (token mode unless told: no CSRF call in the way). */
export function cartScope(
  options: {
    carts?: Cart[];
    storage?: Record<string, string>;
    values?: ScopeValue[];
    cookieMode?: boolean;
    /** Answers the cart loads instead of the fake API (to hold one back). */
    fetch?: (params: { id: string; sessionId: string }) => Promise<Cart>;
  } = {},
) {
  const api = fakeCartApi(options.carts);
  const storage = memoryStorage(options.storage);
  const values: ScopeValue[] = [set($cartStorage, storage), set($authMode, options.cookieMode ? 'cookie' : 'token'), set($user, null), ...(options.values ?? [])];
  const scope = fork({
    values: values as never,
    handlers: [
      [fetchCsrfCookieFx, api.handlers.csrf],
      [fetchCartFx, options.fetch ?? api.handlers.fetch],
      [saveCartFx, api.handlers.save],
      [updateCartFx, api.handlers.update],
      [deleteCartFx, api.handlers.delete],
      [applyCouponFx, api.handlers.applyCoupon],
      [removeCouponFx, api.handlers.removeCoupon],
    ],
  });
  return { scope, api, storage };
}
