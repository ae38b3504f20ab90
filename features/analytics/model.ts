import { attach, createEvent, createStore, sample } from 'effector';
import { ANALYTICS_CURRENCY } from '../../contract/constants';
import type { AnalyticsEventName, ProductTracking } from '../../contract';
import { itemAddedToCart } from '../cart';

/** The tag manager's data layer (`window.dataLayer`): anything with `push`. */
export interface DataLayer {
  push(entry: object): unknown;
}

/** Injected per scope in the browser (the app passes `window.dataLayer`, created if missing); null on the server. */
export const $dataLayer = createStore<DataLayer | null>(null, { serialize: 'ignore' });

/** A §3 product tracking entry with the GA4 item names beside it (item_id, item_name, item_brand, item_category, item_variant). */
export type AnalyticsItem = ProductTracking & {
  item_id: string;
  item_name: string;
  item_brand: string | null;
  item_category: string | null;
  item_variant: string;
};

export interface Ecommerce {
  currency: typeof ANALYTICS_CURRENCY;
  /** Sum of price × quantity, two decimals. */
  value: number;
  items: AnalyticsItem[];
  coupon?: string | null;
}

/** One GA4 ecommerce event as pushed to the data layer (§7: all in EUR). */
export interface AnalyticsEvent {
  event: AnalyticsEventName;
  ecommerce: Ecommerce;
}

export const analyticsItemOf = (tracking: ProductTracking): AnalyticsItem => ({
  ...tracking,
  item_id: tracking.product_id,
  item_name: tracking.name,
  item_brand: tracking.brand,
  item_category: tracking.category,
  item_variant: tracking.variant_uuid,
});

export function ecommerceOf(items: readonly ProductTracking[], coupon?: string | null): Ecommerce {
  const value = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  return { currency: ANALYTICS_CURRENCY, value, items: items.map(analyticsItemOf), ...(coupon === undefined ? {} : { coupon }) };
}

/** Pushes one event; the previous ecommerce object is cleared first, as GA4 asks. Nothing happens without a data layer. */
export const trackEventFx = attach({
  source: $dataLayer,
  effect: (dataLayer, entry: AnalyticsEvent) => {
    dataLayer?.push({ ecommerce: null });
    dataLayer?.push(entry);
  },
});

export const addToCart = createEvent<ProductTracking | ProductTracking[]>();
export const viewItem = createEvent<ProductTracking>();
export const addToWishlist = createEvent<ProductTracking>();
export const beginCheckout = createEvent<{ items: ProductTracking[]; coupon?: string | null }>();

const listOf = (items: ProductTracking | ProductTracking[]) => (Array.isArray(items) ? items : [items]);

// §7 analytics events, in EUR.
sample({ clock: addToCart, fn: (items): AnalyticsEvent => ({ event: 'add_to_cart', ecommerce: ecommerceOf(listOf(items)) }), target: trackEventFx });
sample({ clock: viewItem, fn: (item): AnalyticsEvent => ({ event: 'view_item', ecommerce: ecommerceOf([item]) }), target: trackEventFx });
sample({ clock: addToWishlist, fn: (item): AnalyticsEvent => ({ event: 'add_to_wishlist', ecommerce: ecommerceOf([item]) }), target: trackEventFx });
sample({
  clock: beginCheckout,
  fn: ({ items, coupon }): AnalyticsEvent => ({ event: 'begin_checkout', ecommerce: ecommerceOf(items, coupon ?? null) }),
  target: trackEventFx,
});
// §7: an add the cart's API accepted is an add_to_cart.
sample({ clock: itemAddedToCart, target: addToCart });
