import { useUnit } from 'effector-react';
import {
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

/** What the product page's reviews panel shows (the approved list, the customer's eligibility, the form's state) and its operations. */
export const useReviews = () =>
  useUnit({
    reviews: $reviews,
    loading: $reviewsLoading,
    failed: $reviewsFailed,
    hasMore: $hasMoreReviews,
    eligibility: $eligibility,
    submit: $submit,
    open: reviewsOpened,
    more: moreReviewsRequested,
    submitted: reviewSubmitted,
    edited: reviewFormReset,
  });
