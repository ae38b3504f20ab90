import {
  CURRENCY,
  PAYMENT_METHODS,
  couponAmount,
  freeShippingThreshold,
  vatIncluded,
  type CheckoutCoupon,
  type CheckoutLine,
  type CheckoutReferral,
  type CheckoutView,
  type CouponRejectionReason,
  type DiscountType,
  type PaymentMethod,
  type SellerGroup,
  type ShippingOption,
} from '../../../contract';
import { fromCents, toCents } from '../cart/rules';
import { creditToUse } from '../credits/rules';

/**
 * The checkout's rules that need no database: lines grouped per seller, each group's shipping method,
 * fee and delivery estimate, the coupon, and the totals — all from the offers' prices at this moment.
 *
 * Shipping (spec §9 and the cart's free-shipping threshold; decided here):
 * - a marketplace order ships one parcel per seller; each group picks one of its seller's delivery
 *   methods (the order of `delivery_methods` ids; the first is the seller's standard one, the default);
 * - a method costs its list price, except the **standard method**, which is free in every group when
 *   the goods after the coupon reach the free-shipping threshold (the lowest minimum of the free_shipping
 *   discounts the cart's owner may see, else 19.90 EUR — the cart's own rule, `freeShippingThreshold`) or
 *   when the cart's coupon is a free_shipping one that applies; faster methods keep their price;
 * - a group's estimate is its method's days plus the longest lead time of the group's offers; the
 *   order's overall estimate is the longest upper bound (§9).
 * Totals: subtotal = Σ price × quantity; discount = what the coupon takes off the goods, plus the
 * ambassador programme's friend discount on what the coupon left; total =
 * subtotal − discount + Σ fees − store credit; VAT (23 %) is included in every price and shown.
 */

export type DeliveryMethodRow = { code: string; name: string; min_days: number; max_days: number; price: number };

export type SellerRow = { id: number; name: string; vendor_type: string; rating: number | null; methods: DeliveryMethodRow[] };

/** One cart line with the offer as it is now. */
export type PricedLine = {
  offerId: number;
  quantity: number;
  /** The price the cart line was stored at. */
  storedPrice: number;
  /** The offer's price now (campaign price first). */
  price: number;
  pvp: number;
  available: number;
  active: boolean;
  sellerId: number;
  leadTime: number;
  productId: number;
  details: Omit<CheckoutLine, 'offer_id' | 'quantity' | 'unit_price' | 'original_price' | 'line_total' | 'price_change' | 'stock_issue'>;
};

export type CouponInput = {
  id: number;
  uuid: string;
  code: string;
  discountType: DiscountType;
  value: number;
  minimumOrderValue: number | null;
  /** The §5 rejection at the goods' subtotal now (null: it applies). */
  rejection: CouponRejectionReason | null;
  /** The offers it takes something off (§3 discountables); null: every line's (it names none). */
  covers: ReadonlySet<number> | null;
};

/** The friend discount the ambassador programme grants this cart's customer (`refused`: a self-referral, shown but not applied). */
export type ReferralInput = { code: string; percent: number; refused: boolean };

/** The friend discount on the goods left after the coupon (cents): the programme's percentage, never more than the goods. */
export function referralDiscountCents(referral: ReferralInput | null | undefined, goodsAfterCouponCents: number): number {
  if (!referral || referral.refused) return 0;
  return Math.min(goodsAfterCouponCents, Math.round((goodsAfterCouponCents * referral.percent) / 100));
}

function checkoutReferralOf(referral: ReferralInput | null | undefined, amountCents: number): CheckoutReferral | null {
  if (!referral) return null;
  return { code: referral.code, status: referral.refused ? 'refused' : 'applied', percent: referral.percent, amount: fromCents(amountCents), reason: referral.refused ? 'self' : null };
}

export type PaymentWindows = Record<PaymentMethod, number>;

/** A shipping choice that names a seller the cart has not, or a method that seller does not offer. */
export type ShippingSelectionError = { field: string; message: string };

