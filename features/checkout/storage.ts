import { attach, createEffect, createStore } from 'effector';
import { PAYMENT_METHODS, PAYMENT_STATUSES, isSessionId, isUuid } from '../../contract/constants';
import type { Locale, MultibancoReference, PaymentMethod, PaymentStatus } from '../../contract';
import type { KeyValueStorage } from '../auth';

/**
 * What the purchase keeps in the browser's session storage (`$checkoutStorage`, the app passes
 * `sessionStorage`): the order it placed and the Idempotency-Keys of the writes on their way. Once the
 * order exists the cart is forgotten locally (§4: a cart not OPEN is cleared and a new session starts), so
 * the order keeps what reads it afterwards: its uuid, the cart uuid and the session id that owns both,
 * and the signed link token when the API gave one.
 */
export const CHECKOUT_STORAGE_KEYS = {
  placedOrder: 'checkout.order',
  orderKey: 'checkout.idempotency',
  paymentKey: 'payment.idempotency',
  /** The checkout's form as the model knows it (the steps sent, the choices), until the order is placed (draft.ts). */
  draft: 'checkout.draft',
} as const;

/** Injected per scope (the browser passes sessionStorage); null on the server, where nothing is stored. */
export const $checkoutStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });

/** The order this browser placed and its current payment attempt, as kept between pages and reloads. */
export interface PlacedOrder {
  orderUuid: string;
  cartUuid: string;
  /** The guest session that owns the cart and the order (`X-Session-Id`); null when it was a customer's. */
  sessionId: string | null;
  /** The order's signed link token (`?token=`), once one is known. */
  token: string | null;
  transactionId: string | null;
  method: PaymentMethod;
  status: PaymentStatus;
  reference: MultibancoReference | null;
  /** End of the MB WAY window or of the reference's validity (ISO). */
  expiresAt: string;
  total: number;
  mbwayPhone: string | null;
  locale: Locale;
  /** Who bought: a guest (its e-mail), or the signed-in customer. */
  customerType: 'guest' | 'customer';
  email: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The JSON kept under `key`, parsed; null when there is none or it does not parse (a hand edit, a torn write). */
export function readStoredJson(storage: Pick<KeyValueStorage, 'getItem'> | null, key: string): unknown {
  const raw = storage?.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
const stringOrNull = (value: unknown) => value === null || typeof value === 'string';

function isReference(value: unknown): value is MultibancoReference {
  return isRecord(value) && typeof value.entity === 'string' && typeof value.reference === 'string' && typeof value.amount === 'number' && typeof value.expires_at === 'string';
}

/** A stored order as read back: anything of another shape (an older layout, a hand edit) reads as none. */
export function readPlacedOrder(storage: Pick<KeyValueStorage, 'getItem'> | null): PlacedOrder | null {
  const value = readStoredJson(storage, CHECKOUT_STORAGE_KEYS.placedOrder);
  if (!isRecord(value)) return null;
  const ok =
    isUuid(value.orderUuid) &&
    isUuid(value.cartUuid) &&
    (value.sessionId === null || isSessionId(value.sessionId)) &&
    stringOrNull(value.token) &&
    stringOrNull(value.transactionId) &&
    (PAYMENT_METHODS as readonly unknown[]).includes(value.method) &&
    (PAYMENT_STATUSES as readonly unknown[]).includes(value.status) &&
    (value.reference === null || isReference(value.reference)) &&
    typeof value.expiresAt === 'string' &&
    typeof value.total === 'number' &&
    stringOrNull(value.mbwayPhone) &&
    typeof value.locale === 'string' &&
    (value.customerType === 'guest' || value.customerType === 'customer') &&
    typeof value.email === 'string';
  return ok ? (value as unknown as PlacedOrder) : null;
}

/**
 * An Idempotency-Key kept with the request it was made for: the same request (`scope` — the cart or the
 * order — and the same body) sent again, after a double submit or a reload, goes with the same key, so the
 * API answers with the same order; another request gets a new key (the API refuses a key reused with
 * another body).
 */
export interface IdempotencyRecord {
  scope: string;
  body: string;
  key: string;
}

export function readIdempotencyRecord(storage: Pick<KeyValueStorage, 'getItem'> | null, slot: string): IdempotencyRecord | null {
  const value = readStoredJson(storage, slot);
  return isRecord(value) && typeof value.scope === 'string' && typeof value.body === 'string' && typeof value.key === 'string' ? (value as unknown as IdempotencyRecord) : null;
}

/** A new Idempotency-Key (a UUID v4); tests replace the handler to get known ones. */
export const newIdempotencyKeyFx = createEffect(() => crypto.randomUUID());

/**
 * The key for a request: the stored one when it was made for this very request, else a new one, stored
 * before the request leaves (a reload while it is on its way finds it).
 */
export const idempotencyKeyFx = attach({
  source: $checkoutStorage,
  effect: createEffect(async ({ storage, slot, scope, body }: { storage: KeyValueStorage | null; slot: string; scope: string; body: string }) => {
    const stored = readIdempotencyRecord(storage, slot);
    if (stored && stored.scope === scope && stored.body === body) return stored.key;
    const key = await newIdempotencyKeyFx();
    const record: IdempotencyRecord = { scope, body, key };
    storage?.setItem(slot, JSON.stringify(record));
    return key;
  }),
  mapParams: (params: { slot: string; scope: string; body: string }, storage) => ({ storage, ...params }),
});

/** The request had its answer (an order, or a refusal the API keeps for the key): the next one needs a new key. */
export const forgetIdempotencyKeyFx = attach({
  source: $checkoutStorage,
  effect: (storage, slot: string) => storage?.removeItem(slot),
});

export const readPlacedOrderFx = attach({ source: $checkoutStorage, effect: (storage) => readPlacedOrder(storage) });

export const storePlacedOrderFx = attach({
  source: $checkoutStorage,
  effect: (storage, order: PlacedOrder | null) => {
    if (order === null) storage?.removeItem(CHECKOUT_STORAGE_KEYS.placedOrder);
    else storage?.setItem(CHECKOUT_STORAGE_KEYS.placedOrder, JSON.stringify(order));
  },
});
