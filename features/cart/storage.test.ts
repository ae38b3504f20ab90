import { describe, expect, it } from 'vitest';
import { SessionId, STORAGE_KEYS } from '../../contract';
import { CART_STORAGE_KEYS, createSessionId, readStoredCart } from './storage';
import { memoryStorage, uuidOf } from './test-support';

describe('§3 client-stored cart keys', () => {
  it('are the contract keys cart.uuid, cart.sessionId and cart.customerId', () => {
    expect(CART_STORAGE_KEYS).toEqual({ cartUuid: STORAGE_KEYS.cartUuid, sessionId: STORAGE_KEYS.sessionId, customerId: STORAGE_KEYS.customerId });
    expect(Object.values(CART_STORAGE_KEYS)).toEqual(['cart.uuid', 'cart.sessionId', 'cart.customerId']);
  });

  it('read back checked: a value of the wrong shape reads as absent', () => {
    const good = memoryStorage({ 'cart.uuid': uuidOf(5), 'cart.sessionId': 'b'.repeat(40), 'cart.customerId': '31' });
    expect(readStoredCart(good)).toEqual({ cartUuid: uuidOf(5), sessionId: 'b'.repeat(40), customerId: 31 });
    const bad = memoryStorage({ 'cart.uuid': 'nope', 'cart.sessionId': 'B'.repeat(40), 'cart.customerId': '-3' });
    expect(readStoredCart(bad)).toEqual({ cartUuid: null, sessionId: null, customerId: null });
    expect(readStoredCart(null)).toEqual({ cartUuid: null, sessionId: null, customerId: null });
  });
});

describe('§9 session id', () => {
  it('is 40 random lowercase alphanumerics', () => {
    const ids = Array.from({ length: 50 }, () => createSessionId());
    for (const id of ids) expect(SessionId.safeParse(id).success).toBe(true);
    expect(new Set(ids).size).toBe(50);
  });

  it('skips bytes that would favour the first letters (every character equally likely)', () => {
    // 252..255 would map to 'a'..'d' a fifth more often than the rest: they are skipped.
    let call = 0;
    const id = createSessionId((count) => new Uint8Array(count).fill(call++ === 0 ? 255 : 1));
    expect(id).toBe('b'.repeat(40));
  });
});
