import { DISCOUNT_DAYS_ONLY_ABOVE, DISCOUNT_LAST_USES_THRESHOLD, DISCOUNT_TYPES } from '../../contract/constants';
import type { Discount } from '../../contract';

/**
 * §2 Discounts drawer: what a coupon card shows, as plain values the app turns into text with its
 * i18n catalogue and hands to the ui piece as props. No sentence is written here.
 */

/** §2 coupon value: N% for percentage, an amount for fixed (written as a price by the app), free shipping. */
export type DiscountValue = { kind: 'percentage'; percent: number } | { kind: 'fixed'; amount: number } | { kind: 'freeShipping' };

export function discountValueOf(discount: Pick<Discount, 'discount_type' | 'value'>): DiscountValue {
  if (discount.discount_type === 'percentage') return { kind: 'percentage', percent: discount.value };
  if (discount.discount_type === 'fixed') return { kind: 'fixed', amount: discount.value };
  return { kind: 'freeShipping' };
}

/** §2 the card's gradient colour follows the type; anything unknown gets the 'other' one. */
export const DISCOUNT_GRADIENTS = [...DISCOUNT_TYPES, 'other'] as const;
export type DiscountGradient = (typeof DISCOUNT_GRADIENTS)[number];

export function discountGradientOf(discount: Pick<Discount, 'discount_type'>): DiscountGradient {
  return (DISCOUNT_TYPES as readonly string[]).includes(discount.discount_type) ? discount.discount_type : 'other';
}

/** §2 usage badge: sold out at 0 remaining, 'Last {count}!' at 10 or fewer, else used/total. */
export type UsageBadge = { kind: 'soldOut' } | { kind: 'last'; count: number } | { kind: 'usage'; used: number; total: number };

/** Null when the coupon has no usage limit (nothing to count). */
export function usageBadgeOf(discount: Pick<Discount, 'max_usage' | 'usage_count'>): UsageBadge | null {
  if (discount.max_usage === null) return null;
  const remaining = Math.max(0, discount.max_usage - discount.usage_count);
  if (remaining === 0) return { kind: 'soldOut' };
  if (remaining <= DISCOUNT_LAST_USES_THRESHOLD) return { kind: 'last', count: remaining };
  return { kind: 'usage', used: discount.usage_count, total: discount.max_usage };
}

/** §2 remaining time: 'Expirado' if past, Nd above 7 days, otherwise Nd Nh, Nh or Nm. */
export type RemainingTime =
  | { kind: 'expired' }
  | { kind: 'days'; days: number }
  | { kind: 'daysHours'; days: number; hours: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'minutes'; minutes: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Null when the coupon has no end date. Whole units, rounded down; "above 7 days" is the time left, not its whole days (7 days 23 hours is '7d'). */
export function remainingTimeOf(discount: Pick<Discount, 'end_date'>, now: number): RemainingTime | null {
  if (discount.end_date === null) return null;
  const left = Date.parse(discount.end_date) - now;
  if (!(left > 0)) return { kind: 'expired' };
  const days = Math.floor(left / DAY_MS);
  const hours = Math.floor((left % DAY_MS) / HOUR_MS);
  if (left > DISCOUNT_DAYS_ONLY_ABOVE * DAY_MS) return { kind: 'days', days };
  if (days >= 1) return { kind: 'daysHours', days, hours };
  if (hours >= 1) return { kind: 'hours', hours };
  return { kind: 'minutes', minutes: Math.floor(left / MINUTE_MS) };
}

/** The spec's own short forms ('Expirado', 8d, 3d 4h, 5h, 12m), with the expired word localisable. */
export function remainingTimeText(time: RemainingTime, labels: { expired: string } = { expired: 'Expirado' }): string {
  switch (time.kind) {
    case 'expired':
      return labels.expired;
    case 'days':
      return `${time.days}d`;
    case 'daysHours':
      return `${time.days}d ${time.hours}h`;
    case 'hours':
      return `${time.hours}h`;
    case 'minutes':
      return `${time.minutes}m`;
  }
}
