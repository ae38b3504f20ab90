import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Discount, DiscountListResponse, MessageBody, UpdateDiscounts } from '../contract';
import {
  MOCK_API_ORIGIN,
  discountEndingInHours,
  discountEndingInMinutes,
  discountList,
  discountListEmpty,
  discountListError,
  discountListLoading,
  discountListSlow,
  discountListWithoutData,
  discountOpenEnded,
  discountUpdates,
  discounts,
  handlers,
} from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const get = async () => {
  const response = await fetch(`${MOCK_API_ORIGIN}/v1/discounts`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('discount fixtures beyond the default list', () => {
  it('parse with the contract: extra coupons and the UpdateDiscounts messages', () => {
    for (const coupon of [discountEndingInHours, discountEndingInMinutes, discountOpenEnded]) expect(Discount.safeParse(coupon).error).toBeUndefined();
    for (const update of Object.values(discountUpdates)) expect(UpdateDiscounts.safeParse(update).error).toBeUndefined();
  });

  it('the update messages are a deactivation, a change of a listed code and a code not listed', () => {
    const codes = discounts.map((d) => d.code);
    expect(discountUpdates.deactivated.message.is_active).toBe(false);
    expect(codes).toContain(discountUpdates.changed.message.code);
    expect(codes).not.toContain(discountUpdates.added.message.code);
  });
});

describe('discount list mocks (§7 GET v1/discounts → {data})', () => {
  it('the default answers every fixture coupon', async () => {
    expect(DiscountListResponse.parse((await get()).body).data).toEqual(discounts);
  });

  it('a chosen list, an empty one, and one without data', async () => {
    server.use(discountList([discountOpenEnded]));
    expect(DiscountListResponse.parse((await get()).body).data).toEqual([discountOpenEnded]);
    server.use(discountListEmpty());
    expect(DiscountListResponse.parse((await get()).body).data).toEqual([]);
    server.use(discountListWithoutData());
    expect((await get()).body).toEqual({});
  });

  it('an error answers {message} with its status', async () => {
    server.use(discountListError(503, 'Service Unavailable'));
    const { status, body } = await get();
    expect(status).toBe(503);
    expect(MessageBody.parse(body).message).toBe('Service Unavailable');
  });

  it('loading never answers; slow answers later', async () => {
    server.use(discountListLoading());
    await expect(fetch(`${MOCK_API_ORIGIN}/v1/discounts`, { signal: AbortSignal.timeout(150) })).rejects.toThrow();
    server.use(discountListSlow(60, [discountEndingInHours]));
    const started = Date.now();
    expect(DiscountListResponse.parse((await get()).body).data).toEqual([discountEndingInHours]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(50);
  });
});
