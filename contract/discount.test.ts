import { describe, expect, it } from 'vitest';
import { Discount, DiscountListResponse, couponAmount, couponRejection, isVipDiscount, isWithinDates, normalizeCouponCode } from './discount';
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

describe('§5 coupon rules shared by the storefront and the api', () => {
  const base = { is_valid: true, is_active: true, minimum_order_value: null, max_usage: null, usage_count: 0 };
  it('checks expired or inactive first, then the minimum, then the usage limit', () => {
    expect(couponRejection({ ...base, is_active: false, minimum_order_value: 50, max_usage: 1, usage_count: 1 }, 10)).toBe('expired');
    expect(couponRejection({ ...base, is_valid: false }, 10)).toBe('expired');
    expect(couponRejection({ ...base, minimum_order_value: 50, max_usage: 1, usage_count: 1 }, 49.99)).toBe('minimumRequired');
    expect(couponRejection({ ...base, minimum_order_value: 50, max_usage: 1, usage_count: 1 }, 50)).toBe('limitReached');
    expect(couponRejection({ ...base, minimum_order_value: 50, max_usage: 2, usage_count: 1 }, 50)).toBeNull();
  });
  it('normalises look-alike codes to one code', () => {
    expect(normalizeCouponCode('ｖｅｒａｏ10')).toBe('VERAO10');
    expect(normalizeCouponCode('VER\u200BAO10 ')).toBe('VERAO10');
    expect(normalizeCouponCode('verao10')).toBe('VERAO10');
  });
  it('a coupon is valid inside its dates', () => {
    const now = Date.parse('2026-06-10T00:00:00Z');
    expect(isWithinDates({ start_date: null, end_date: null }, now)).toBe(true);
    expect(isWithinDates({ start_date: '2026-06-11T00:00:00Z', end_date: null }, now)).toBe(false);
    expect(isWithinDates({ end_date: '2026-06-09T00:00:00Z' }, now)).toBe(false);
  });
  it('takes a percentage or a fixed value off the subtotal, never below zero', () => {
    expect(couponAmount({ discount_type: 'percentage', value: 10 }, 45.5)).toBe(4.55);
    expect(couponAmount({ discount_type: 'fixed', value: 5 }, 3)).toBe(3);
    expect(couponAmount({ discount_type: 'free_shipping', value: 0 }, 30)).toBe(0);
  });
});
