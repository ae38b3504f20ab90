import { z } from 'zod';
import { CURRENCY, Uuid } from './common';
export { ANALYTICS_CURRENCY } from './constants';

/** §7 analytics events, all in EUR. */
export const ANALYTICS_EVENTS = [
  'add_to_cart',
  'view_item',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
  'add_to_wishlist',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENTS);
export type AnalyticsEventName = z.infer<typeof AnalyticsEventName>;
/** §7 page views wait up to 100 ms after the page finishes. */
export const PAGE_VIEW_WAIT_MS = 100;

/** §3 product tracking fields. */
export const ProductTracking = z.object({
  ean: z.string().nullable(),
  offer_id: z.number().int().positive(),
  variant_uuid: Uuid,
  product_id: z.string().min(1),
  name: z.string(),
  price: z.number().nonnegative(),
  original_price: z.number().nonnegative(),
  quantity: z.number().int().positive(),
  brand: z.string().nullable(),
  category: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  seller: z.string().nullable(),
  coupon: z.string().nullable(),
});
export type ProductTracking = z.infer<typeof ProductTracking>;

/** §7 purchase: transaction id, value, shipping, tax, coupon, customer type and e-mail. */
export const PurchaseTracking = z.object({
  transaction_id: z.string().min(1),
  value: z.number().nonnegative(),
  shipping: z.number().nonnegative(),
  tax: z.number().nonnegative(),
  coupon: z.string().nullable(),
  customer_type: z.enum(['new', 'returning', 'guest']),
  customer_email: z.email().nullable(),
  currency: z.literal(CURRENCY),
  items: z.array(ProductTracking),
});
export type PurchaseTracking = z.infer<typeof PurchaseTracking>;
