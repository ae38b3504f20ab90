import { Icon, type IconSize } from '../Icon';
import * as styles from './Rating.css';

/** §9: ratings are on a scale of 1 to 5 (contract/review-constants.ts says the same for the API). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The scale's stars, worst first. */
export const RATING_SCALE = Array.from({ length: RATING_MAX }, (_, index) => index + RATING_MIN);

export interface StarsProps {
  /** 0–5; whole stars are shown (4.5 shows four, 4.8 five) — the number beside says the rest. */
  value: number;
  /** What the stars say, e.g. 'Avaliação: 4,5 de 5'. */
  label: string;
  size?: IconSize;
}

/** A rating on the §9 scale as five stars, read as one image with its label. */
export function Stars({ value, label, size = 'small' }: StarsProps) {
  const filled = Math.floor(Math.min(value, RATING_MAX) + 0.25);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {RATING_SCALE.map((star) => (
        <Icon key={star} name="star" size={size} filled={star <= filled} />
      ))}
    </span>
  );
}

