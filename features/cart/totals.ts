import { CART_BADGE_CAP, DEFAULT_DELIVERY_ESTIMATE, DEFAULT_DELIVERY_MAX_DAYS, DEFAULT_SELLER_NAME, freeShippingThreshold } from '../../contract/constants';
import type { CartDiscount, CartItem } from '../../contract';

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** §9: cart subtotal = sum of price × quantity, two decimals. */
export const subtotalOf = (items: readonly Pick<CartItem, 'price' | 'quantity'>[]): number =>
  round2(items.reduce((sum, item) => sum + item.price * item.quantity, 0));

/** §2 cart badge: the number of units in the cart. */
export const itemCountOf = (items: readonly Pick<CartItem, 'quantity'>[]): number => items.reduce((sum, item) => sum + item.quantity, 0);

/** §9 cart badge text: '99+' above 99. */
export const cartBadgeText = (count: number): string => (count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(count));

/**
 * §9: the free_shipping discount with the lowest minimum order value among the cart's discounts (the API
 * lists the active free_shipping discounts there); one without a minimum counts as 0.
 */
export function freeShippingDiscountOf(discounts: readonly CartDiscount[]): CartDiscount | null {
  let lowest: CartDiscount | null = null;
  for (const discount of discounts) {
    if (discount.type !== 'free_shipping') continue;
    if (lowest === null || (discount.minimum_order_value ?? 0) < (lowest.minimum_order_value ?? 0)) lowest = discount;
  }
  return lowest;
}

export interface FreeShipping {
  threshold: number;
  discount: CartDiscount | null;
  hasFreeShipping: boolean;
  /** Whole percent, capped at 100. */
  progress: number;
  remaining: number;
}

/** §9: free shipping from 19.90 EUR, or from the lowest free_shipping discount's minimum; progress a whole percent capped at 100. */
export function freeShippingOf(total: number, discounts: readonly CartDiscount[], hasItems: boolean): FreeShipping {
  const discount = freeShippingDiscountOf(discounts);
  const threshold = freeShippingThreshold(discount ? [discount.minimum_order_value] : []);
  const reached = hasItems && total >= threshold;
  const progress = !hasItems ? 0 : threshold <= 0 ? 100 : Math.min(100, Math.floor((total / threshold) * 100));
  return { threshold, discount, hasFreeShipping: reached, progress, remaining: reached ? 0 : round2(Math.max(0, threshold - total)) };
}

interface DayRange {
  min: number;
  max: number;
}

/** A §3 'min-max' delivery estimate in days; null when unreadable. */
export function parseDeliveryEstimate(estimate: string): DayRange | null {
  const match = /^(\d+)-(\d+)$/.exec(estimate);
  return match ? { min: Number(match[1]), max: Number(match[2]) } : null;
}

/** §9: the longest upper bound of the items' delivery estimates; 4 days when there is none. */
export function overallDeliveryMaxDays(items: readonly Pick<CartItem, 'deliveryEstimate'>[]): number {
  const bounds = items.flatMap((item) => parseDeliveryEstimate(item.deliveryEstimate)?.max ?? []);
  return bounds.length === 0 ? DEFAULT_DELIVERY_MAX_DAYS : Math.max(...bounds);
}

export interface SellerGroup {
  seller: string;
  items: CartItem[];
  /** Units of this seller's items. */
  count: number;
  /** 'min-max' days: the longest lower and upper bounds of the group's items. */
  deliveryEstimate: string;
}

/** §2 cart drawer: items grouped by seller (first appearance order), a count and a delivery estimate per group. */
export function sellerGroupsOf(items: readonly CartItem[]): SellerGroup[] {
  const groups = new Map<string, CartItem[]>();
  for (const item of items) {
    const seller = item.seller || DEFAULT_SELLER_NAME;
    groups.set(seller, [...(groups.get(seller) ?? []), item]);
  }
  return [...groups].map(([seller, list]) => {
    const ranges = list.flatMap((item) => parseDeliveryEstimate(item.deliveryEstimate) ?? []);
    const min = ranges.length ? Math.max(...ranges.map((r) => r.min)) : null;
    const max = ranges.length ? Math.max(...ranges.map((r) => r.max)) : null;
    return {
      seller,
      items: list,
      count: itemCountOf(list),
      deliveryEstimate: min === null || max === null ? DEFAULT_DELIVERY_ESTIMATE : `${min}-${max}`,
    };
  });
}
