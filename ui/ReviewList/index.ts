export { ReviewList } from './ReviewList';
export type { ReviewListLabels, ReviewListProps } from './ReviewList';
export { ReviewSummary } from './ReviewSummary';
export type { ReviewSummaryLabels, ReviewSummaryProps } from './ReviewSummary';
