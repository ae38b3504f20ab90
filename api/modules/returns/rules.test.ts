import { describe, expect, it } from 'vitest';
import { splitRefund } from './rules';

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
