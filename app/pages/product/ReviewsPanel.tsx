import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, WRITE_REVIEW_PARAM } from '../../../contract/review-constants';
import type { ProductPageData } from '../../../contract';
import { $isAuthenticated } from '../../../features/auth';
import { useReviews } from '../../../features/reviews';
import { Dialog } from '../../../ui/Dialog';
import { ReviewForm } from '../../../ui/ReviewForm';
import { ReviewList } from '../../../ui/ReviewList/ReviewList';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { reviewFailureText, reviewFormLabels, reviewListLabels } from './reviewLabels';
import * as styles from './ProductPage.css';

export interface ReviewsPanelProps {
  product: Pick<ProductPageData, 'slug' | 'name' | 'translations' | 'review_summary'>;
  languageTag: string;
}

/**
 * The product page's reviews once the page runs: the approved list (more on demand) and, for a signed-in
 * verified buyer who has not reviewed the product, 'write a review' opening the form in a dialog. The
 * invitation e-mail's link (`?review=1`) opens the form at once.
 */
export default function ReviewsPanel({ product, languageTag }: ReviewsPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const signedIn = useUnit($isAuthenticated);
  const { reviews, loading, failed, hasMore, eligibility, submit, open, more, submitted, edited } = useReviews();
  // The invitation's link (`?review=1`) opens the form once the customer is known to be eligible; the
  // shopper's own opening or closing decides from then on.
  const [askedByLink] = useState(() => new URLSearchParams(window.location.search).has(WRITE_REVIEW_PARAM));
  const [chosenOpen, setFormOpen] = useState<boolean | null>(null);
  const labels = useMemo(() => ({ list: reviewListLabels(t), form: reviewFormLabels(t) }), [t]);

  useEffect(() => {
    open({ slug: product.slug, locale, signedIn });
  }, [open, product.slug, locale, signedIn]);

  const canWrite = eligibility?.eligible === true || submit.status === 'sent';
  const formOpen = chosenOpen ?? (askedByLink && eligibility?.eligible === true);

  const name = product.translations[locale]?.name || product.name;
  const count = product.review_summary?.count ?? 0;
  return (
    <>
      {canWrite && (
        <div className={styles.reviewsActions}>
          <Dialog.Root open={formOpen} onOpenChange={setFormOpen}>
            <Dialog.Trigger variant="primary" icon="star">
              {t('reviewsPanel.write')}
            </Dialog.Trigger>
            <Dialog.Content title={t('reviewsPanel.formTitle', { name })} closeLabel={t('reviewsPanel.close')} size="medium">
              <ReviewForm
                labels={labels.form}
                bodyLength={{ min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX }}
                state={submit.status === 'sending' ? 'sending' : submit.status === 'sent' ? 'sent' : 'editing'}
                failure={submit.status === 'failed' && Object.keys(submit.fields).length === 0 ? reviewFailureText(t, submit.httpStatus) : null}
                fieldErrors={submit.status === 'failed' ? { rating: submit.fields.rating?.[0], body: submit.fields.body?.[0] } : {}}
                onSubmit={submitted}
                onEdit={edited}
              />
            </Dialog.Content>
          </Dialog.Root>
        </div>
      )}
      {(count > 0 || reviews.length > 0) && (
        <ReviewList reviews={reviews} languageTag={languageTag} labels={labels.list} loading={loading} failed={failed} hasMore={hasMore} onMore={more} />
      )}
    </>
  );
}
