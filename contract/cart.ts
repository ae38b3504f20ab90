import { z } from 'zod';
import { Money, SuccessBody, Uuid } from './common';
import { ProductTranslations } from './catalog';
import { DiscountType } from './discount';
import { SESSION_ID_LENGTH, SESSION_ID_PATTERN, DEFAULT_SELLER_NAME, DEFAULT_DELIVERY_ESTIMATE, COUPON_CODE_MAX_LENGTH } from './constants';
export { SESSION_ID_LENGTH, SESSION_ID_ALPHABET, SESSION_ID_PATTERN, isSessionId, DEFAULT_SELLER_NAME, DEFAULT_DELIVERY_ESTIMATE, DEFAULT_DELIVERY_MAX_DAYS, FREE_SHIPPING_THRESHOLD_EUR, freeShippingThreshold, CART_BADGE_CAP, LOW_STOCK_WARNING_MAX, COUPON_CODE_MAX_LENGTH, SESSION_ID_HEADER, COMMERCE_API_PATHS, offerDeliveryEstimate, CART_PANEL_AUTO_CLOSE_MS, CART_LOADER_START_MS, CART_SYNC_AFTER_LOGIN_MS } from './constants';

export const SessionId = z
  .string()
  .regex(SESSION_ID_PATTERN, `The session id must be ${SESSION_ID_LENGTH} lowercase letters or digits.`);
export type SessionId = z.infer<typeof SessionId>;

/** §3 read-back defaults. */
export const DEFAULT_ITEM_SIZE = 'Único';
export const DEFAULT_ITEM_COLOR = 'Padrão';

export const DeliveryEstimate = z.string().regex(/^\d+-\d+$/, "The delivery estimate must read 'min-max' days.");
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>;

/** §3 cart statuses; only OPEN is usable, any other status makes the client start a new cart (§4). */
export const CART_STATUSES = ['OPEN', 'CHECKOUT', 'COMPLETED', 'ABANDONED', 'EXPIRED'] as const;
export const CartStatus = z.enum(CART_STATUSES);
export type CartStatus = z.infer<typeof CartStatus>;

/** §3 Cart item (read back), with the §3 defaults filled in. */
export const CartItem = z.object({
  id: z.number().int().positive(),
  variant_uuid: Uuid,
  offer_id: z.number().int().positive(),
  name: z.string(),
  price: z.number().nonnegative(),
  originalPrice: z.number().nonnegative(),
  size: z.string().default(DEFAULT_ITEM_SIZE),
  color: z.string().default(DEFAULT_ITEM_COLOR),
  quantity: z.number().int().positive(),
  image: z.url().nullable(),
  seller: z.string().default(DEFAULT_SELLER_NAME),
  seller_rating: z.number().min(0).max(5).nullable(),
  deliveryEstimate: DeliveryEstimate.default(DEFAULT_DELIVERY_ESTIMATE),
  category: z.string().nullable(),
  stock: z.number().int().nonnegative(),
  initial_stock: z.number().int().nonnegative(),
  stock_available: z.number().int(),
  translations: ProductTranslations,
  /** Brand name. */
  brand: z.string().nullable(),
  /** Beyond §3: the product's slug, for the item link to /product/{slug}. */
  product_slug: z.string().optional(),
  /** Beyond §3: the offer's uuid (the analytics and the product page key offers by it). */
  offer_uuid: Uuid.optional(),
  /** Beyond §3: the product's uuid and the variant's EAN, for the §3 product tracking fields (§7 analytics). */
  product_uuid: Uuid.optional(),
  ean: z.string().nullable().optional(),
  /** Beyond §3: the price the client sent was stale; `price` is the server's current one. */
  price_changed: z.boolean().optional(),
  /** Beyond §3: a new line above stock was clamped to it (§5 'adjusted to stock'). */
  quantity_adjusted: z.boolean().optional(),
});
export type CartItem = z.infer<typeof CartItem>;

/** §3 Cart item (sent). */
export const CartItemInput = z.object({
  offer_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
  price: z.number().nonnegative(),
  segment_id: z.number().int().positive().nullable(),
  campaign_id: z.number().int().positive().nullable(),
  cart_id: Uuid.nullable(),
  id: z.number().int().positive().nullable(),
  category: z.string().nullable(),
});
export type CartItemInput = z.infer<typeof CartItemInput>;

/** §3 Cart discount: the type (e.g. free_shipping) and its minimum order value; code and value when a coupon. */
export const CartDiscount = z.object({
  type: DiscountType,
  minimum_order_value: z.number().nonnegative().nullable(),
  discount_uuid: Uuid.optional(),
  code: z.string().nullable().optional(),
  value: z.number().nonnegative().optional(),
});
export type CartDiscount = z.infer<typeof CartDiscount>;

/** §3 Cart; `version` grows by one on every write (optimistic concurrency for PUT v1/carts/update). */
export const Cart = z.object({
  cart_uuid: Uuid,
  session_id: SessionId,
  customer_id: z.number().int().positive().nullable(),
  status: CartStatus,
  items: z.array(CartItem),
  discounts: z.array(CartDiscount),
  total_items: z.number().int().nonnegative(),
  total_price: Money,
  /** Beyond §3: sum of price × quantity (§9, two decimals) and what the applied coupon takes off it. */
  subtotal: Money.optional(),
  discount_amount: Money.optional(),
  version: z.number().int().nonnegative(),
});
export type Cart = z.infer<typeof Cart>;

