import { attach, createEffect, createStore } from 'effector';
import { SESSION_ID_ALPHABET, SESSION_ID_LENGTH, STORAGE_KEYS, isSessionId, isUuid } from '../../contract/constants';
import type { KeyValueStorage } from '../auth';

/**
 * §3 client-stored cart keys (contract `STORAGE_KEYS`): `cart.uuid` (the cart once the API created it),
 * `cart.sessionId` (the guest session, 40 lowercase alphanumerics) and `cart.customerId` (the signed-in
 * customer the cart belongs to).
 */
export const CART_STORAGE_KEYS = {
  cartUuid: STORAGE_KEYS.cartUuid,
  sessionId: STORAGE_KEYS.sessionId,
  customerId: STORAGE_KEYS.customerId,
} as const;

/**
 * Beyond the spec: the session whose first save (the one that creates the cart) went out without its
 * answer arriving — the page was left or the network dropped while it was on its way. The API may hold
 * that cart although the browser never learnt its id; the next load asks for it by the session.
 */
export const CART_SAVE_PENDING_KEY = 'cart.savePending';

/** Injected per scope like `$authStorage` (the browser passes localStorage); null on the server, where nothing is stored. */
export const $cartStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });

/** The stored keys as read, each checked: a value of the wrong shape reads as absent. */
export interface StoredCart {
  cartUuid: string | null;
  sessionId: string | null;
  customerId: number | null;
  /** The stored session's first save went out unanswered (see `CART_SAVE_PENDING_KEY`). */
  savePending?: boolean;
}

export function readStoredCart(storage: Pick<KeyValueStorage, 'getItem'> | null): StoredCart {
  const uuid = storage?.getItem(CART_STORAGE_KEYS.cartUuid);
  const session = storage?.getItem(CART_STORAGE_KEYS.sessionId);
  const customer = Number(storage?.getItem(CART_STORAGE_KEYS.customerId) ?? NaN);
  const stored: StoredCart = {
    cartUuid: isUuid(uuid) ? uuid : null,
    sessionId: isSessionId(session) ? session : null,
    customerId: Number.isInteger(customer) && customer > 0 ? customer : null,
  };
  // Only a mark of this session counts (one left by an older session says nothing about this one).
  if (stored.sessionId !== null && storage?.getItem(CART_SAVE_PENDING_KEY) === stored.sessionId) stored.savePending = true;
  return stored;
}

/**
 * §9 session id: 40 random lowercase alphanumerics. Bytes at or above the largest multiple of 36 are
 * skipped, so every character is equally likely.
 */
export function createSessionId(randomBytes: (count: number) => Uint8Array = (count) => crypto.getRandomValues(new Uint8Array(count))): string {
  const alphabet = SESSION_ID_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let id = '';
  while (id.length < SESSION_ID_LENGTH) {
    for (const byte of randomBytes(SESSION_ID_LENGTH * 2)) {
      if (byte >= limit) continue;
      id += alphabet[byte % alphabet.length];
      if (id.length === SESSION_ID_LENGTH) break;
    }
  }
  return id;
}

export const readStoredCartFx = attach({ source: $cartStorage, effect: (storage) => readStoredCart(storage) });

/** A fresh session id (tests replace this effect's handler to get a known one). */
export const newSessionIdFx = createEffect(() => createSessionId());

const writeOrRemove = (storage: KeyValueStorage | null, key: string, value: string | null) => {
  if (value === null) storage?.removeItem(key);
  else storage?.setItem(key, value);
};

export const storeCartUuidFx = attach({
  source: $cartStorage,
  effect: (storage, uuid: string | null) => writeOrRemove(storage, CART_STORAGE_KEYS.cartUuid, uuid),
});
export const storeSessionIdFx = attach({
  source: $cartStorage,
  effect: (storage, sessionId: string | null) => writeOrRemove(storage, CART_STORAGE_KEYS.sessionId, sessionId),
});
export const storeCustomerIdFx = attach({
  source: $cartStorage,
  effect: (storage, customerId: number | null) => writeOrRemove(storage, CART_STORAGE_KEYS.customerId, customerId === null ? null : String(customerId)),
});

/** Marks (a session id) or clears (null) the first save of a session going out unanswered. */
export const storeSavePendingFx = attach({
  source: $cartStorage,
  effect: (storage, sessionId: string | null) => writeOrRemove(storage, CART_SAVE_PENDING_KEY, sessionId),
});
