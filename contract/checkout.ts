import { z } from 'zod';
import { IsoDateTime, Money, Uuid } from './common';
import { CouponRejectionReason, DeliveryEstimate } from './cart';
import { DiscountType } from './discount';
import { Locale } from './locale';
import { CHECKOUT_CONFLICT_CODES, CURRENCY, ORDER_PAYMENT_METHODS, PAYMENT_METHODS, PAYMENT_STATUSES, PAYMENT_UNAVAILABLE_CODE } from './constants';
import { PT_POSTAL_CODE_PATTERN, isContactPhone, isMbwayPhone, isPostalCode, isValidNif, normalizeNif, normalizePhone, normalizePostalCode } from './portugal';
export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  CHECKOUT_CONFLICT_CODES,
  PAYMENT_UNAVAILABLE_CODE,
  VAT_RATE,
  vatIncluded,
  CHECKOUT_API_PATHS,
  orderSuccessPath,
  localizedPath,
  ORDER_LINK_TOKEN_PARAM,
} from './constants';
export * from './portugal';

/**
 * The checkout of a cart (`GET /v1/checkout/{cartUuid}`) and the order it creates
 * (`POST /v1/checkout/{cartUuid}/orders`). Every amount is EUR, VAT included, computed by the server
 * from the offers' prices at the moment of the call; the client never sends a price.
 */

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const OrderPaymentMethod = z.enum(ORDER_PAYMENT_METHODS);
export type OrderPaymentMethod = z.infer<typeof OrderPaymentMethod>;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const CheckoutParams = z.object({ cartUuid: Uuid });
export type CheckoutParams = z.infer<typeof CheckoutParams>;

/**
 * `GET /v1/checkout/{cartUuid}?locale=&shipping=` — `shipping` picks a method per seller group as
 * `{sellerId}:{code}` pairs joined by commas (`3:express,7:standard`); a group left out gets its seller's
 * first (standard) method, and an unknown seller or code is a 422 `errors.shipping`.
 */
export const CheckoutQuery = z.object({
  locale: Locale.optional(),
  shipping: z.string().max(2000).optional(),
  /** `true`: the signed-in customer's store credit pays what it can (see `CheckoutOrderRequest`). */
  use_store_credit: z.enum(['true', 'false']).optional(),
});
export type CheckoutQuery = z.infer<typeof CheckoutQuery>;

/**
 * One way a seller ships this group: `price` is the seller's list price of the method, `fee` what it
 * costs in this order (0 when `free`: the standard method of every group once the goods reach the
 * free-shipping threshold, or with a free-shipping coupon). `delivery_estimate` is the method's days plus
 * the longest lead time of the group's offers.
 */
export const ShippingOption = z.object({
  code: z.string(),
  name: z.string(),
  price: Money,
  fee: Money,
  free: z.boolean(),
  delivery_estimate: DeliveryEstimate,
});
export type ShippingOption = z.infer<typeof ShippingOption>;

/**
 * A price or stock change since the line was put in the cart, never applied silently:
 * `price_change` when the offer's price is no longer the one the cart line holds; `stock_issue`
 * when the offer now has fewer units than the line asks (`insufficient`, with `available`) or none at
 * all, or is no longer sold (`unavailable`).
 */
export const PriceChange = z.object({ previous: Money, current: Money });
export type PriceChange = z.infer<typeof PriceChange>;
export const StockIssue = z.object({ status: z.enum(['insufficient', 'unavailable']), available: z.number().int().nonnegative() });
export type StockIssue = z.infer<typeof StockIssue>;

export const CheckoutLine = z.object({
  offer_id: z.number().int().positive(),
  offer_uuid: Uuid,
  variant_uuid: Uuid,
  product_slug: z.string(),
  /** The product's uuid, the variant's EAN and the category's name, for the §3 product tracking fields (§7 analytics). */
  product_uuid: Uuid.optional(),
  ean: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  name: z.string(),
  brand: z.string().nullable(),
  size: z.string(),
  color: z.string(),
  image: z.url().nullable(),
  quantity: z.number().int().positive(),
  /** The offer's price now (`price_campaign`, else `price`). */
  unit_price: Money,
  /** The list price (pvp), for a struck-through price. */
  original_price: Money,
  line_total: Money,
  price_change: PriceChange.nullable(),
  stock_issue: StockIssue.nullable(),
});
export type CheckoutLine = z.infer<typeof CheckoutLine>;

