import { createEvent, createStore, sample } from 'effector';
import type { Locale, Review, ReviewCreateRequest, ReviewEligibility } from '../../contract';
import { fetchEligibilityFx, fetchReviewsFx, submitReviewFx } from './api';

/**
 * The product page's reviews after hydration: the approved list (page by page), whether the signed-in
 * customer may write one, and their review's submission. Loaded with the reviews panel's code, so none of
 * it is in the product page's first load; the server renders only the summary (features/product).
 */

export interface ReviewsRequested {
  slug: string;
  locale: Locale;
  signedIn: boolean;
}

export type SubmitState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'failed'; httpStatus: number; fields: Record<string, string[]> };

export const $reviews = createStore<Review[]>([], { serialize: 'ignore' });
export const $reviewsPage = createStore(0, { serialize: 'ignore' });
export const $reviewsLastPage = createStore(1, { serialize: 'ignore' });
export const $reviewsFailed = createStore(false, { serialize: 'ignore' });
export const $reviewsLoading = fetchReviewsFx.pending;
export const $hasMoreReviews = createStore(false, { serialize: 'ignore' });
export const $eligibility = createStore<ReviewEligibility | null>(null, { serialize: 'ignore' });
export const $submit = createStore<SubmitState>({ status: 'idle' }, { serialize: 'ignore' });
const $request = createStore<ReviewsRequested | null>(null, { serialize: 'ignore' });

export const reviewsOpened = createEvent<ReviewsRequested>();
export const moreReviewsRequested = createEvent();
export const reviewSubmitted = createEvent<ReviewCreateRequest>();
export const reviewFormReset = createEvent();

// A product's reviews start from their first page; a signed-in customer's eligibility is asked beside them.
sample({ clock: reviewsOpened, target: $request });
sample({ clock: reviewsOpened, fn: (): Review[] => [], target: $reviews });
sample({ clock: reviewsOpened, fn: () => null, target: $eligibility });
sample({ clock: reviewsOpened, fn: (): SubmitState => ({ status: 'idle' }), target: $submit });
sample({ clock: reviewsOpened, fn: ({ slug }) => ({ slug, page: 1 }), target: fetchReviewsFx });
sample({ clock: reviewsOpened, filter: ({ signedIn }) => signedIn, fn: ({ slug }) => ({ slug }), target: fetchEligibilityFx });

sample({
  clock: moreReviewsRequested,
  source: { request: $request, page: $reviewsPage, loading: $reviewsLoading },
  filter: ({ request, loading }) => request !== null && !loading,
  fn: ({ request, page }) => ({ slug: request!.slug, page: page + 1 }),
  target: fetchReviewsFx,
});

// Pages add up in order; an answer for another product (the shopper moved on) is dropped.
const pageLoaded = sample({ clock: fetchReviewsFx.done, source: $request, filter: (request, { params }) => request?.slug === params.slug, fn: (_request, { result }) => result });
sample({ clock: pageLoaded, source: $reviews, fn: (shown, page) => (page.meta.current_page === 1 ? page.data : [...shown, ...page.data]), target: $reviews });
sample({ clock: pageLoaded, fn: (page) => page.meta.current_page, target: $reviewsPage });
sample({ clock: pageLoaded, fn: (page) => page.meta.current_page < page.meta.last_page, target: $hasMoreReviews });
sample({ clock: pageLoaded, fn: () => false, target: $reviewsFailed });
sample({ clock: fetchReviewsFx.fail, fn: () => true, target: $reviewsFailed });
sample({ clock: fetchEligibilityFx.doneData, target: $eligibility });

// The review goes with the page's language; once accepted it waits for the operator and cannot be written again.
sample({
  clock: reviewSubmitted,
  source: { request: $request, submit: $submit },
  filter: ({ request, submit }) => request !== null && submit.status !== 'sending',
  fn: ({ request }, body) => ({ slug: request!.slug, locale: request!.locale, body }),
  target: submitReviewFx,
});
sample({ clock: submitReviewFx, fn: (): SubmitState => ({ status: 'sending' }), target: $submit });
sample({ clock: submitReviewFx.done, fn: (): SubmitState => ({ status: 'sent' }), target: $submit });
sample({ clock: submitReviewFx.done, fn: (): ReviewEligibility => ({ eligible: false, reason: 'already_reviewed' }), target: $eligibility });
sample({
  clock: submitReviewFx.failData,
  fn: (error): SubmitState => {
    const data = error.data as { errors?: Record<string, string[]> } | null;
    return { status: 'failed', httpStatus: error.status, fields: data?.errors ?? {} };
  },
  target: $submit,
});
sample({ clock: reviewFormReset, source: $submit, filter: (submit) => submit.status === 'failed', fn: (): SubmitState => ({ status: 'idle' }), target: $submit });
