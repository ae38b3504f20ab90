import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { cart, discount, product, user } from '../../contract/test-examples';
import { $authMode, $user } from '../../features/auth';
import { $cart, $sessionId, removeCouponFx } from '../../features/cart';
import { $appliedCode, $discounts, DISCOUNTS_TEXT_KEYS, discountsInitialised, fetchDiscountsFx } from '../../features/discounts';
import { $product, fetchProductFx, productPageOpened, refreshProductFx } from '../../features/product';
import { $realtimeConfig, channelKeyOf } from '../../features/realtime';
import type { RealtimeClientFactory, RealtimeClientOptions } from '../../features/realtime';
import { $toasts } from '../../features/toasts';
import { startRealtime } from './realtime';

function fakeClient() {
  const joined: string[] = [];
  let options: RealtimeClientOptions | null = null;
  const factory: RealtimeClientFactory = async (given) => {
    options = given;
    return { subscribe: (channel) => void joined.push(channelKeyOf(channel)), leave: () => undefined, disconnect: () => undefined };
  };
  return {
    factory,
    joined,
    deliver: (channel: string, event: string, payload: unknown) => options!.onMessage({ channel, event, payload }),
    state: (state: Parameters<RealtimeClientOptions['onStateChange']>[0]) => options!.onStateChange(state),
  };
}

const silent = { warn: () => undefined };
const summer = { ...discount, code: 'VERAO10' };
const autumn = { ...discount, discount_uuid: '00000000-0000-4000-8000-0000000000aa', code: 'OUTONO5', value: 5 };

describe('§4 Discounts over the discount_list channel', () => {
  it('after hydration the page joins discount_list, and its UpdateDiscounts reach the coupons list', async () => {
    const client = fakeClient();
    const scope = fork({
      values: [[$realtimeConfig, { appKey: 'storefront-dev-key', url: 'http://localhost:8000' }]],
      handlers: [[fetchDiscountsFx, async () => [summer, autumn]]],
    });
    await allSettled(discountsInitialised, { scope });
    await startRealtime(scope, { secure: false, factory: client.factory, logger: silent });
    expect(client.joined).toEqual(['discount_list']);

    client.deliver('discount_list', 'UpdateDiscounts', JSON.stringify({ message: { ...summer, is_active: false } }));
    client.deliver('discount_list', 'UpdateDiscounts', { message: { ...autumn, value: 7 } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($discounts)).toEqual([{ ...autumn, value: 7 }]);
  });
});

describe("§4 Discounts for a signed-in customer: the VIP coupons' private channels (beyond the spec)", () => {
  it("a VIP coupon switched off on the customer's own channel leaves the list, and the applied one is cleared with its toast", async () => {
    const client = fakeClient();
    const vip = {
      ...discount,
      discount_uuid: '00000000-0000-4000-8000-0000000000bb',
      code: 'VIP20',
      value: 20,
      minimum_order_value: null,
      discountables: [{ name: 'Clientes VIP', type: 'customer' as const, discountable_type: 'App\\Models\\Customer', translations: [] }],
    };
    const applied = { ...cart, customer_id: user.customer_id, discounts: [{ type: vip.discount_type, minimum_order_value: null, discount_uuid: vip.discount_uuid, code: vip.code, value: vip.value }] };
    const removed: string[] = [];
    const scope = fork({
      values: [
        [$realtimeConfig, { appKey: 'storefront-dev-key', url: 'http://localhost:8000' }],
        [$user, user],
        [$authMode, 'token'],
        [$cart, applied],
        [$sessionId, cart.session_id],
      ],
      handlers: [
        [fetchDiscountsFx, async () => [summer, vip]],
        [removeCouponFx, async () => (removed.push('remove'), { ...applied, discounts: [], version: 2 })],
      ],
    });
    await allSettled(discountsInitialised, { scope });
    expect(scope.getState($appliedCode)).toBe('VIP20');
    await startRealtime(scope, { secure: false, factory: client.factory, logger: silent });
    expect(client.joined).toEqual(['discount_list', 'private-discounts.customers', `private-discounts.customer.${user.id}`]);

    client.deliver(`private-discounts.customer.${user.id}`, 'UpdateDiscounts', JSON.stringify({ message: { ...vip, is_active: false } }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scope.getState($discounts)).toEqual([summer]);
    expect(removed).toEqual(['remove']);
    expect(scope.getState($appliedCode)).toBeNull();
    expect(scope.getState($toasts).map(({ level, title }) => ({ level, title }))).toContainEqual({ level: 'error', title: { key: DISCOUNTS_TEXT_KEYS.appliedDeactivated } });
  });
});

describe('a dropped connection that comes back (beyond the spec: channels keep no history)', () => {
  it('reads the coupons and the product page again, once per return, not on the first connect', async () => {
    const client = fakeClient();
    const reads: string[] = [];
    const scope = fork({
      values: [[$realtimeConfig, { appKey: 'storefront-dev-key', url: 'http://localhost:8000' }]],
      handlers: [
        [fetchDiscountsFx, async () => (reads.push('coupons'), [summer])],
        [fetchProductFx, async () => product],
        [refreshProductFx, async () => (reads.push('product'), { ...product, discountEndsAt: '2026-12-24T23:59:59.000Z' })],
      ],
    });
    await allSettled(discountsInitialised, { scope });
    await allSettled(productPageOpened, { scope, params: { slug: product.slug, locale: 'pt' } });
    await startRealtime(scope, { secure: false, factory: client.factory, logger: silent });
    reads.length = 0;
    client.state('connecting');
    client.state('connected');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads).toEqual([]);

    client.state('unavailable');
    client.state('connecting');
    client.state('connected');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads.sort()).toEqual(['coupons', 'product']);
    expect(scope.getState($product)?.discountEndsAt).toBe('2026-12-24T23:59:59.000Z');
  });
});
