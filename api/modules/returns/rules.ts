/**
 * How a return refunded by the original method is split when its order was paid partly (or wholly) with
 * store credit. Every amount is in cents.
 *
 * Decision (documented in api/README.md, Returns): the credit the order used goes back first, as store
 * credit, and only the rest through the payment's own refund. Credit is what the shop can give back at
 * once and without a gateway fee, and it is what the customer actually spent of the order's credit part;
 * sending it through the payment would refund money the customer never paid by it. Across several returns
 * of one order:
 * - the credit given back (by every return of the order, a `store_credit` one included) never exceeds the
 *   credit the order used;
 * - the money refunded never exceeds the payment, less whatever credit went back beyond the credit used
 *   (a `store_credit` return larger than the order's credit was partly paid by money);
 * - an order paid entirely with credit has no money to return: everything goes back as credit.
 * A return larger than what is left of both (line prices can add up to more than a discounted order was
 * paid) gets what is left and no more.
 */

export type RefundSplitInput = {
  /** The return's amount. */
  amount: number;
  /** The store credit the order used. */
  orderCredit: number;
  /** Credit already given back by the order's other returns. */
  creditBack: number;
  /** What the order's payment took (0: paid entirely with credit). */
  payment: number;
  /** Money already refunded of that payment. */
  moneyBack: number;
};

export type RefundSplit = { credit: number; money: number };

export function splitRefund(input: RefundSplitInput): RefundSplit {
  const creditLeft = Math.max(0, input.orderCredit - input.creditBack);
  const creditBeyondUsed = Math.max(0, input.creditBack - input.orderCredit);
  const moneyLeft = Math.max(0, input.payment - input.moneyBack - creditBeyondUsed);
  const credit = Math.min(input.amount, creditLeft);
  return { credit, money: Math.min(input.amount - credit, moneyLeft) };
}
