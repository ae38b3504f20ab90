import { attach, createEvent, createStore, sample } from 'effector';
import { ANALYTICS_CURRENCY } from '../../contract/constants';
import type { AnalyticsEventName, ProductTracking, PurchaseTracking } from '../../contract';
import type { KeyValueStorage } from '../auth';
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
  /** Sum of price × quantity, two decimals (purchase: the order's total). */
  value: number;
  items: AnalyticsItem[];
  coupon?: string | null;
  /** add_shipping_info: the methods chosen, per seller group. */
  shipping_tier?: string;
  /** add_payment_info: the payment method. */
  payment_type?: string;
  /** purchase (§7): transaction id, shipping, tax, customer type and e-mail. */
  transaction_id?: string;
  shipping?: number;
  tax?: number;
  customer_type?: PurchaseTracking['customer_type'];
  customer_email?: string | null;
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

/** §7 page view: where the shopper is once a navigation settled (GA4's page_view parameters). */
export interface PageView {
  event: 'page_view';
  page_location: string;
  page_path: string;
  page_title: string;
  page_referrer: string;
  language: string;
}

/** A page the shopper reached: the full address, its title, the page before it (or the landing's referrer) and the page's language. */
export interface PageVisit {
  href: string;
  title: string;
  referrer: string;
  language: string;
}

export function pageViewOf(visit: PageVisit): PageView {
  const url = new URL(visit.href);
  return { event: 'page_view', page_location: url.href, page_path: url.pathname + url.search, page_title: visit.title, page_referrer: visit.referrer, language: visit.language };
}

/** A plain push (a page view clears no ecommerce object). */
const pushFx = attach({
  source: $dataLayer,
  effect: (dataLayer, entry: object) => {
    dataLayer?.push(entry);
  },
});

/** §7: a navigation settled (the app waits up to 100 ms for the page to be drawn). */
export const pageViewed = createEvent<PageVisit>();

export const addToCart = createEvent<ProductTracking | ProductTracking[]>();
export const viewItem = createEvent<ProductTracking>();
export const addToWishlist = createEvent<ProductTracking>();
export const beginCheckout = createEvent<{ items: ProductTracking[]; coupon?: string | null }>();
/** The checkout's steps done (§7 funnel): the delivery step (its methods), the payment step (its method). */
export const addShippingInfo = createEvent<{ items: ProductTracking[]; coupon: string | null; shippingTier: string }>();
export const addPaymentInfo = createEvent<{ items: ProductTracking[]; coupon: string | null; paymentType: string }>();
/** §7 purchase: sent once per order, even when its success page is opened again or reloaded. */
export const purchase = createEvent<PurchaseTracking>();

/** Injected per scope in the browser (localStorage): the orders whose purchase was sent. */
export const $analyticsStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });
/** The transaction ids already sent as purchase (a JSON list, the latest PURCHASES_REMEMBERED kept). */
export const PURCHASES_SENT_STORAGE_KEY = 'analytics.purchases';
export const PURCHASES_REMEMBERED = 50;

function sentPurchases(storage: KeyValueStorage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PURCHASES_SENT_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The transactions sent from this page (what counts when no storage is injected). */
const $sentHere = createStore<string[]>([], { serialize: 'ignore' });

/** Pushes the purchase unless its transaction was sent before (in this browser), then remembers it. */
const purchaseOnceFx = attach({
  source: { storage: $analyticsStorage, dataLayer: $dataLayer, sentHere: $sentHere },
  effect: ({ storage, dataLayer, sentHere }, tracking: PurchaseTracking) => {
    if (!dataLayer) return false;
    const sent = sentPurchases(storage);
    if (sent.includes(tracking.transaction_id) || sentHere.includes(tracking.transaction_id)) return false;
    storage?.setItem(PURCHASES_SENT_STORAGE_KEY, JSON.stringify([...sent, tracking.transaction_id].slice(-PURCHASES_REMEMBERED)));
    const { items, currency, ...fields } = tracking;
    dataLayer.push({ ecommerce: null });
    dataLayer.push({ event: 'purchase', ecommerce: { ...fields, currency, items: items.map(analyticsItemOf) } });
    return true;
  },
});
sample({
  clock: purchaseOnceFx.done,
  source: $sentHere,
  filter: (_sent, { result }) => result,
  fn: (sent, { params }) => [...sent, params.transaction_id],
  target: $sentHere,
});

const listOf = (items: ProductTracking | ProductTracking[]) => (Array.isArray(items) ? items : [items]);

// §7 page views go to the data layer.
sample({ clock: pageViewed, fn: pageViewOf, target: pushFx });
// §7 analytics events, in EUR.
sample({ clock: addToCart, fn: (items): AnalyticsEvent => ({ event: 'add_to_cart', ecommerce: ecommerceOf(listOf(items)) }), target: trackEventFx });
sample({ clock: viewItem, fn: (item): AnalyticsEvent => ({ event: 'view_item', ecommerce: ecommerceOf([item]) }), target: trackEventFx });
sample({ clock: addToWishlist, fn: (item): AnalyticsEvent => ({ event: 'add_to_wishlist', ecommerce: ecommerceOf([item]) }), target: trackEventFx });
sample({
  clock: beginCheckout,
  fn: ({ items, coupon }): AnalyticsEvent => ({ event: 'begin_checkout', ecommerce: ecommerceOf(items, coupon ?? null) }),
  target: trackEventFx,
});
sample({
  clock: addShippingInfo,
  fn: ({ items, coupon, shippingTier }): AnalyticsEvent => ({ event: 'add_shipping_info', ecommerce: { ...ecommerceOf(items, coupon), shipping_tier: shippingTier } }),
  target: trackEventFx,
});
sample({
  clock: addPaymentInfo,
  fn: ({ items, coupon, paymentType }): AnalyticsEvent => ({ event: 'add_payment_info', ecommerce: { ...ecommerceOf(items, coupon), payment_type: paymentType } }),
  target: trackEventFx,
});
sample({ clock: purchase, target: purchaseOnceFx });
// §7: an add the cart's API accepted is an add_to_cart.
sample({ clock: itemAddedToCart, target: addToCart });
