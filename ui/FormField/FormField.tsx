import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode, Ref, RefObject } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './FormField.css';

/** A server failure or answer shown above a form: a title and an optional sentence. */
export interface FormMessage {
  title: string;
  description?: string;
}

/** The show/hide toggle's names (it keeps its place; `aria-pressed` says whether the password shows). */
export interface PasswordLabels {
  show: string;
  hide: string;
}

export const AUTO_COMPLETES = [
  'email',
  'username',
  'current-password',
  'new-password',
  'given-name',
  'family-name',
  'name',
  'tel',
  'tel-national',
  'street-address',
  'address-line1',
  'postal-code',
  'address-level1',
  'address-level2',
  'country',
  'off',
] as const;
export type AutoComplete = (typeof AUTO_COMPLETES)[number];

/** The ids of one field: its control, its hint, its error, and what describes the control (hint, then error). */
function useFieldIds(hint?: string, error?: string) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, hintId, errorId, describedBy };
}

/** The sentences under a control (or a group of them): the hint, then the error, with the ids that describe it. */
export function FieldNotes({ hintId, errorId, hint, error }: { hintId?: string; errorId?: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** What the frame gives its control: the id the label points at, and the invalid/described-by attributes. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  /** A sentence that helps before anything is typed. */
  hint?: string;
  /** What is wrong, in the page's language; marks the control invalid and describes it. */
  error?: string;
  /** The control (and anything that sits inside its frame, such as a button). */
  children: (control: FieldControlProps) => ReactNode;
}

/** The one field frame: label, a bordered control slot, hint and error, with the ids that tie them together. */
export function FieldFrame({ label, hint, error, children }: FieldFrameProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}</div>
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

/** Controlled (`value` + `onChange`) or uncontrolled (`defaultValue`, read with `formValues` on submit). */
type InputValue =
  | { value: string; onChange: (value: string) => void; defaultValue?: never }
  | { value?: never; onChange?: (value: string) => void; defaultValue?: string }
  // A value shown to be copied, not typed.
  | { value: string; readOnly: true; onChange?: never; defaultValue?: never };

export type InputFieldProps = InputValue & {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete?: AutoComplete;
  required?: boolean;
  /** Typing is locked (while the form saves). */
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The longest text the field takes (a postal code's 8 characters). */
  maxLength?: number;
  /** An example of the expected form ('1000-001'), never a substitute for the label. */
  placeholder?: string;
  /** A value meant to be copied (a link to share): focusing the field selects all of it. */
  selectOnFocus?: boolean;
};

/** The attributes every text-like input takes from its field's props. */
function inputAttributes({ name, autoComplete, required, readOnly, inputRef, value, defaultValue, onChange, maxLength, placeholder, selectOnFocus }: InputFieldProps) {
  return {
    ref: inputRef,
    className: styles.input,
    name,
    autoComplete,
    required,
    readOnly,
    value,
    defaultValue,
    maxLength,
    placeholder,
    onChange: onChange && ((event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)),
    onFocus: selectOnFocus ? (event: FocusEvent<HTMLInputElement>) => event.target.select() : undefined,
  };
}

export type TextFieldProps = InputFieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url';
  /** The on-screen keyboard: 'numeric' for digits only (a postal code, a NIF). */
  inputMode?: 'text' | 'numeric';
  /** Fixed text drawn inside the frame before the input ('+351'), not part of the value. */
  prefix?: string;
};

/**
 * A labelled text, e-mail or phone input (an e-mail gets the e-mail keyboard, a phone the phone pad;
 * neither gets capitals or spell check), with an optional fixed prefix inside its frame.
 */
export function TextField(props: TextFieldProps) {
  const { label, hint, error, type = 'text', inputMode, prefix } = props;
  const email = type === 'email';
  const literal = email || type === 'tel' || type === 'url';
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <>
          {prefix && (
            <span className={styles.prefix} aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            {...control}
            {...inputAttributes(props)}
            type={type}
            inputMode={email ? 'email' : inputMode}
            autoCapitalize={literal ? 'none' : undefined}
            spellCheck={literal ? false : undefined}
          />
        </>
      )}
    </FieldFrame>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  hint?: string;
  error?: string;
  autoComplete?: AutoComplete;
  required?: boolean;
  defaultValue?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled native select in the same frame as the text fields (the phone's own picker opens on tap). */
export function SelectField({ name, label, options, hint, error, autoComplete, required, defaultValue, value, onChange }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <select
            {...control}
            className={styles.select}
            name={name}
            autoComplete={autoComplete}
            required={required}
            defaultValue={defaultValue}
            value={value}
            onChange={onChange && ((event) => onChange(event.target.value))}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.selectChevron} aria-hidden="true">
            <Icon name="chevron" size="small" direction="down" />
          </span>
        </>
      )}
    </FieldFrame>
  );
}

