import { z } from 'zod';
import { IsoDateTime, Uuid } from './common';
import { Locale } from './locale';
import { DISCOUNT_TYPES } from './constants';
export { DISCOUNT_TYPES, isVipDiscount, DISCOUNT_LAST_USES_THRESHOLD, DISCOUNT_DAYS_ONLY_ABOVE, normalizeCouponCode, couponRejection } from './constants';

export const DiscountType = z.enum(DISCOUNT_TYPES);
export type DiscountType = z.infer<typeof DiscountType>;

/**
 * §3 what a coupon applies to: offer, campaign, segment or category; `customer` marks the
 * VIP-exclusive coupons of §2 (their discountable_type names the Customer model).
 */
export const DISCOUNTABLE_KINDS = ['offer', 'campaign', 'segment', 'category', 'customer'] as const;
export const DiscountableKind = z.enum(DISCOUNTABLE_KINDS);
export type DiscountableKind = z.infer<typeof DiscountableKind>;

export const DiscountableTranslation = z.object({ locale: Locale, name: z.string() });
export type DiscountableTranslation = z.infer<typeof DiscountableTranslation>;

export const Discountable = z.object({
  name: z.string(),
  type: DiscountableKind,
  /** The model class, e.g. `App\Models\Category`; `Customer` in it means VIP exclusive (§2). */
  discountable_type: z.string(),
  translations: z.array(DiscountableTranslation),
});
export type Discountable = z.infer<typeof Discountable>;

/** §3 Discount (coupon). A percentage is at most 100. */
export const Discount = z
  .object({
    discount_uuid: Uuid,
    code: z.string().min(1),
    discount_type: DiscountType,
    value: z.number().nonnegative(),
    is_valid: z.boolean(),
    is_active: z.boolean(),
    minimum_order_value: z.number().nonnegative().nullable(),
    max_usage: z.number().int().positive().nullable(),
    usage_count: z.number().int().nonnegative(),
    end_date: IsoDateTime.nullable(),
    discountables: z.array(Discountable),
  })
  .refine((d) => d.discount_type !== 'percentage' || d.value <= 100, {
    path: ['value'],
    message: 'A percentage discount cannot exceed 100.',
  });
export type Discount = z.infer<typeof Discount>;

/** §7 GET v1/discounts: `data` is the list (failure or missing data means an empty list on the client). */
export const DiscountListResponse = z.object({ data: z.array(Discount) });
export type DiscountListResponse = z.infer<typeof DiscountListResponse>;

/** §3 `is_valid`: inside its dates (either may be open). */
export function isWithinDates(dates: { start_date?: string | null; end_date: string | null }, now: number): boolean {
  if (dates.start_date && Date.parse(dates.start_date) > now) return false;
  return dates.end_date === null || Date.parse(dates.end_date) > now;
}

/** What a coupon takes off a cart subtotal (free shipping takes nothing off the goods), two decimals. */
export function couponAmount(discount: Pick<Discount, 'discount_type' | 'value'>, subtotal: number): number {
  const raw = discount.discount_type === 'percentage' ? (subtotal * discount.value) / 100 : discount.discount_type === 'fixed' ? discount.value : 0;
  return Math.round(Math.min(raw, subtotal) * 100) / 100;
}
