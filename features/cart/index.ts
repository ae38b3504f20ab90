/**
 * The storefront cart (spec §2 cart panel, drawer and badge, §3 cart and cart store state, §4 Cart,
 * §5 Cart and stock, §7 cart calls and store operations, §8 stock and coupon messages, §9 cart constants).
 * The app wires, per scope in the browser: `$cartStorage` (localStorage; keys in `CART_STORAGE_KEYS`) and
 * `$cartLocale` (the page's language, which the cart's lines are named in), then
 * fires `cartInitialised` once after hydration. Login and logout follow features/auth by themselves.
 * Messages go to features/toasts as `{ key }` texts under `cart.*` in locales/*.json.
 *
 * The shop's first load takes only `./badge.ts` (the count, the cart's address, the drawer's open state and
 * its events): the app's shell imports it directly, so this index — and the model behind it — loads after
 * hydration (app/client/commerce.ts) or with the page or drawer that acts on the cart.
 */
export {
  $cart,
  $sessionId,
  $customerId,
  $cartStatus,
  $isOpen,
  $cartUuid,
  $cartVersion,
  $cartItems,
  $cartDiscounts,
  $totalPrice,
  $subtotal,
  $discountAmount,
  $appliedCoupon,
  $itemCount,
  $freeShippingDiscount,
  $freeShippingThreshold,
  $hasFreeShipping,
  $freeShippingProgress,
  $remainingForFreeShipping,
  $sellerGroups,
  $overallDeliveryEstimate,
  $hasMultipleDeliveries,
  $updatingItems,
  $isLoading,
  $isSyncing,
  $isApplyingCoupon,
  $isRemovingCoupon,
  $cartStoreState,
  cartInitialised,
  itemAdded,
  quantityChanged,
  itemRemoved,
  cartCleared,
  cartOpened,
  cartClosed,
  cartCompleted,
  cartAdopted,
  couponApplyRequested,
  couponApplyFinished,
  couponRemoveRequested,
  couponRemoveFinished,
  appliedCouponCleared,
  itemAddedToCart,
  syncCartFx,
  CART_CONFLICT_RETRIES,
  CART_LOAD_RETRIES,
  CART_LOAD_RETRY_MS,
  CART_LOAD_STATUSES,
} from './model';
export type { CartLineRef, CartLoadStatus, CouponApplyResult, CouponRemoveResult, QuantityChange, SyncParams, SyncResult } from './model';
export type { CartChange, CartProduct } from './changes';
export { lineTrackingOf, productTrackingOf } from './changes';
export { $cartStorage, CART_STORAGE_KEYS, createSessionId, readStoredCart } from './storage';
export type { StoredCart } from './storage';
export { $cartLocale, fetchCartFx, saveCartFx, updateCartFx, deleteCartFx, applyCouponFx, removeCouponFx } from './api';
export {
  canDecrement,
  canIncrement,
  checkAdd,
  checkQuantityChange,
  isSameLine,
  itemStockWarning,
} from './stock';
export type { AddDecision, QuantityDecision, StockMessage, StockWarning } from './stock';
export { cartBadgeText, freeShippingOf, overallDeliveryMaxDays, sellerGroupsOf, subtotalOf } from './totals';
export type { FreeShipping, SellerGroup } from './totals';
export { CART_TEXT_KEYS, couponRejectionText, stockMessageText } from './messages';
export { useCartView } from './react';
export { useCartBadge } from './badge';
