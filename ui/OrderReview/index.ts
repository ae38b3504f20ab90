export { OrderReview } from './OrderReview';
export type { OrderReviewProps, OrderReviewLabels } from './OrderReview';
export { OrderTotals } from './OrderTotals';
export type { OrderTotalsProps, OrderTotalsLabels, OrderTotalsValues, ShippingFeeLine } from './OrderTotals';