export type CheckoutComputation = {
  view: Omit<CheckoutView, 'cart_uuid' | 'cart_version' | 'customer'>;
  /** The coupon when it applies to this order (null otherwise). */
  appliedCoupon: CouponInput | null;
  groups: {
    sellerId: number;
    sellerName: string;
    method: DeliveryMethodRow;
    fee: number;
    /** What the group's standard method (the first) costs in this checkout, free shipping applied. */
    standardFee: number;
    minDays: number;
    maxDays: number;
    lines: PricedLine[];
  }[];
};

const cents = (euros: number) => toCents(euros);
const money = (value: number) => fromCents(cents(value));

/** `3:express,7:standard` → {3: 'express', 7: 'standard'}; null when it does not read that way. */
export function parseShippingQuery(value: string | undefined): Record<string, string> | null {
  if (value === undefined || value.trim() === '') return {};
  const selection: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const pair of value.split(',')) {
    const match = /^\s*(\d{1,9})\s*:\s*([A-Za-z0-9_-]{1,40})\s*$/.exec(pair);
    if (!match) return null;
    selection[match[1]!] = match[2]!;
  }
  return selection;
}

function estimateOf(method: DeliveryMethodRow, leadTime: number): { min: number; max: number } {
  return { min: method.min_days + leadTime, max: method.max_days + leadTime };
}

