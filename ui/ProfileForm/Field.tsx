import { useId, type ChangeEvent, type ReactNode } from 'react';
import * as styles from './Field.css';

export const FIELD_TYPES = ['text', 'email', 'password'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: FieldType;
  autoComplete?: string;
  required?: boolean;
  /** A sentence that helps before anything is typed. */
  hint?: string;
  /** What is wrong, in the page's language; marks the field invalid and describes it. */
  error?: string;
  /** Typing is locked while the form saves. */
  readOnly?: boolean;
}

/** A labelled text input with its hint and its inline error (`aria-invalid`, `aria-describedby`). */
export function Field({ name, label, value, onChange, type = 'text', autoComplete, required, hint, error, readOnly }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        className={styles.input}
        id={id}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        required={required}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      />
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled checkbox (the label is the whole row, so the target is large). */
export function CheckboxField({
  name,
  label,
  checked,
  onChange,
  hint,
  readOnly,
}: {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
  readOnly?: boolean;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={styles.field}>
      <label className={styles.checkboxRow} htmlFor={id}>
        <input
          className={styles.checkbox}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            if (!readOnly) onChange(event.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
