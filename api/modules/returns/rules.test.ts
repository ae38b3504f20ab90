import { describe, expect, it } from 'vitest';
import { deliveryCarrier, deliveryRefundCents, splitRefund } from './rules';

describe('a return refunded by the original method on an order paid partly with credit', () => {
  const order = { orderCredit: 3000, payment: 5000 };

  it('gives back the credit the order used first, then money', () => {
    expect(splitRefund({ ...order, amount: 4000, creditBack: 0, moneyBack: 0 })).toEqual({ credit: 3000, money: 1000 });
    expect(splitRefund({ ...order, amount: 2000, creditBack: 0, moneyBack: 0 })).toEqual({ credit: 2000, money: 0 });
    expect(splitRefund({ ...order, amount: 2000, creditBack: 2000, moneyBack: 0 })).toEqual({ credit: 1000, money: 1000 });
  });

  it('never more credit than the order used, never more money than the payment', () => {
    expect(splitRefund({ ...order, amount: 4000, creditBack: 3000, moneyBack: 1000 })).toEqual({ credit: 0, money: 4000 });
    expect(splitRefund({ ...order, amount: 4000, creditBack: 3000, moneyBack: 4000 })).toEqual({ credit: 0, money: 1000 });
    // A store-credit return larger than the order's credit took the rest from what the payment paid.
    expect(splitRefund({ ...order, amount: 4000, creditBack: 5000, moneyBack: 0 })).toEqual({ credit: 0, money: 3000 });
    expect(splitRefund({ ...order, amount: 1000, creditBack: 8000, moneyBack: 0 })).toEqual({ credit: 0, money: 0 });
  });

  it('an order paid entirely with credit has no money to give: all of it back as credit', () => {
    expect(splitRefund({ amount: 2500, orderCredit: 5000, creditBack: 0, payment: 0, moneyBack: 0 })).toEqual({ credit: 2500, money: 0 });
    expect(splitRefund({ amount: 2500, orderCredit: 5000, creditBack: 2500, payment: 0, moneyBack: 0 })).toEqual({ credit: 2500, money: 0 });
  });
});

describe('which return gives back a parcel’s delivery (right of withdrawal)', () => {
  const request = (id: number, quantity: number, withdrawal = true, refunded = false) => ({ id, quantity, withdrawal, refunded });

  it('a withdrawal of every unit of the parcel carries its delivery; a partial one does not', () => {
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 2)] })).toBe(1);
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 1)] })).toBeNull();
  });

  it('the request that completes the parcel carries it, the earlier one keeps its items only', () => {
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 1), request(2, 1)] })).toBe(2);
    // Once carried, a later decision keeps it where it is while the parcel stays complete.
    expect(deliveryCarrier({ bought: 2, carrier: { id: 1, refunded: false }, returns: [request(1, 1), request(2, 1)] })).toBe(1);
    // The first one refunded already: the open one that completed it carries it.
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 1, true, true), request(2, 1)] })).toBe(2);
  });

  it('a parcel returned only as faulty keeps the guarantee’s rule; one withdrawal among its returns makes it a withdrawal', () => {
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 2, false)] })).toBeNull();
    expect(deliveryCarrier({ bought: 2, carrier: null, returns: [request(1, 1, false), request(2, 1, true)] })).toBe(2);
  });

  it('a rejection that leaves the parcel incomplete takes the delivery back, unless it was refunded already', () => {
    expect(deliveryCarrier({ bought: 2, carrier: { id: 2, refunded: false }, returns: [request(2, 1)] })).toBeNull();
    expect(deliveryCarrier({ bought: 2, carrier: { id: 2, refunded: true }, returns: [request(2, 1, true, true)] })).toBe(2);
  });

  it('gives back the fee paid up to the standard method’s cost: a faster method’s extra stays the shopper’s, a free standard gives nothing', () => {
    expect(deliveryRefundCents({ fee: 399, standardFee: 399 })).toBe(399);
    expect(deliveryRefundCents({ fee: 699, standardFee: 399 })).toBe(399);
    expect(deliveryRefundCents({ fee: 699, standardFee: 0 })).toBe(0);
    expect(deliveryRefundCents({ fee: 0, standardFee: 399 })).toBe(0);
  });
});
