/**
 * The Discounts drawer's model (spec §2 Discounts drawer, §3 Discount, §4 Discounts, §5 Coupons,
 * §7 GET v1/discounts and discount_list, §8 drawer toasts). The app injects `$clipboardWriter` in the
 * browser, fires `discountsInitialised` once after hydration, binds the drawer to `drawerOpened` /
 * `drawerClosed` / `couponApplyClicked(code)` / `couponRemoveClicked` / `codeCopied(code)`, and (realtime
 * issue) passes each `UpdateDiscounts` message of `discount_list` to `discountUpdated(raw)`.
 * Applying and removing go through features/cart, which shows their toasts. The card texts come from
 * `display.ts` as values the app formats with i18n.
 */
export {
  $discounts,
  $discountsStatus,
  $isDrawerOpen,
  $appliedCode,
  $appliedDiscount,
  $applyingCode,
  $isApplying,
  $isRemoving,
  $clipboardWriter,
  discountsInitialised,
  drawerOpened,
  drawerClosed,
  couponApplyClicked,
  couponRemoveClicked,
  codeCopied,
  discountUpdated,
  discountsRefreshed,
  copyCodeFx,
  DISCOUNTS_STATUSES,
  DISCOUNTS_TEXT_KEYS,
} from './model';
export type { ClipboardWriter, DiscountsStatus } from './model';
export { fetchDiscountsFx } from './api';
export {
  DISCOUNT_GRADIENTS,
  discountGradientOf,
  discountValueOf,
  remainingTimeOf,
  remainingTimeText,
  usageBadgeOf,
} from './display';
export type { DiscountGradient, DiscountValue, RemainingTime, UsageBadge } from './display';
/** §2 VIP exclusive (golden card, 'VIP Exclusivo', 'Exclusivo para ti'): a discountable type includes Customer. */
export { isVipDiscount } from '../../contract';
