import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { purchase } from '../../features/analytics';
import { fetchCsrfCookieFx } from '../../features/auth';
import { CART_STORAGE_KEYS, applyCouponFx, fetchCartFx } from '../../features/cart';
import { fetchDiscountsFx } from '../../features/discounts';
import { SESSION as FIXTURE_SESSION_ID, cart, discount } from '../../contract/test-examples';
import { CART_CHANNEL_NAME, PENDING_COUPON_KEY, startCommerce, type CartChannel } from './commerce';

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key), map };
}

function fakeChannel() {
  const listeners: ((event: { data: unknown }) => void)[] = [];
  const posted: unknown[] = [];
  const channel: CartChannel = {
    postMessage: (message) => void posted.push(message),
    addEventListener: (_type, listener) => void listeners.push(listener),
    close: () => undefined,
  };
  return { channel, posted, deliver: (data: unknown) => listeners.forEach((listener) => listener({ data })) };
}

function commerceScope() {
  const loads: string[] = [];
  const applied: string[] = [];
  const scope = fork({
    handlers: [
      [fetchCartFx, async ({ id }: { id: string }) => (loads.push(id), cart)],
      [fetchDiscountsFx, async () => [discount]],
      // Cookie mode: a write asks for the CSRF cookie first.
      [fetchCsrfCookieFx, async () => undefined],
      [applyCouponFx, async ({ code }: { code: string }) => (applied.push(code), cart)],
    ],
  });
  return { scope, loads, applied };
}

describe(`the browser's commerce start (app/client/commerce.ts, channel ${CART_CHANNEL_NAME})`, () => {
  it("loads the stored cart, and again when another tab says its cart changed — not when this tab already holds that version", async () => {
    const { scope, loads } = commerceScope();
    const channel = fakeChannel();
    const storage = memoryStorage({ [CART_STORAGE_KEYS.cartUuid]: cart.cart_uuid, [CART_STORAGE_KEYS.sessionId]: FIXTURE_SESSION_ID });
    await startCommerce(scope, { storage, sessionStorage: memoryStorage(), clipboard: null, dataLayer: null, channel: channel.channel });
    await settle();
    expect(loads).toEqual([cart.cart_uuid]);

    channel.deliver({ type: 'cart-changed', cartUuid: cart.cart_uuid, version: cart.version });
    await settle();
    expect(loads).toHaveLength(1);

    channel.deliver({ type: 'cart-changed', cartUuid: cart.cart_uuid, version: cart.version + 1 });
    await settle();
    expect(loads).toEqual([cart.cart_uuid, cart.cart_uuid]);
  });

  it('applies a coupon a /discount/{code} link left for this tab once a cart exists, and forgets it', async () => {
    const { scope, applied } = commerceScope();
    const sessionStorage = memoryStorage({ [PENDING_COUPON_KEY]: 'VERAO10' });
    const storage = memoryStorage({ [CART_STORAGE_KEYS.cartUuid]: cart.cart_uuid, [CART_STORAGE_KEYS.sessionId]: FIXTURE_SESSION_ID });
    await startCommerce(scope, { storage, sessionStorage, clipboard: null, dataLayer: null, channel: null });
    await settle();
    expect(applied).toEqual(['VERAO10']);
    expect(sessionStorage.map.has(PENDING_COUPON_KEY)).toBe(false);
  });

  it('§7 purchase is pushed once per order: a page loaded again with the same localStorage sends nothing more', async () => {
    const storage = memoryStorage();
    const order = {
      transaction_id: 'order-1',
      value: 25.4,
      shipping: 6.4,
      tax: 4.75,
      coupon: null,
      customer_type: 'guest' as const,
      customer_email: 'rita@example.pt',
      currency: 'EUR' as const,
      items: [],
    };
    const purchasesOnLoad = async () => {
      const pushed: object[] = [];
      const { scope } = commerceScope();
      await startCommerce(scope, { storage, sessionStorage: memoryStorage(), clipboard: null, dataLayer: { push: (entry) => void pushed.push(entry) }, channel: null });
      await allSettled(purchase, { scope, params: order });
      return pushed.filter((entry) => (entry as { event?: string }).event === 'purchase');
    };
    expect(await purchasesOnLoad()).toHaveLength(1);
    expect(await purchasesOnLoad()).toEqual([]);
  });
});
