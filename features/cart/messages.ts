import type { CouponRejectionReason } from '../../contract';
import { PRODUCT_TOAST_DURATION_MS } from '../toasts';
import type { ToastInput, ToastText } from '../toasts';
import type { StockMessage } from './stock';

/**
 * Catalogue keys of the cart model's texts (locales/*.json, namespace `cart`; pt holds the §8 texts). The
 * item stock warnings of `itemStockWarning` are the cart line's texts (`cartView.line.*`, ui side).
 * Counts interpolate as `{{count}}` with plural forms, the coupon code as `{{code}}`, a minimum as `{{amount, price}}`.
 */
export const CART_TEXT_KEYS = {
  stock: {
    limitReached: 'cart.stock.limitReached',
    onlyCanAdd: 'cart.stock.onlyCanAdd',
    adjusted: 'cart.stock.adjusted',
    onlyInStock: 'cart.stock.onlyInStock',
  },
  coupon: {
    applied: 'cart.coupon.applied',
    applyFailed: 'cart.coupon.applyFailed',
    removed: 'cart.coupon.removed',
    removeFailed: 'cart.coupon.removeFailed',
    /** §8 the coupon store's answers (`CouponApplyResult.message`, `CouponRemoveResult.message`). */
    result: {
      applied: 'cart.coupon.result.applied',
      removed: 'cart.coupon.result.removed',
      invalid: 'cart.coupon.result.invalid',
      removeFailed: 'cart.coupon.result.removeFailed',
    },
    rejection: {
      notFound: 'cart.coupon.rejection.notFound',
      cartNotFound: 'cart.coupon.rejection.cartNotFound',
      expired: 'cart.coupon.rejection.expired',
      notApplicable: 'cart.coupon.rejection.notApplicable',
      minimumRequired: 'cart.coupon.rejection.minimumRequired',
      limitReached: 'cart.coupon.rejection.limitReached',
    },
  },
  syncFailed: 'cart.syncFailed',
} as const;

/** §8 stock message as a catalogue text. */
export function stockMessageText(message: StockMessage): ToastText {
  const key = CART_TEXT_KEYS.stock[message.kind];
  return 'count' in message ? { key, values: { count: message.count } } : { key };
}

/** §9: the product helper's toasts (stock messages about the product being added) last 5000 ms. */
export const stockToast = (message: StockMessage): ToastInput => ({ level: 'warning', title: stockMessageText(message), duration: PRODUCT_TOAST_DURATION_MS });

/**
 * §8 coupon validation label; §5 'minimum purchase of {amount}' carries the amount as a number, which the
 * catalogue writes as a price in the page's language (`{{amount, price}}`: 'Compra mínima de 30,00 €').
 */
export function couponRejectionText(reason: CouponRejectionReason, minimumOrderValue?: number | null): ToastText {
  const key = CART_TEXT_KEYS.coupon.rejection[reason];
  return reason === 'minimumRequired' ? { key, values: { amount: minimumOrderValue ?? 0 } } : { key };
}
