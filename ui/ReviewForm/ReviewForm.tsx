import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextAreaField } from '../FormField';
import { RatingInput, type RatingInputLabels } from '../Rating';
import * as styles from './ReviewForm.css';

export interface ReviewFormLabels {
  rating: RatingInputLabels;
  body: string;
  /** Under the text: how long it may be, e.g. '10 a 2000 caracteres (faltam 3)'. */
  bodyHint: (length: number) => string;
  submit: string;
  sending: string;
  /** Said before the form: reviews are checked before they are published. */
  moderationNote: string;
  ratingRequired: string;
  bodyTooShort: string;
  sentTitle: string;
  sentText: string;
}

export type ReviewFormState = 'editing' | 'sending' | 'sent';

export interface ReviewFormProps {
  labels: ReviewFormLabels;
  /** The text's length limits (the API's, from the caller). */
  bodyLength: { min: number; max: number };
  state: ReviewFormState;
  /** A failure the server gave (already in the shopper's words). */
  failure?: string | null;
  /** The server's field errors, in the shopper's words. */
  fieldErrors?: Partial<Record<'rating' | 'body', string>>;
  onSubmit: (review: { rating: number; body: string }) => void;
  /** Typing again clears a failure. */
  onEdit?: () => void;
}

/**
 * A verified buyer's review: stars (a keyboard-usable radio group), the text and submit. Checked here
 * first (a rating, at least 10 characters); once sent it says the review waits for moderation.
 */
export function ReviewForm({ labels, bodyLength, state, failure = null, fieldErrors = {}, onSubmit, onEdit }: ReviewFormProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);

  if (state === 'sent') {
    return (
      <div role="status" className={styles.sent}>
        <p className={styles.sentTitle}>{labels.sentTitle}</p>
        <p className={styles.note}>{labels.sentText}</p>
      </div>
    );
  }

  const trimmed = body.trim().length;
  const ratingError = checked && rating === null ? labels.ratingRequired : fieldErrors.rating;
  const bodyError = checked && trimmed < bodyLength.min ? labels.bodyTooShort : fieldErrors.body;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (state === 'sending' || rating === null || trimmed < bodyLength.min) return;
    onSubmit({ rating, body: body.trim() });
  };

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.note}>{labels.moderationNote}</p>
      <RatingInput
        name="rating"
        value={rating}
        labels={labels.rating}
        error={ratingError}
        required
        onChange={(stars) => {
          setRating(stars);
          onEdit?.();
        }}
      />
      <TextAreaField
        name="body"
        label={labels.body}
        value={body}
        hint={labels.bodyHint(trimmed)}
        error={bodyError}
        required
        maxLength={bodyLength.max}
        onChange={(value) => {
          setBody(value);
          onEdit?.();
        }}
      />
      {failure && <FormAlert message={{ title: failure }} />}
      <SubmitButton pending={state === 'sending'} pendingLabel={labels.sending}>
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
