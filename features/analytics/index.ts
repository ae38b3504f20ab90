/**
 * Analytics data layer (§7 analytics events, in EUR). The app injects `$dataLayer` (`window.dataLayer`) in the
 * browser; features or the app fire `addToCart`, `viewItem`, `addToWishlist`, `beginCheckout` with §3 product
 * tracking entries. The cart's accepted adds (`itemAddedToCart`) are pushed as add_to_cart by themselves.
 */
export { $dataLayer, trackEventFx, addToCart, viewItem, addToWishlist, beginCheckout, analyticsItemOf, ecommerceOf } from './model';
export type { AnalyticsEvent, AnalyticsItem, DataLayer, Ecommerce } from './model';