export interface TextAreaFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  /** Visible lines before it scrolls (the person may drag it taller). */
  rows?: number;
}

/** A labelled text of several lines (a message), in the same frame as the other fields. */
export function TextAreaField({ name, label, value, onChange, hint, error, required, readOnly, maxLength, rows = 5 }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          className={styles.textarea}
          name={name}
          value={value}
          required={required}
          readOnly={readOnly}
          maxLength={maxLength}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}

export type PasswordFieldProps = InputFieldProps & {
  /** The show/hide toggle's names; without them the field has no toggle. */
  toggle?: PasswordLabels;
};

/** A password input, with a show/hide toggle inside its frame when `toggle` names it. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, hint, error, toggle } = props;
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <input {...control} {...inputAttributes(props)} type={visible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} />
          {toggle && (
            <button
              type="button"
              className={styles.reveal}
              aria-controls={control.id}
              aria-pressed={visible}
              aria-label={visible ? toggle.hide : toggle.show}
              onClick={() => setVisible((shown) => !shown)}
            >
              <Icon name="eye" />
            </button>
          )}
        </>
      )}
    </FieldFrame>
  );
}

/** Controlled (`checked` + `onChange`) or uncontrolled (`defaultChecked`; `formValues` reads 'on' when ticked). */
type CheckedValue = { checked: boolean; onChange: (checked: boolean) => void; defaultChecked?: never } | { checked?: never; onChange?: (checked: boolean) => void; defaultChecked?: boolean };

export type CheckboxFieldProps = CheckedValue & {
  name: string;
  label: ReactNode;
  hint?: string;
  /** Why the box must be ticked (an acceptance the form requires). */
  error?: string;
  required?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The box cannot be changed (while the form saves). */
  readOnly?: boolean;
};

/** A labelled checkbox (the label is the whole row, so the target is large), with an optional hint and error. */
export function CheckboxField({ name, label, hint, error, required, inputRef, checked, defaultChecked, onChange, readOnly }: CheckboxFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  return (
    <div className={styles.field}>
      <label className={styles.checkboxRow} htmlFor={id}>
        <input
          className={styles.checkbox}
          id={id}
          name={name}
          type="checkbox"
          ref={inputRef}
          checked={checked}
          defaultChecked={defaultChecked}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            if (!readOnly) onChange?.(event.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
      <FieldNotes hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

/**
 * The form-level failure, announced when it appears: "title: sentence" on one line above a form, or
 * `stacked` (title, then the sentence) when it stands in the form's place.
 */
export function FormAlert({ message, stacked = false }: { message?: FormMessage | null; stacked?: boolean }) {
  if (stacked) {
    return (
      <div role="alert" className={`${styles.alert} ${styles.alertStacked}`}>
        {message && (
          <>
            <p className={styles.alertTitle}>{message.title}</p>
            {message.description && <p className={styles.alertText}>{message.description}</p>}
          </>
        )}
      </div>
    );
  }
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

/** An action that reads as a link inside a sentence (switch dialogs, forgot password). */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

/** A form's primary submit: while pending it says so, is announced busy and unavailable, and stays focusable. */
export function SubmitButton({ pending, pendingLabel, fullWidth, children }: { pending: boolean; pendingLabel: string; fullWidth?: boolean; children: string }) {
  return (
    <Button type="submit" variant="primary" fullWidth={fullWidth} aria-disabled={pending || undefined} aria-busy={pending || undefined}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

/**
 * Field refs in form order; whenever a new set of field errors arrives, the first invalid field
 * gets the focus (the browser's own validation is off in favour of the inline errors). `field(name)`
 * gives a field its name, its error and its ref in one spread.
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
  const field = (name: Field) => ({ name, error: errors?.[name], inputRef: fieldRef(name) });
  return { field, fieldRef, initialFocusRef };
}

/**
 * A form's values as strings, read on submit (for uncontrolled fields); given the field names, just
 * those, an absent one as ''. A ticked checkbox reads 'on'.
 */
export function formValues(form: HTMLFormElement): Record<string, string>;
export function formValues<Field extends string>(form: HTMLFormElement, fields: readonly Field[]): Record<Field, string>;
export function formValues(form: HTMLFormElement, fields?: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') values[key] = value;
  });
  return fields ? Object.fromEntries(fields.map((field) => [field, values[field] ?? ''])) : values;
}
