export { CheckoutExpired, CHECKOUT_EXPIRED_REASONS } from './CheckoutExpired';
export type { CheckoutExpiredProps, CheckoutExpiredLabels, CheckoutExpiredReason } from './CheckoutExpired';