/** One seller's parcel: a marketplace order ships one parcel per seller, each with its own method, fee and estimate. */
export const SellerGroup = z.object({
  seller_id: z.number().int().positive(),
  seller_name: z.string(),
  /** The official store (OFFICIAL_STORE or 1P). */
  is_official: z.boolean(),
  seller_rating: z.number().min(0).max(5).nullable(),
  lines: z.array(CheckoutLine).min(1),
  /** Σ line totals of the group. */
  subtotal: Money,
  shipping_methods: z.array(ShippingOption).min(1),
  selected_method: z.string(),
  shipping_fee: Money,
  delivery_estimate: DeliveryEstimate,
});
export type SellerGroup = z.infer<typeof SellerGroup>;

/**
 * The cart's coupon, re-validated (§5) against the goods' subtotal now: `applies` false with the §5
 * `rejection` when it no longer counts (it stays on the cart below its minimum, as the cart does).
 * `amount` is what it takes off the goods (0 for free shipping, which makes the standard fees 0 instead).
 */
export const CheckoutCoupon = z.object({
  code: z.string(),
  discount_uuid: Uuid,
  discount_type: DiscountType,
  value: z.number().nonnegative(),
  minimum_order_value: Money.nullable(),
  applies: z.boolean(),
  rejection: CouponRejectionReason.nullable(),
  amount: Money,
});
export type CheckoutCoupon = z.infer<typeof CheckoutCoupon>;

/**
 * Totals, all VAT included: `total` = `subtotal` − `discount` + `shipping` − `store_credit`;
 * `vat_included` is the VAT inside `total` (shown, not added). `store_credit` is what the customer's
 * credit pays when they chose to use it: min(available balance, the order's amount).
 */
export const CheckoutTotals = z.object({
  currency: z.literal(CURRENCY),
  items_count: z.number().int().nonnegative(),
  subtotal: Money,
  discount: Money,
  shipping: Money,
  store_credit: Money,
  vat_included: Money,
  total: Money,
});
export type CheckoutTotals = z.infer<typeof CheckoutTotals>;

/** The free-shipping threshold (§9) the goods are measured against, and what is left to reach it. */
export const FreeShippingProgress = z.object({
  threshold: Money,
  remaining: Money,
  reached: z.boolean(),
});
export type FreeShippingProgress = z.infer<typeof FreeShippingProgress>;

