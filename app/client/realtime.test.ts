import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { discount } from '../../contract/test-examples';
import { $discounts, discountsInitialised, fetchDiscountsFx } from '../../features/discounts';
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
  return { factory, joined, deliver: (channel: string, event: string, payload: unknown) => options!.onMessage({ channel, event, payload }) };
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
