import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { discount, product } from '../../contract/test-examples';
import { $discounts, discountsInitialised, fetchDiscountsFx } from '../../features/discounts';
import { $product, fetchProductFx, fetchRelatedProductsFx, productPageOpened, refreshProductFx } from '../../features/product';
import { $realtimeConfig, channelKeyOf } from '../../features/realtime';
import type { RealtimeClientFactory, RealtimeClientOptions } from '../../features/realtime';
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

describe('a dropped connection that comes back (beyond the spec: channels keep no history)', () => {
  it('reads the coupons and the product page again, once per return, not on the first connect', async () => {
    const client = fakeClient();
    const reads: string[] = [];
    const scope = fork({
      values: [[$realtimeConfig, { appKey: 'storefront-dev-key', url: 'http://localhost:8000' }]],
      handlers: [
        [fetchDiscountsFx, async () => (reads.push('coupons'), [summer])],
        [fetchProductFx, async () => product],
        [fetchRelatedProductsFx, async () => []],
        [refreshProductFx, async () => (reads.push('product'), { ...product, name: 'Lido de novo' })],
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
    expect(scope.getState($product)?.name).toBe('Lido de novo');
  });
});
