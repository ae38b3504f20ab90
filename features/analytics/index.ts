/**
 * Analytics data layer (§7 analytics events, in EUR). The app injects `$dataLayer` (`window.dataLayer`) in the
 * browser; features or the app fire `addToCart`, `viewItem`, `addToWishlist`, `beginCheckout` with §3 product
 * tracking entries. The cart's accepted adds (`itemAddedToCart`) are pushed as add_to_cart by themselves; the
 * checkout fires `addShippingInfo` and `addPaymentInfo`, the success pages `purchase`, which goes once per order:
 * the app injects `$analyticsStorage` (localStorage) where the sent transaction ids are remembered. The app fires
 * `pageViewed` once each navigation settled (app/client/pageViews.ts): a `page_view` entry.
 */
export {
  $dataLayer,
  $analyticsStorage,
  trackEventFx,
  addToCart,
  viewItem,
  addToWishlist,
  beginCheckout,
  addShippingInfo,
  addPaymentInfo,
  purchase,
  pageViewed,
  pageViewOf,
  analyticsItemOf,
  ecommerceOf,
  PURCHASES_SENT_STORAGE_KEY,
  PURCHASES_REMEMBERED,
} from './model';
export type { AnalyticsEvent, AnalyticsItem, DataLayer, Ecommerce, PageView, PageVisit } from './model';