export function computeCheckout(input: {
  lines: readonly PricedLine[];
  sellers: ReadonlyMap<number, SellerRow>;
  coupon: CouponInput | null;
  referral?: ReferralInput | null;
  /** Minimums of the free_shipping discounts the owner may see (null: no minimum). */
  freeShippingMinimums: readonly (number | null)[];
  selection: Readonly<Record<string, string>>;
  windows: PaymentWindows;
  /** Store credit the customer chose to use, in cents (what they have available); 0: none. */
  storeCreditCents?: number;
}): { ok: true; result: CheckoutComputation } | { ok: false; errors: ShippingSelectionError[] } {
  const bySeller = new Map<number, PricedLine[]>();
  for (const line of input.lines) bySeller.set(line.sellerId, [...(bySeller.get(line.sellerId) ?? []), line]);

  const errors: ShippingSelectionError[] = [];
  for (const [sellerId, code] of Object.entries(input.selection)) {
    const seller = bySeller.has(Number(sellerId)) ? input.sellers.get(Number(sellerId)) : undefined;
    if (!seller) errors.push({ field: `shipping.${sellerId}`, message: 'The cart has no item of this seller.' });
    else if (!seller.methods.some((method) => method.code === code)) errors.push({ field: `shipping.${sellerId}`, message: 'The selected shipping method is invalid.' });
  }
  if (errors.length) return { ok: false, errors };

  const subtotalCents = input.lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const coupon = input.coupon;
  const couponApplies = coupon !== null && coupon.rejection === null;
  const coveredCents = coupon === null ? 0 : input.lines.reduce((sum, line) => (coupon.covers === null || coupon.covers.has(line.offerId) ? sum + cents(line.price) * line.quantity : sum), 0);
  const couponCents = couponApplies ? cents(couponAmount({ discount_type: coupon.discountType, value: coupon.value }, fromCents(coveredCents))) : 0;
  const referralCents = referralDiscountCents(input.referral, subtotalCents - couponCents);
  const discountCents = couponCents + referralCents;
  const goodsCents = subtotalCents - discountCents;
  const threshold = freeShippingThreshold(input.freeShippingMinimums);
  const thresholdReached = goodsCents >= cents(threshold);
  const freeStandard = thresholdReached || (couponApplies && coupon.discountType === 'free_shipping');

  const groups: CheckoutComputation['groups'] = [];
  const sellerGroups: SellerGroup[] = [];
  // Groups in the order of their sellers' first line in the cart.
  for (const [sellerId, lines] of bySeller) {
    const seller = input.sellers.get(sellerId);
    const methods: DeliveryMethodRow[] = seller && seller.methods.length ? seller.methods : [{ code: 'standard', name: 'Standard', min_days: 2, max_days: 4, price: 0 }];
    const leadTime = Math.max(...lines.map((line) => line.leadTime));
    const options: ShippingOption[] = methods.map((method, index) => {
      const free = index === 0 && freeStandard;
      const { min, max } = estimateOf(method, leadTime);
      return { code: method.code, name: method.name, price: money(method.price), fee: free ? 0 : money(method.price), free, delivery_estimate: `${min}-${max}` };
    });
    const chosenCode = input.selection[String(sellerId)] ?? methods[0]!.code;
    const index = methods.findIndex((method) => method.code === chosenCode);
    const method = methods[index]!;
    const option = options[index]!;
    const { min, max } = estimateOf(method, leadTime);
    const checkoutLines: CheckoutLine[] = lines.map((line) => {
      const available = line.active ? Math.max(0, line.available) : 0;
      return {
        ...line.details,
        offer_id: line.offerId,
        quantity: line.quantity,
        unit_price: money(line.price),
        original_price: money(line.pvp),
        line_total: fromCents(cents(line.price) * line.quantity),
        price_change: cents(line.storedPrice) !== cents(line.price) ? { previous: money(line.storedPrice), current: money(line.price) } : null,
        stock_issue: !line.active || available === 0 ? { status: 'unavailable', available: 0 } : available < line.quantity ? { status: 'insufficient', available } : null,
      };
    });
    sellerGroups.push({
      seller_id: sellerId,
      seller_name: seller?.name ?? '',
      is_official: seller?.vendor_type === 'OFFICIAL_STORE' || seller?.vendor_type === '1P',
      seller_rating: seller?.rating == null ? null : Math.round(seller.rating * 10) / 10,
      lines: checkoutLines,
      subtotal: fromCents(lines.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0)),
      shipping_methods: options,
      selected_method: method.code,
      shipping_fee: option.fee,
      delivery_estimate: `${min}-${max}`,
    });
    groups.push({ sellerId, sellerName: seller?.name ?? '', method, fee: option.fee, standardFee: options[0]!.fee, minDays: min, maxDays: max, lines: [...lines] });
  }

  const shippingCents = sellerGroups.reduce((sum, group) => sum + cents(group.shipping_fee), 0);
  // The credit pays what it can of the goods and shipping, never more (total ≥ 0).
  const storeCreditCents = creditToUse(input.storeCreditCents ?? 0, goodsCents + shippingCents);
  const totalCents = goodsCents + shippingCents - storeCreditCents;
  const total = fromCents(totalCents);
  const checkoutCoupon: CheckoutCoupon | null = coupon
    ? {
        code: coupon.code,
        discount_uuid: coupon.uuid,
        discount_type: coupon.discountType,
        value: coupon.value,
        minimum_order_value: coupon.minimumOrderValue,
        applies: couponApplies,
        rejection: coupon.rejection as CouponRejectionReason | null,
        amount: fromCents(couponCents),
      }
    : null;
  const allLines = sellerGroups.flatMap((group) => group.lines);
  return {
    ok: true,
    result: {
      appliedCoupon: couponApplies ? coupon : null,
      groups,
      view: {
        seller_groups: sellerGroups,
        coupon: checkoutCoupon,
        referral: checkoutReferralOf(input.referral, referralCents),
        free_shipping: {
          threshold: money(threshold),
          remaining: thresholdReached ? 0 : fromCents(Math.max(0, cents(threshold) - goodsCents)),
          reached: thresholdReached,
        },
        totals: {
          currency: CURRENCY,
          items_count: input.lines.reduce((sum, line) => sum + line.quantity, 0),
          subtotal: fromCents(subtotalCents),
          discount: fromCents(discountCents),
          shipping: fromCents(shippingCents),
          store_credit: fromCents(storeCreditCents),
          vat_included: vatIncluded(total),
          total,
        },
        delivery_max_days: Math.max(...groups.map((group) => group.maxDays)),
        has_changes: allLines.some((line) => line.price_change !== null || line.stock_issue !== null),
        can_place_order: allLines.every((line) => line.stock_issue === null),
        payment_methods: PAYMENT_METHODS.map((method) => ({ method, window_seconds: Math.round(input.windows[method] / 1000) })),
      },
    },
  };
}
