/**
 * Reviews vocabulary without zod (the product page's first load may import it): the §9 rating scale,
 * the text's limits, the moderation states and the paths of the calls.
 */

/** §9: ratings are on a scale of 1 to 5 (whole stars when a customer rates). */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** The stars of the scale, best first (the order the distribution is shown in). */
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;
export type ReviewStar = (typeof REVIEW_STARS)[number];

/** A review says something (at least a short sentence) and stays readable on a product page. */
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

/** Approved reviews per page of a product's list. */
export const REVIEWS_PER_PAGE = 5;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What the operator decides of a pending review. */
export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** Why a signed-in customer may not review a product (null: they may). */
export const REVIEW_INELIGIBILITY = ['not_purchased', 'not_delivered', 'already_reviewed'] as const;
export type ReviewIneligibility = (typeof REVIEW_INELIGIBILITY)[number];

/** The product page's section the review invitation links to. */
export const REVIEWS_ANCHOR = 'reviews';
/** The address parameter that opens the review form when the page loads (the invitation's link). */
export const WRITE_REVIEW_PARAM = 'review';

const slugPath = (slug: string) => `/v1/products/${slug}/reviews`;

export const REVIEW_API_PATHS = {
  /** GET: approved reviews (paged) with the summary; POST: the signed-in customer's review. */
  productReviews: (slug: string) => slugPath(slug),
  /** GET (signed in): whether the customer may review the product. */
  eligibility: (slug: string) => `${slugPath(slug)}/eligibility`,
  /** GET (operator): pending reviews, oldest first. */
  adminPending: '/v1/admin/reviews',
  /** POST (operator): approve or reject one review. */
  adminReview: (uuid: string) => `/v1/admin/reviews/${uuid}`,
} as const;
