import { Suspense, useMemo } from 'react';
import { REVIEWS_ANCHOR } from '../../../contract/review-constants';
import type { ProductPageData } from '../../../contract';
import { Heading } from '../../../ui/Heading';
import { ReviewSummary } from '../../../ui/ReviewList/ReviewSummary';
import { lazyWithMessages, useTranslation } from '../../i18n/react';
import { useHydrated } from '../../shell/useHydrated';
import { reviewSummaryLabels } from './reviewLabels';
import type { ReviewsPanelProps } from './ReviewsPanel';
import * as styles from './ProductPage.css';

// The list and the form come after hydration with their own code and texts (the overlays part): the server
// renders only the summary, whose figures the product already carries, so the page's first load and its
// serialized state stay as small as before.
const ReviewsPanel = lazyWithMessages<ReviewsPanelProps>(() => import('./ReviewsPanel'), ['overlays']);

export interface ReviewsSectionProps {
  product: Pick<ProductPageData, 'slug' | 'name' | 'translations' | 'review_summary'>;
  languageTag: string;
}

/** §2 product page: the approved reviews' average and distribution, then (in the browser) the list and 'write a review'. */
export function ReviewsSection({ product, languageTag }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const labels = useMemo(() => reviewSummaryLabels(t), [t]);
  const summary = product.review_summary ?? { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  return (
    <section id={REVIEWS_ANCHOR} className={styles.reviews} aria-labelledby={`${REVIEWS_ANCHOR}-title`}>
      <Heading level={2} size="medium" id={`${REVIEWS_ANCHOR}-title`}>
        {t('product.reviews.title')}
      </Heading>
      <ReviewSummary summary={summary} languageTag={languageTag} labels={labels} />
      {hydrated && (
        <Suspense fallback={null}>
          <ReviewsPanel product={product} languageTag={languageTag} />
        </Suspense>
      )}
    </section>
  );
}
