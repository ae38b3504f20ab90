import { createEffect } from 'effector';
import { REVIEW_API_PATHS } from '../../contract/review-constants';
import type { ApiError, Locale, OwnReview, OwnReviewResponse, ProductReviewsResponse, ReviewCreateRequest, ReviewEligibility, ReviewEligibilityResponse } from '../../contract';
import { apiRequestFx } from '../api-client';

/** One page of a product's approved reviews with the summary. */
export const fetchReviewsFx = createEffect<{ slug: string; page: number }, ProductReviewsResponse, ApiError>(async ({ slug, page }) => {
  return (await apiRequestFx({
    path: REVIEW_API_PATHS.productReviews(slug),
    query: { page },
    schema: () => import('../../contract/reviews').then((contract) => contract.ProductReviewsResponse),
  })) as ProductReviewsResponse;
});

/** Whether the signed-in customer may review the product (a verified buyer who has not reviewed it). */
export const fetchEligibilityFx = createEffect<{ slug: string }, ReviewEligibility, ApiError>(async ({ slug }) => {
  const answer = (await apiRequestFx({ path: REVIEW_API_PATHS.eligibility(slug), schema: () => import('../../contract/reviews').then((contract) => contract.ReviewEligibilityResponse) })) as ReviewEligibilityResponse;
  return answer.data;
});

/** The customer's review; it waits for moderation (403 not a verified buyer, 409 already reviewed, 422 per field). */
export const submitReviewFx = createEffect<{ slug: string; locale: Locale; body: ReviewCreateRequest }, OwnReview, ApiError>(async ({ slug, locale, body }) => {
  const answer = (await apiRequestFx({
    method: 'POST',
    path: REVIEW_API_PATHS.productReviews(slug),
    query: { locale },
    body,
    schema: () => import('../../contract/reviews').then((contract) => contract.OwnReviewResponse),
    expectedStatuses: [403, 409, 422],
  })) as OwnReviewResponse;
  return answer.data;
});