/** §3 Cart store state (client). */
export const CartStoreState = z.object({
  cartUuid: Uuid.nullable(),
  cartItems: z.array(CartItem),
  totalPrice: z.number().nonnegative(),
  isOpen: z.boolean(),
  freeShippingDiscount: CartDiscount.nullable(),
  hasFreeShipping: z.boolean(),
  freeShippingProgress: z.number().int().min(0).max(100),
  remainingForFreeShipping: z.number().nonnegative(),
});
export type CartStoreState = z.infer<typeof CartStoreState>;

/** §7 GET v1/carts/cart/{cartUuidOrSessionId}. */
export const CartParams = z.object({ cartUuidOrSessionId: z.union([Uuid, SessionId]) });
export type CartParams = z.infer<typeof CartParams>;
export const CartResponse = z.object({ data: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

/** §7 POST v1/carts/save: creates the cart with its first items. */
export const CartSaveRequest = z.object({
  customer_id: z.number().int().positive().nullable(),
  session_id: SessionId,
  items: z.array(CartItemInput).min(1),
});
export type CartSaveRequest = z.infer<typeof CartSaveRequest>;
export const CartSaveResponse = CartResponse;
export type CartSaveResponse = z.infer<typeof CartSaveResponse>;

/** §7 PUT v1/carts/update; when `version` is sent and stale the API answers 409 with the current cart. */
export const CartUpdateRequest = z.object({
  cart_uuid: Uuid,
  customer_id: z.number().int().positive().nullable(),
  session_id: SessionId,
  items: z.array(CartItemInput),
  version: z.number().int().nonnegative().optional(),
});
export type CartUpdateRequest = z.infer<typeof CartUpdateRequest>;
export const CartUpdateResponse = CartResponse;
export type CartUpdateResponse = z.infer<typeof CartUpdateResponse>;
/**
 * 409 answers of save and update carry the cart as it now is: `CART_VERSION_CONFLICT` when the sent
 * `version` is stale (the client re-applies its change on `data`), `OUT_OF_STOCK` when a line (or two
 * lines of one offer together) would exceed the offer's stock; `available` is what the offer has.
 * `CART_NOT_OPEN`: a write (update, delete, coupon) to a cart whose status is no longer OPEN; like a
 * loaded cart of another status (§4), the client starts a new one.
 */
export const CART_CONFLICT_CODES = ['CART_VERSION_CONFLICT', 'OUT_OF_STOCK', 'CART_NOT_OPEN'] as const;
export const CartConflictCode = z.enum(CART_CONFLICT_CODES);
export type CartConflictCode = z.infer<typeof CartConflictCode>;
export const CartConflictBody = z.object({
  message: z.string(),
  code: CartConflictCode,
  /** Null only when a refused save would have created the cart (there is no cart yet). */
  data: Cart.nullable(),
  offer_id: z.number().int().positive().optional(),
  available: z.number().int().nonnegative().optional(),
});
export type CartConflictBody = z.infer<typeof CartConflictBody>;

/** §7 DELETE v1/carts/{cartUuid}. */
export const CartUuidParams = z.object({ cartUuid: Uuid });
export type CartUuidParams = z.infer<typeof CartUuidParams>;
export const CartDeleteResponse = SuccessBody;
export type CartDeleteResponse = z.infer<typeof CartDeleteResponse>;

/** §7 POST v1/carts/{cartUuid}/coupon: a non-empty code (§5). */
export const CouponApplyRequest = z.object({
  code: z
    .string({ error: 'The code field is required.' })
    .trim()
    .min(1, 'The code field is required.')
    .max(COUPON_CODE_MAX_LENGTH, `The code field must not be greater than ${COUPON_CODE_MAX_LENGTH} characters.`),
});
export type CouponApplyRequest = z.infer<typeof CouponApplyRequest>;
/** POST and DELETE v1/carts/{cartUuid}/coupon answer with the cart as it now is. */
export const CouponApplyResponse = z.object({ message: z.string().optional(), data: Cart });
export type CouponApplyResponse = z.infer<typeof CouponApplyResponse>;
export const CouponRemoveResponse = CouponApplyResponse;
export type CouponRemoveResponse = z.infer<typeof CouponRemoveResponse>;

/**
 * Why the API refuses a coupon (422, or 404 for cartNotFound): the §8 validation label keys, checked in
 * the §5 order (expired or inactive, minimum purchase, usage limit). `minimum_order_value` comes with
 * minimumRequired so the storefront can say 'minimum purchase of €{amount}'.
 */
/** `notApplicable`: a coupon for some offers, campaigns, segments or categories (§3 discountables) and a cart holding none of them. */
export const COUPON_REJECTION_REASONS = ['notFound', 'cartNotFound', 'expired', 'notApplicable', 'minimumRequired', 'limitReached'] as const;
export const CouponRejectionReason = z.enum(COUPON_REJECTION_REASONS);
export type CouponRejectionReason = z.infer<typeof CouponRejectionReason>;
export const CouponRejectionBody = z.object({
  message: z.string(),
  reason: CouponRejectionReason,
  minimum_order_value: z.number().nonnegative().optional(),
});
export type CouponRejectionBody = z.infer<typeof CouponRejectionBody>;

/** E6: coupon apply is limited per session. */
export const COUPON_APPLY_LIMIT = { max: 10, windowMs: 60_000 } as const;

