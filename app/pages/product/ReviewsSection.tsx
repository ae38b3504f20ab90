import { Suspense, useMemo, useRef } from 'react';
import { REVIEWS_ANCHOR, WRITE_REVIEW_PARAM } from '../../../contract/review-constants';
import type { ProductPageData } from '../../../contract';
import { Heading } from '../../../ui/Heading';
import { useNearViewport } from '../../../ui/hydrated';
import { ReviewSummary } from '../../../ui/ReviewList/ReviewSummary';
import { lazyWithMessages, useTranslation } from '../../i18n/react';
import { useHydrated } from '../../shell/useHydrated';
import { reviewSummaryLabels } from './reviewLabels';
import type { ReviewsPanelProps } from './ReviewsPanel';
import * as styles from './ProductPage.css';

// The list and the form come in the browser with their own code and texts (the overlays part): the server
// renders only the summary, whose figures the product already carries, so the page's first load and its
// serialized state stay as small as before. They come when the section nears the viewport, not beside the
// hydration: their code (the dialog, the form) and the list's request would otherwise compete with what the
// first screen needs (app/README.md, "Parts that hydrate when needed").
const ReviewsPanel = lazyWithMessages<ReviewsPanelProps>(() => import('./ReviewsPanel'), ['overlays']);

export interface ReviewsSectionProps {
  product: Pick<ProductPageData, 'slug' | 'name' | 'translations' | 'review_summary'>;
  languageTag: string;
}

/** §2 product page: the approved reviews' average and distribution, then (in the browser) the list and 'write a review'. */
export function ReviewsSection({ product, languageTag }: ReviewsSectionProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // The invitation's link (`?review=1#reviews`) and a link to the section want the panel at once.
  const asked = hydrated && (window.location.hash === `#${REVIEWS_ANCHOR}` || new URLSearchParams(window.location.search).has(WRITE_REVIEW_PARAM));
  const labels = useMemo(() => reviewSummaryLabels(t), [t]);
  const summary = product.review_summary ?? { average: null, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
  return (
    <section ref={section} id={REVIEWS_ANCHOR} className={styles.reviews} aria-labelledby={`${REVIEWS_ANCHOR}-title`}>
      <Heading level={2} size="medium" id={`${REVIEWS_ANCHOR}-title`}>
        {t('product.reviews.title')}
      </Heading>
      <ReviewSummary summary={summary} languageTag={languageTag} labels={labels} />
      {hydrated && (near || asked) && (
        <Suspense fallback={null}>
          <ReviewsPanel product={product} languageTag={languageTag} />
        </Suspense>
      )}
    </section>
  );
}
