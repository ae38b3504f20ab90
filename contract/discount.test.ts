import { describe, expect, it } from 'vitest';
import { Discount, DiscountListResponse, isVipDiscount } from './discount';
import { discount, issuePaths } from './test-examples';

const vip = {
  ...discount,
  discountables: [{ name: 'Clientes VIP', type: 'customer', discountable_type: 'App\\Models\\Customer', translations: [{ locale: 'en', name: 'VIP customers' }] }],
} as const;

describe('§3 discount', () => {
  it('a list of coupons parses, fixed and free shipping included', () => {
    const list = [discount, { ...discount, discount_type: 'fixed', value: 5 }, { ...discount, discount_type: 'free_shipping', value: 0, max_usage: null, end_date: null }];
    expect(DiscountListResponse.safeParse({ data: list }).error).toBeUndefined();
  });

  it('a coupon for customers is VIP exclusive (§2)', () => {
    expect(isVipDiscount(Discount.parse(vip))).toBe(true);
    expect(isVipDiscount(discount)).toBe(false);
  });

  it.each([
    { rule: 'discount_type is percentage, fixed or free_shipping', path: 'discount_type', value: { ...discount, discount_type: 'bogo' } },
    { rule: 'a percentage is at most 100', path: 'value', value: { ...discount, value: 120 } },
    { rule: 'discount_uuid must be a UUID', path: 'discount_uuid', value: { ...discount, discount_uuid: 'VERAO10' } },
    { rule: 'discountable type is offer, campaign, segment, category or customer', path: 'discountables.0.type', value: { ...discount, discountables: [{ ...discount.discountables[0], type: 'brand' }] } },
    { rule: 'end_date is an ISO date-time', path: 'end_date', value: { ...discount, end_date: '01/01/2030' } },
  ])('$rule', ({ value, path }) => {
    expect(issuePaths(Discount, value)).toContain(path);
  });
});
