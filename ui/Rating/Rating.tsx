import { useId, useState } from 'react';
import { Icon, type IconSize } from '../Icon';
import * as styles from './Rating.css';

/** §9: ratings are on a scale of 1 to 5 (contract/review-constants.ts says the same for the API). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The scale's stars, worst first. */
export const RATING_SCALE = Array.from({ length: RATING_MAX }, (_, index) => index + RATING_MIN);
const SCALE = RATING_SCALE;

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
      {SCALE.map((star) => (
        <Icon key={star} name="star" size={size} filled={star <= filled} />
      ))}
    </span>
  );
}

export interface RatingInputLabels {
  /** The question, e.g. 'A sua avaliação'. */
  legend: string;
  /** Each choice's name, e.g. '4 estrelas de 5'. */
  star: (stars: number) => string;
  /** Said beside the stars once chosen, e.g. 'Muito bom'. */
  meaning: (stars: number) => string;
}

export interface RatingInputProps {
  name: string;
  value: number | null;
  onChange: (stars: number) => void;
  labels: RatingInputLabels;
  error?: string;
  required?: boolean;
}

/**
 * Choosing 1–5 stars: a group of native radio buttons drawn as stars, so the arrow keys move the choice and
 * a screen reader announces '4 estrelas de 5, 4 de 5'. Hovering previews a choice.
 */
export function RatingInput({ name, value, onChange, labels, error, required }: RatingInputProps) {
  const errorId = useId();
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className={styles.legend}>{labels.legend}</legend>
      <span className={styles.choices} onPointerLeave={() => setPreview(null)}>
        {SCALE.map((star) => (
          <span key={star}>
            <input
              className={styles.radio}
              type="radio"
              id={`${name}-${star}`}
              name={name}
              value={star}
              checked={value === star}
              required={required}
              aria-label={labels.star(star)}
              onChange={() => onChange(star)}
            />
            <label className={styles.choice} htmlFor={`${name}-${star}`} onPointerEnter={() => setPreview(star)}>
              <Icon name="star" size="large" filled={star <= shown} />
            </label>
          </span>
        ))}
      </span>
      <span className={styles.chosenText} aria-hidden="true">
        {shown > 0 ? labels.meaning(shown) : ''}
      </span>
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
