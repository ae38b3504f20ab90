import { useId, useState } from 'react';
import { Icon } from '../Icon';
import { RATING_SCALE } from './Stars';
import * as styles from './Rating.css';

const SCALE = RATING_SCALE;

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
