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

/**
 * Which return gives back a parcel's delivery (Directive 2011/83/EU art. 13; decision documented in
 * api/README.md, Returns). When every unit of a parcel is asked back by requests still standing (not rejected)
 * and at least one of them is a withdrawal (a reason other than FAULTY_RETURN_REASONS), the shopper has
 * withdrawn from that parcel's purchase and its delivery is owed: the request that completed the parcel (the
 * newest not yet refunded) carries it, and keeps it while the parcel stays complete. A parcel returned only as
 * faulty keeps the guarantee's rule (the items' prices). A marketplace order is one parcel per seller, each
 * with its own delivery, so withdrawing a whole seller's parcel gives back that parcel's delivery.
 * A delivery already refunded stays refunded.
 */
export type ParcelReturns = {
  /** Units the parcel holds. */
  bought: number;
  /** The return carrying the delivery now, and whether it was refunded. */
  carrier: { id: number; refunded: boolean } | null;
  /** The standing requests with units of this parcel, oldest first. */
  returns: { id: number; refunded: boolean; quantity: number; withdrawal: boolean }[];
};

export function deliveryCarrier(parcel: ParcelReturns): number | null {
  if (parcel.carrier?.refunded) return parcel.carrier.id;
  const asked = parcel.returns.reduce((sum, entry) => sum + entry.quantity, 0);
  if (asked < parcel.bought || !parcel.returns.some((entry) => entry.withdrawal)) return null;
  if (parcel.carrier && parcel.returns.some((entry) => entry.id === parcel.carrier!.id)) return parcel.carrier.id;
  return parcel.returns.filter((entry) => !entry.refunded).at(-1)?.id ?? null;
}

/**
 * What a withdrawn parcel's delivery gives back, in cents: the fee paid, up to what the seller's standard
 * method cost that order (art. 13(2): the extra cost of a faster method the shopper chose stays theirs; a
 * standard delivery that was free gives nothing back).
 */
export const deliveryRefundCents = (parcel: { fee: number; standardFee: number }): number => Math.max(0, Math.min(parcel.fee, parcel.standardFee));