/** How long each method holds the order's stock: the MB WAY approval window, the reference's validity. */
export const PaymentMethodOption = z.object({
  method: PaymentMethod,
  window_seconds: z.number().int().positive(),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

/** The friend discount as the checkout shows it: applied, or refused with the reason. */
export const CheckoutReferral = z.object({
  code: z.string(),
  status: z.enum(['applied', 'refused']),
  percent: z.number(),
  amount: Money,
  /** Why it was refused (`self`: the ambassador's own account, e-mail, phone or address). */
  reason: z.enum(['self']).nullable(),
});
export type CheckoutReferral = z.infer<typeof CheckoutReferral>;

export const CheckoutView = z.object({
  cart_uuid: Uuid,
  cart_version: z.number().int().nonnegative(),
  /** The signed-in customer, to fill the contact step; null for a guest. */
  customer: z.object({ email: z.email(), name: z.string() }).nullable(),
  seller_groups: z.array(SellerGroup).min(1),
  coupon: CheckoutCoupon.nullable(),
  /** The ambassador programme's friend discount (inside `totals.discount`), or why it was refused; absent: none. */
  referral: CheckoutReferral.nullable().optional(),
  free_shipping: FreeShippingProgress,
  totals: CheckoutTotals,
  /** §9 overall estimate: the longest upper bound of the groups' estimates, in days. */
  delivery_max_days: z.number().int().nonnegative(),
  /** Whether any line has a price change or a stock issue (the review step shows each). */
  has_changes: z.boolean(),
  /** False when a line cannot be bought as it is (a stock issue): the order would be refused. */
  can_place_order: z.boolean(),
  payment_methods: z.array(PaymentMethodOption),
  /** The signed-in customer's spendable store credit (0 for a guest), whether or not this view uses it. */
  store_credit_available: Money.optional(),
});
export type CheckoutView = z.infer<typeof CheckoutView>;
export const CheckoutResponse = z.object({ data: CheckoutView });
export type CheckoutResponse = z.infer<typeof CheckoutResponse>;

/** Field messages of the order form, as the API answers them in `errors.{field}` (422). */
export const CHECKOUT_FIELD_MESSAGES = {
  postalCode: 'The postal code must read NNNN-NNN.',
  phone: 'The phone number is invalid.',
  mbwayPhone: 'The MB WAY phone must be a Portuguese mobile number (9XXXXXXXX).',
  mbwayPhoneRequired: 'The mbway phone field is required when payment method is mbway.',
  nif: 'The NIF is invalid.',
  country: 'We ship to Portugal only.',
  storeCreditShort: 'The store credit does not cover the total; choose MB WAY or Multibanco.',
  storeCreditGuest: 'Sign in to use store credit.',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** A shipping address as the API answers it: Portugal, postal code `NNNN-NNN`. */
export const ShippingAddress = z.object({
  street: z.string(),
  postal_code: z.string().regex(PT_POSTAL_CODE_PATTERN),
  city: z.string(),
  district: z.string().nullable().optional(),
  country: z.literal('PT'),
});
export type ShippingAddress = z.infer<typeof ShippingAddress>;

/**
 * A shipping address as the order form sends it: Portugal only (the shop's area served); the postal
 * code is `NNNN-NNN` (seven bare digits are given their hyphen); `district` (distrito) is optional.
 */
/** A postal code as typed (seven bare digits get their hyphen), answered `NNNN-NNN`. */
export const PostalCodeField = z.string().transform(normalizePostalCode).refine(isPostalCode, CHECKOUT_FIELD_MESSAGES.postalCode);

export const ShippingAddressRequest = z.strictObject({
  street: text(200),
  postal_code: PostalCodeField,
  city: text(100),
  district: text(100).nullable().optional(),
  country: z.literal('PT', CHECKOUT_FIELD_MESSAGES.country),
});
export type ShippingAddressInput = z.input<typeof ShippingAddressRequest>;

/** A contact phone for the carrier (Portuguese or international), answered normalised. */
export const ContactPhoneField = z.string().max(40).refine(isContactPhone, CHECKOUT_FIELD_MESSAGES.phone).transform(normalizePhone);
const Phone = ContactPhoneField;
/** The MB WAY number: a Portuguese mobile, answered normalised to `9XXXXXXXX`. */
export const MbwayPhoneField = z.string().max(40).refine(isMbwayPhone, CHECKOUT_FIELD_MESSAGES.mbwayPhone).transform(normalizePhone);
/** A Portuguese NIF with a valid check digit (`PT` prefix and spaces accepted), answered as 9 digits. */
export const NifField = z.string().max(20).refine(isValidNif, CHECKOUT_FIELD_MESSAGES.nif).transform(normalizeNif);
const Nif = NifField;

/**
 * `POST /v1/checkout/{cartUuid}/orders` with `Idempotency-Key` and the cart's ownership proof
 * (`X-Session-Id` for a guest cart, the signed-in customer for theirs). Unknown fields are refused.
 *
 * - `shipping`: the method code per seller id (`{"3": "express"}`); a seller left out ships standard.
 * - `mbway_phone`: required with `mbway` (9 digits `9XXXXXXXX`; `+351`, spaces are accepted).
 * - `expected_total`: the total the shopper accepted on the review step. With it, the order is refused
 *   with `PRICE_CHANGED` only when the server's total differs; without it, whenever a line's price moved
 *   since it was put in the cart.
 * - `locale`: the language of the e-mails and of the success page (else the request's).
 * - `use_store_credit`: a signed-in customer's credit pays min(balance, total) (the view's `store_credit`);
 *   when it covers the whole total the order is paid at once and `payment_method` may be `store_credit`
 *   (a gateway method named then is not used); `store_credit` without full cover is a 422.
 * - `save_address`: a signed-in customer's shipping address (with the contact's name, phone and NIF) is
 *   added to their saved addresses with the order, unless they have it already or have the most allowed.
 */
export const CheckoutOrderRequest = z
  .strictObject({
    email: z.email().max(254),
    name: text(120),
    phone: Phone,
    shipping_address: ShippingAddressRequest,
    nif: Nif.nullable().optional(),
    shipping: z.record(z.string().regex(/^\d{1,9}$/), z.string().min(1).max(40)).optional(),
    payment_method: OrderPaymentMethod,
    mbway_phone: MbwayPhoneField.optional(),
    expected_total: Money.optional(),
    locale: Locale.optional(),
    use_store_credit: z.boolean().optional(),
    save_address: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payment_method === 'mbway' && body.mbway_phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['mbway_phone'], message: CHECKOUT_FIELD_MESSAGES.mbwayPhoneRequired });
    }
  });
