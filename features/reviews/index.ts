export { fetchEligibilityFx, fetchReviewsFx, submitReviewFx } from './api';
export {
  $eligibility,
  $hasMoreReviews,
  $reviews,
  $reviewsFailed,
  $reviewsLoading,
  $submit,
  moreReviewsRequested,
  reviewFormReset,
  reviewsOpened,
  reviewSubmitted,
} from './model';
export type { ReviewsRequested, SubmitState } from './model';
export { useReviews } from './react';
