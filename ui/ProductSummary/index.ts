export { ProductSummary, RATING_MIN, RATING_MAX } from './ProductSummary';
export type { ProductSummaryProps, ProductSummaryLabels } from './ProductSummary';