export type CheckoutOrderRequest = z.infer<typeof CheckoutOrderRequest>;
export type CheckoutOrderInput = z.input<typeof CheckoutOrderRequest>;

/** A Multibanco reference to pay at an ATM or in a banking app: 5-digit entity, 9-digit reference. */
export const MultibancoReference = z.object({
  entity: z.string().regex(/^\d{5}$/),
  reference: z.string().regex(/^\d{9}$/),
  amount: Money,
  expires_at: IsoDateTime,
});
export type MultibancoReference = z.infer<typeof MultibancoReference>;

/**
 * The order's current payment attempt. `transaction_id` keys `/checkout/processing/{transactionId}`
 * and `GET /v1/payments/{transactionId}`; `expires_at` ends the MB WAY window or the reference's
 * validity (the stock is held until then).
 */
export const OrderPayment = z.object({
  transaction_id: z.string().nullable(),
  method: OrderPaymentMethod,
  status: PaymentStatus,
  reference: MultibancoReference.nullable(),
  expires_at: IsoDateTime,
});
export type OrderPayment = z.infer<typeof OrderPayment>;

/** 201 answer of an order creation (and of a new payment attempt). */
export const OrderCreated = z.object({
  order_uuid: Uuid,
  cart_uuid: Uuid,
  status: z.enum(['pending_payment', 'paid', 'declined', 'expired']),
  total: Money,
  payment: OrderPayment,
  /** The success page, when the order was paid at once (store credit covering the total). */
  redirect: z.object({ url: z.string() }).nullable().optional(),
});
export type OrderCreated = z.infer<typeof OrderCreated>;
export const OrderCreatedResponse = z.object({ data: OrderCreated });
export type OrderCreatedResponse = z.infer<typeof OrderCreatedResponse>;

export const CheckoutConflictCode = z.enum(CHECKOUT_CONFLICT_CODES);
export type CheckoutConflictCode = z.infer<typeof CheckoutConflictCode>;

/**
 * 409 refusals `{message, code}`; nothing was written. `OUT_OF_STOCK` names the first offer short of stock
 * and what it has; `PRICE_CHANGED` lists every moved line; `data` is the checkout view as it is now
 * (absent for `CART_NOT_OPEN` and `ORDER_NOT_PAYABLE`).
 */
export const CheckoutConflictBody = z.object({
  message: z.string(),
  code: CheckoutConflictCode,
  offer_id: z.number().int().positive().optional(),
  available: z.number().int().nonnegative().optional(),
  changes: z.array(z.object({ offer_id: z.number().int().positive(), previous: Money, current: Money })).optional(),
  data: CheckoutView.optional(),
});
export type CheckoutConflictBody = z.infer<typeof CheckoutConflictBody>;

/** 502: the gateway could not start the payment; the order was called off and its stock and coupon given back. */
export const PaymentUnavailableBody = z.object({
  message: z.string(),
  code: z.literal(PAYMENT_UNAVAILABLE_CODE),
  order_uuid: Uuid,
});
export type PaymentUnavailableBody = z.infer<typeof PaymentUnavailableBody>;
