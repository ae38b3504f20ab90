import { describe, expect, it } from 'vitest';
import type { CartDiscount } from '../../contract';
import { cartOf } from './test-support';
import { cartBadgeText, freeShippingDiscountOf, freeShippingOf, overallDeliveryMaxDays, sellerGroupsOf, subtotalOf } from './totals';

const freeShipping = (minimum: number | null): CartDiscount => ({ type: 'free_shipping', minimum_order_value: minimum });

describe('§9 cart figures', () => {
  it('subtotal = sum of price × quantity, two decimals', () => {
    expect(subtotalOf([{ price: 0.1, quantity: 3 }, { price: 19.99, quantity: 2 }])).toBe(40.28);
  });

  it("the badge shows the count, '99+' above 99", () => {
    expect([0, 99, 100].map(cartBadgeText)).toEqual(['0', '99', '99+']);
  });

  it('free shipping from 19.90 EUR by default; progress a whole percent and the amount still missing', () => {
    expect(freeShippingOf(10, [], true)).toEqual({ threshold: 19.9, discount: null, hasFreeShipping: false, progress: 50, remaining: 9.9 });
    expect(freeShippingOf(19.9, [], true)).toMatchObject({ hasFreeShipping: true, progress: 100, remaining: 0 });
  });

  it("progress is capped at 100 %", () => {
    expect(freeShippingOf(80, [], true).progress).toBe(100);
  });

  it('else the minimum order value of the lowest free_shipping discount in the cart', () => {
    const discounts = [freeShipping(30), { type: 'percentage', minimum_order_value: 5, code: 'X' } as CartDiscount, freeShipping(14.9)];
    expect(freeShippingDiscountOf(discounts)).toEqual(freeShipping(14.9));
    expect(freeShippingOf(14.9, discounts, true)).toMatchObject({ threshold: 14.9, hasFreeShipping: true });
    expect(freeShippingOf(0, [freeShipping(null)], true)).toMatchObject({ threshold: 0, hasFreeShipping: true, progress: 100 });
  });

  it('an empty cart has no free shipping and no progress', () => {
    expect(freeShippingOf(0, [], false)).toMatchObject({ hasFreeShipping: false, progress: 0, remaining: 19.9 });
  });

  it('the overall delivery estimate is the longest upper bound, 4 days when there is none', () => {
    expect(overallDeliveryMaxDays([{ deliveryEstimate: '2-4' }, { deliveryEstimate: '3-6' }, { deliveryEstimate: '1-2' }])).toBe(6);
    expect(overallDeliveryMaxDays([])).toBe(4);
  });
});

describe('§2 cart drawer: items grouped by seller', () => {
  it('each group has its items, a count and a delivery estimate from the longest bounds; more than one seller is several deliveries', () => {
    const cart = cartOf([
      { offer_id: 11, quantity: 2 },
      { offer_id: 12, quantity: 1 },
      { offer_id: 13, quantity: 1 },
    ]);
    const groups = sellerGroupsOf([...cart.items, { ...cart.items[0]!, id: 9, offer_id: 99, deliveryEstimate: '3-3', quantity: 1 }]);
    expect(groups.map(({ seller, count, deliveryEstimate, items }) => [seller, count, deliveryEstimate, items.length])).toEqual([
      ['Loja Oficial', 3, '3-4', 2],
      ['Beleza Norte', 1, '3-6', 1],
      ['Casa Sul', 1, '1-2', 1],
    ]);
  });
});
