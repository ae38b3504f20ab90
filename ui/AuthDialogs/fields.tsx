import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode, Ref, RefObject } from 'react';
import { Icon } from '../Icon';
import * as styles from './AuthDialogs.css';

/** A server failure or answer shown above the form: a title and an optional sentence. */
export interface FormMessage {
  title: string;
  description?: string;
}

type AutoComplete = 'email' | 'username' | 'current-password' | 'new-password' | 'given-name' | 'family-name';

interface BaseFieldProps {
  name: string;
  label: string;
  defaultValue?: string;
  error?: string;
  hint?: string;
  autoComplete: AutoComplete;
  inputRef?: Ref<HTMLInputElement>;
}

/** The ids that describe a field: its hint, then its error (read after the label). */
function describedBy(hintId: string, errorId: string, hint?: string, error?: string) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

export function TextField({ name, label, defaultValue, error, hint, autoComplete, inputRef, type = 'text' }: BaseFieldProps & { type?: 'text' | 'email' }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          name={name}
          type={type}
          inputMode={type === 'email' ? 'email' : undefined}
          autoCapitalize={type === 'email' ? 'none' : undefined}
          spellCheck={type === 'email' ? false : undefined}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface PasswordLabels {
  show: string;
  hide: string;
}

/** A password field with a show/hide toggle (the toggle keeps its name; `aria-pressed` says whether it shows). */
export function PasswordField({ name, label, defaultValue, error, hint, autoComplete, inputRef, toggle }: BaseFieldProps & { toggle: PasswordLabels }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          name={name}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          spellCheck={false}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-hint`, `${id}-error`, hint, error)}
        />
        <button type="button" className={styles.reveal} aria-controls={id} aria-pressed={visible} aria-label={visible ? toggle.hide : toggle.show} onClick={() => setVisible((shown) => !shown)}>
          <Icon name="eye" />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level failure, announced when it appears. */
export function FormAlert({ message }: { message?: FormMessage | null }) {
  return (
    <div role="alert">
      {message && (
        <p className={styles.alert}>
          <span className={styles.alertTitle}>{message.title}</span>
          {message.description && <>: {message.description}</>}
        </p>
      )}
    </div>
  );
}

export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * Field refs in form order; whenever a new set of field errors arrives, the first invalid field
 * gets the focus (the browser's own validation is off in favour of these inline errors).
 */
export function useFirstInvalidFocus<Field extends string>(order: readonly Field[], errors: Partial<Record<Field, string>> | undefined) {
  const refs = useRef(new Map<Field, HTMLInputElement | null>());
  useEffect(() => {
    const first = order.find((field) => errors?.[field]);
    if (first) refs.current.get(first)?.focus();
  }, [order, errors]);
  const fieldRef = (field: Field) => (element: HTMLInputElement | null) => {
    refs.current.set(field, element);
  };
  // A dialog opens on its first invalid field, else its first field (not on the close button).
  const initialFocusRef: RefObject<HTMLInputElement | null> = {
    get current() {
      const first = order.find((field) => errors?.[field]) ?? order[0];
      return first ? (refs.current.get(first) ?? null) : null;
    },
  };
  return { fieldRef, initialFocusRef };
}

/** The form's values as strings, read on submit (the inputs are uncontrolled). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return values;
}
