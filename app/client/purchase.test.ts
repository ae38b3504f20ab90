import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $checkoutStorage, guardFailed, navigateTo, purchasePathLeft } from '../../features/checkout';
import { startPurchase } from './purchase';
import type { PurchaseEnvironment } from './purchase';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

function fakeBrowser(pathname: string) {
  const visits: Array<{ to: string; replace: boolean }> = [];
  let listener: ((path: string) => void) | null = null;
  const env: PurchaseEnvironment = {
    storage: memoryStorage(),
    pathname: () => pathname,
    onPathChange: (next) => {
      listener = next;
      return () => (listener = null);
    },
    navigate: (to, options) => void visits.push({ to, replace: options?.replace ?? false }),
  };
  return { env, visits, go: (path: string) => listener?.(path) };
}

describe("the browser's purchase start (app/client/purchase.ts)", () => {
  it('hands session storage to the checkout and follows its navigations', async () => {
    const scope = fork();
    const browser = fakeBrowser('/product/vestido');
    await startPurchase(scope, browser.env);
    expect(scope.getState($checkoutStorage)).toBe(browser.env.storage);
    await allSettled(navigateTo, { scope, params: '/en/payment/sibs/mbway' });
    expect(browser.visits).toEqual([{ to: '/en/payment/sibs/mbway', replace: false }]);
  });

  it('§6: a checkout the guard refused is replaced by the cart, with the reason', async () => {
    const scope = fork();
    const browser = fakeBrowser('/checkout/0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10');
    await startPurchase(scope, browser.env);
    await allSettled(guardFailed, { scope, params: { cartUuid: '0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10', reason: 'foreign' } });
    expect(browser.visits).toEqual([{ to: '/cart/0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10?checkout=foreign', replace: true }]);
  });

  it('§2 purchase flow: leaving /checkout, /cart and /payment for another page cleans the caches, moving within them does not', async () => {
    const scope = fork();
    const browser = fakeBrowser('/checkout/0b7e2f4c-9a51-4c7e-8d3a-2f6b1c9e4a10');
    let left = 0;
    createWatch({ unit: purchasePathLeft, scope, fn: () => (left += 1) });
    await startPurchase(scope, browser.env);
    browser.go('/payment/sibs/mbway');
    await allSettled(scope);
    expect(left).toBe(0);
    browser.go('/product/vestido');
    await allSettled(scope);
    expect(left).toBe(1);
  });
});

describe('§6 the guard reason on the cart page (app/pages/checkout/guard.ts)', () => {
  it("reads each of the model's reasons from the cart's query, and nothing else", async () => {
    const { CHECKOUT_GUARD_REASONS } = await import('../../features/checkout');
    const { guardReasonOf } = await import('../pages/checkout/guard');
    for (const reason of CHECKOUT_GUARD_REASONS) expect(guardReasonOf(`?checkout=${reason}`)).toBe(reason);
    expect(guardReasonOf('?checkout=other')).toBeNull();
    expect(guardReasonOf('')).toBeNull();
  });
});
