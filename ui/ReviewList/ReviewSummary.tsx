import type { ReviewSummary as Summary } from '../../contract';
import { Icon } from '../Icon';
import { formatDecimal } from '../numbers';
import { RATING_SCALE, Stars } from '../Rating/Stars';
import * as styles from './ReviewList.css';

export interface ReviewSummaryLabels {
  /** The stars said in words, e.g. 'Avaliação: 4,5 de 5'. */
  rating: (formattedAverage: string) => string;
  /** e.g. '12 avaliações'. */
  count: (count: number) => string;
  /** One bar in words, e.g. '5 estrelas: 8 avaliações'. */
  bar: (stars: number, count: number) => string;
  /** Shown when no review is approved yet. */
  empty: string;
}

export interface ReviewSummaryProps {
  summary: Summary;
  languageTag: string;
  labels: ReviewSummaryLabels;
}

/** The approved reviews at a glance: the average with its stars and count, and a bar per star (5 to 1). */
export function ReviewSummary({ summary, languageTag, labels }: ReviewSummaryProps) {
  if (summary.count === 0 || summary.average === null) return <p className={styles.muted}>{labels.empty}</p>;
  const formatted = formatDecimal(summary.average, languageTag, { minimum: 1, maximum: 1 });
  const bestFirst = [...RATING_SCALE].reverse() as (1 | 2 | 3 | 4 | 5)[];
  const widest = Math.max(...bestFirst.map((star) => summary.distribution[star]));
  return (
    <div className={styles.summary}>
      <div className={styles.average}>
        <p className={styles.averageNumber} aria-hidden="true">
          {formatted}
        </p>
        <Stars value={summary.average} label={labels.rating(formatted)} size="standard" />
        <p className={styles.muted}>{labels.count(summary.count)}</p>
      </div>
      <ul className={styles.bars}>
        {bestFirst.map((star) => {
          const count = summary.distribution[star];
          return (
            <li key={star} className={styles.bar} aria-label={labels.bar(star, count)}>
              <span className={styles.barLabel} aria-hidden="true">
                <span className={styles.barNumber}>{star}</span>
                <Icon name="star" size="small" filled />
              </span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.fill} style={{ width: `${widest === 0 ? 0 : Math.round((count / summary.count) * 100)}%` }} />
              </span>
              <span className={styles.count} aria-hidden="true">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
