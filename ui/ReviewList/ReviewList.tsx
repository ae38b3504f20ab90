import type { Review } from '../../contract';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Stars } from '../Rating/Stars';
import * as styles from './ReviewList.css';

export interface ReviewListLabels {
  /** One review's stars in words, e.g. '4 de 5 estrelas'. */
  rating: (stars: number) => string;
  verifiedBuyer: string;
  /** e.g. 'Publicada a 20 de novembro de 2026' (the date already formatted). */
  publishedOn: (formattedDate: string) => string;
  loading: string;
  failed: string;
  more: string;
}

export interface ReviewListProps {
  reviews: readonly Review[];
  languageTag: string;
  labels: ReviewListLabels;
  loading?: boolean;
  failed?: boolean;
  hasMore?: boolean;
  onMore?: () => void;
}

/** Approved reviews, newest first: stars, the author's name, 'verified buyer', the date and the text; more on demand. */
export function ReviewList({ reviews, languageTag, labels, loading = false, failed = false, hasMore = false, onMore }: ReviewListProps) {
  const date = new Intl.DateTimeFormat(languageTag, { dateStyle: 'long', timeZone: 'Europe/Lisbon' });
  return (
    <div aria-busy={loading || undefined}>
      {reviews.length > 0 && (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.uuid} className={styles.item} lang={review.locale}>
              <div className={styles.itemHead}>
                <Stars value={review.rating} label={labels.rating(review.rating)} />
                <span className={styles.author}>{review.author}</span>
                {review.verified_buyer && (
                  <Badge tone="positive" icon="check">
                    {labels.verifiedBuyer}
                  </Badge>
                )}
              </div>
              <p className={styles.muted}>
                <time dateTime={review.created_at}>{labels.publishedOn(date.format(new Date(review.created_at)))}</time>
              </p>
              <p className={styles.body}>{review.body}</p>
            </li>
          ))}
        </ul>
      )}
      {loading && (
        <p role="status" className={styles.muted}>
          <span className={styles.skeleton} aria-hidden="true" style={{ display: reviews.length ? 'none' : 'block' }} />
          {labels.loading}
        </p>
      )}
      {failed && !loading && (
        <p role="alert" className={styles.muted}>
          {labels.failed}
        </p>
      )}
      {hasMore && !loading && onMore && (
        <div className={styles.footer}>
          <Button variant="secondary" onClick={onMore}>
            {labels.more}
          </Button>
        </div>
      )}
    </div>
  );
}
