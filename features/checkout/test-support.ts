import { fork } from 'effector';
import type { StoreWritable } from 'effector';
import { STORAGE_KEYS } from '../../contract/constants';
import type { ApiError, CheckoutView, OrderCreated } from '../../contract';
import { $apiLogger } from '../api-client';
import { $authMode, $user } from '../auth';
import type { KeyValueStorage } from '../auth';
import { $cartStorage, fetchCartFx } from '../cart';
import { $dataLayer } from '../analytics';
import { createOrderFx, fetchCheckoutFx } from './api';
import type { CheckoutViewRequest, CreateOrderRequest } from './api';
import { $checkoutStorage, newIdempotencyKeyFx } from './storage';

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
export const CART = uuidOf(1);
export const OTHER_CART = uuidOf(2);
export const ORDER = uuidOf(900);
export const SESSION = 'a1'.repeat(20);

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

/** Two sellers: a dress from the official store (standard or express), a serum from another seller. */
export function viewOf(overrides: Partial<CheckoutView> = {}, express = false): CheckoutView {
  const dressFee = express ? 6.9 : 3.9;
  return {
    cart_uuid: CART,
    cart_version: 3,
    customer: null,
    seller_groups: [
      {
        seller_id: 3,
        seller_name: 'Loja Oficial',
        is_official: true,
        seller_rating: null,
        lines: [
          {
            offer_id: 11,
            offer_uuid: uuidOf(11),
            variant_uuid: uuidOf(1011),
            product_slug: 'vestido-linho',
            product_uuid: uuidOf(2011),
            ean: '5601234567890',
            category: 'Vestidos',
            name: 'Vestido de linho',
            brand: 'Maré',
            size: 'M',
            color: 'Azul',
            image: null,
            quantity: 1,
            unit_price: 10,
            original_price: 15,
            line_total: 10,
            price_change: null,
            stock_issue: null,
          },
        ],
        subtotal: 10,
        shipping_methods: [
          { code: 'standard', name: 'Normal', price: 3.9, fee: 3.9, free: false, delivery_estimate: '2-4' },
          { code: 'express', name: 'Expresso', price: 6.9, fee: 6.9, free: false, delivery_estimate: '1-2' },
        ],
        selected_method: express ? 'express' : 'standard',
        shipping_fee: dressFee,
        delivery_estimate: express ? '1-2' : '2-4',
      },
      {
        seller_id: 7,
        seller_name: 'Beleza Norte',
        is_official: false,
        seller_rating: 4.5,
        lines: [
          {
            offer_id: 12,
            offer_uuid: uuidOf(12),
            variant_uuid: uuidOf(1012),
            product_slug: 'serum',
            name: 'Sérum',
            brand: null,
            size: 'Único',
            color: 'Padrão',
            image: null,
            quantity: 2,
            unit_price: 4.5,
            original_price: 4.5,
            line_total: 9,
            price_change: null,
            stock_issue: null,
          },
        ],
        subtotal: 9,
        shipping_methods: [{ code: 'standard', name: 'Normal', price: 2.5, fee: 2.5, free: false, delivery_estimate: '3-6' }],
        selected_method: 'standard',
        shipping_fee: 2.5,
        delivery_estimate: '3-6',
      },
    ],
    coupon: null,
    free_shipping: { threshold: 19.9, remaining: 0.9, reached: false },
    totals: {
      currency: 'EUR',
      items_count: 3,
      subtotal: 19,
      discount: 0,
      shipping: Math.round((dressFee + 2.5) * 100) / 100,
      store_credit: 0,
      vat_included: 4.75,
      total: Math.round((19 + dressFee + 2.5) * 100) / 100,
    },
    delivery_max_days: 6,
    has_changes: false,
    can_place_order: true,
    payment_methods: [
      { method: 'mbway', window_seconds: 240 },
      { method: 'multibanco', window_seconds: 259200 },
    ],
    ...overrides,
  };
}

export function orderCreatedOf(method: 'mbway' | 'multibanco' = 'mbway', total = 25.4): OrderCreated {
  return {
    order_uuid: ORDER,
    cart_uuid: CART,
    status: 'pending_payment',
    total,
    payment: {
      transaction_id: 'tx-1',
      method,
      status: 'pending',
      reference: method === 'multibanco' ? { entity: '12345', reference: '123456789', amount: total, expires_at: '2026-11-30T15:00:00.000Z' } : null,
      expires_at: method === 'mbway' ? '2099-11-27T15:04:00.000Z' : '2099-11-30T15:00:00.000Z',
    },
  };
}

export const apiError = (status: number, data: unknown = { message: 'Error' }): ApiError => ({
  status,
  message: typeof (data as { message?: unknown } | null)?.message === 'string' ? (data as { message: string }).message : 'Error',
  data,
});

export type ScopeValue = readonly [StoreWritable<unknown>, unknown];
export const set = <T,>(store: StoreWritable<T>, value: T): ScopeValue => [store as unknown as StoreWritable<unknown>, value];

/** The stored cart keys of the browser that filled the cart. */
export const storedCartKeys = (cartUuid = CART, sessionId = SESSION) => ({ [STORAGE_KEYS.cartUuid]: cartUuid, [STORAGE_KEYS.sessionId]: sessionId });

/**
 * A forked scope over fake checkout calls: `view` answers GET (a function of the request, or an error), `order`
 * answers POST; every call is recorded. Storage in memory: `session` (sessionStorage), `local` (the cart's).
 */
export function checkoutScope(
  options: {
    view?: (request: CheckoutViewRequest) => CheckoutView | ApiError;
    order?: (request: CreateOrderRequest, call: number) => OrderCreated | ApiError | Promise<OrderCreated | ApiError>;
    session?: KeyValueStorage & { entries: Map<string, string> };
    local?: Record<string, string>;
    values?: ScopeValue[];
    /** More fake calls (`[effect, handler]`), e.g. a customer's saved addresses. */
    handlers?: readonly (readonly [unknown, unknown])[];
  } = {},
) {
  const viewCalls: CheckoutViewRequest[] = [];
  const orderCalls: CreateOrderRequest[] = [];
  const pushed: object[] = [];
  let keys = 0;
  const session = options.session ?? memoryStorage();
  const local = memoryStorage(options.local ?? storedCartKeys());
  const answer = <T,>(value: T | ApiError): T => {
    if (typeof value === 'object' && value !== null && 'status' in value && 'data' in value && typeof (value as ApiError).status === 'number') throw value;
    return value as T;
  };
  const scope = fork({
    values: [
      set($checkoutStorage, session),
      set($cartStorage, local),
      set($authMode, 'token'),
      set($user, null),
      set($apiLogger, { debug: () => undefined, error: () => undefined }),
      set($dataLayer, { push: (entry: object) => pushed.push(entry) }),
      ...(options.values ?? []),
    ] as never,
    handlers: [
      [fetchCheckoutFx, async (request: CheckoutViewRequest) => (viewCalls.push(request), answer((options.view ?? (() => viewOf()))(request)))],
      [createOrderFx, async (request: CreateOrderRequest) => (orderCalls.push(request), answer(await (options.order ?? (() => orderCreatedOf()))(request, orderCalls.length)))],
      [newIdempotencyKeyFx, () => `key-${(keys += 1)}`],
      [fetchCartFx, async () => Promise.reject(apiError(404))],
      ...(options.handlers ?? []),
    ] as never,
  });
  return { scope, viewCalls, orderCalls, pushed, session, local };
}
