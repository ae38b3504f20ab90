export type { ReviewsRequested, SubmitState } from './model';
export { useReviews } from './react';
