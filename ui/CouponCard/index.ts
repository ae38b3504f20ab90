export { CouponCard, COUPON_CARD_STATUSES, COUPON_USAGE_KINDS } from './CouponCard';
export type {
  CouponCardLabels,
  CouponCardProps,
  CouponCardStatus,
  CouponDisplay,
  CouponUsage,
  CouponUsageKind,
} from './CouponCard';
export { COUPON_KINDS, couponNotchColor } from './CouponCard.css';
export type { CouponKind } from './CouponCard.css';
