import type { Translate } from '../../i18n/translate';
import type { ReviewFormLabels } from '../../../ui/ReviewForm';
import type { ReviewListLabels, ReviewSummaryLabels } from '../../../ui/ReviewList';

/** The summary's texts (the storefront part: server-rendered with the page). */
export function reviewSummaryLabels(t: Translate): ReviewSummaryLabels {
  return {
    rating: (rating) => t('product.rating', { rating }),
    count: (count) => t('product.reviews.count', { count }),
    bar: (stars, count) => t('product.reviews.bar', { stars, count }),
    empty: t('product.reviews.empty'),
  };
}

/** The list's texts (the overlays part, loaded with the reviews panel). */
export function reviewListLabels(t: Translate): ReviewListLabels {
  return {
    rating: (stars) => t('reviewsPanel.starRating', { count: stars }),
    verifiedBuyer: t('reviewsPanel.verifiedBuyer'),
    publishedOn: (date) => t('reviewsPanel.publishedOn', { date }),
    loading: t('reviewsPanel.loading'),
    failed: t('reviewsPanel.failed'),
    more: t('reviewsPanel.more'),
  };
}

export function reviewFormLabels(t: Translate): ReviewFormLabels {
  return {
    rating: {
      legend: t('reviewsPanel.legend'),
      star: (stars) => t('reviewsPanel.starRating', { count: stars }),
      meaning: (stars) => t(`reviewsPanel.meaning${stars}`),
    },
    body: t('reviewsPanel.body'),
    bodyHint: (length) => t('reviewsPanel.bodyHint', { length }),
    submit: t('reviewsPanel.submit'),
    sending: t('reviewsPanel.sending'),
    moderationNote: t('reviewsPanel.moderationNote'),
    ratingRequired: t('reviewsPanel.ratingRequired'),
    bodyTooShort: t('reviewsPanel.bodyTooShort'),
    sentTitle: t('reviewsPanel.sentTitle'),
    sentText: t('reviewsPanel.sentText'),
  };
}

/** The server's refusal of a review in the shopper's words: 403 not a verified buyer, 409 already reviewed. */
export function reviewFailureText(t: Translate, httpStatus: number): string {
  if (httpStatus === 403) return t('reviewsPanel.notVerified');
  if (httpStatus === 409) return t('reviewsPanel.alreadyReviewed');
  return t('reviewsPanel.sendFailed');
}
