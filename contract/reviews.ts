import { z } from 'zod';
import { IsoDateTime, Slug, Uuid } from './common';
import { PaginationLinks, PaginationMeta } from './pagination';
import { Locale } from './locale';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_DECISIONS,
  REVIEW_INELIGIBILITY,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_STATUSES,
} from './review-constants';
export * from './review-constants';

/**
 * Reviews from verified buyers: a signed-in customer with a delivered line of a product rates it 1–5
 * with a text (one review per customer and product); it waits for the operator, and once approved it
 * is shown on the product page and counted in the product's average and distribution.
 */

const Rating = z.number().int().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX);
const Count = z.number().int().nonnegative();

/** Strict: a whole rating 1–5 and a text of 10–2,000 characters (trimmed). */
export const ReviewCreateRequest = z.strictObject({
  rating: z.number({ error: 'The rating field must be a whole number from 1 to 5.' }).int('The rating field must be a whole number from 1 to 5.').min(REVIEW_RATING_MIN, 'The rating field must be a whole number from 1 to 5.').max(REVIEW_RATING_MAX, 'The rating field must be a whole number from 1 to 5.'),
  body: z
    .string({ error: 'The body field is required.' })
    .trim()
    .min(REVIEW_BODY_MIN, `The body field must be at least ${REVIEW_BODY_MIN} characters.`)
    .max(REVIEW_BODY_MAX, `The body field must not be greater than ${REVIEW_BODY_MAX} characters.`),
});
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequest>;

/** Approved reviews only: the mean (null with none), how many, and how many per star. */
export const ReviewSummary = z.strictObject({
  average: z.number().min(REVIEW_RATING_MIN).max(REVIEW_RATING_MAX).nullable(),
  count: Count,
  distribution: z.strictObject({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

/** A review as the public sees it: every shown review comes from a verified buyer. */
export const Review = z.strictObject({
  uuid: Uuid,
  rating: Rating,
  body: z.string(),
  /** First name and the last name's initial. */
  author: z.string(),
  verified_buyer: z.literal(true),
  locale: Locale,
  created_at: IsoDateTime,
});
export type Review = z.infer<typeof Review>;

/** GET /v1/products/{slug}/reviews?page= → the approved reviews, newest first, paged, with the summary. */
export const ProductReviewsResponse = z.object({
  data: z.array(Review),
  links: PaginationLinks,
  meta: PaginationMeta,
  summary: ReviewSummary,
});
export type ProductReviewsResponse = z.infer<typeof ProductReviewsResponse>;

export const ReviewsQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** The customer's own review (after writing it, or found by the eligibility check). */
export const OwnReview = Review.omit({ verified_buyer: true }).extend({ status: z.enum(REVIEW_STATUSES) });
export type OwnReview = z.infer<typeof OwnReview>;
export const OwnReviewResponse = z.object({ data: OwnReview });
export type OwnReviewResponse = z.infer<typeof OwnReviewResponse>;

/** GET /v1/products/{slug}/reviews/eligibility (signed in). */
export const ReviewEligibility = z.strictObject({
  eligible: z.boolean(),
  reason: z.enum(REVIEW_INELIGIBILITY).nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibility>;
export const ReviewEligibilityResponse = z.object({ data: ReviewEligibility });
export type ReviewEligibilityResponse = z.infer<typeof ReviewEligibilityResponse>;

/** A review as the operator moderates it. */
export const AdminReview = OwnReview.extend({
  product: z.strictObject({ uuid: Uuid, slug: Slug, name: z.string() }),
  customer_email: z.string(),
  moderated_at: IsoDateTime.nullable(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewsResponse = z.object({ data: z.array(AdminReview), links: PaginationLinks, meta: PaginationMeta });
export const AdminReviewResponse = z.object({ data: AdminReview });

/** Strict: the operator's decision on a review. */
export const ReviewModerationRequest = z.strictObject({ status: z.enum(REVIEW_DECISIONS) });
export type ReviewModerationRequest = z.infer<typeof ReviewModerationRequest>;
