import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { CheckboxField, Field } from './Field';
import * as styles from './Field.css';
import { useFocusFirstInvalid, type FormStatus } from './formState';

export const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];

export interface PasswordValues {
  current_password: string;
  password: string;
  password_confirmation: string;
  logout_other_sessions: boolean;
}

export interface PasswordFormLabels {
  title: string;
  current: string;
  new: string;
  confirmation: string;
  /** The length rule, shown under the new password. */
  hint: string;
  logoutOthers: string;
  save: string;
  saving: string;
  saved: string;
}

export interface PasswordFormProps {
  labels: PasswordFormLabels;
  errors?: Partial<Record<PasswordField, string>>;
  status?: FormStatus;
  onSubmit: (values: PasswordValues) => void;
}

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '', logout_other_sessions: false };

/** Current password, new password twice, and "sign out of other devices". Cleared once saved. */
export function PasswordForm({ labels, errors = {}, status = 'idle', onSubmit }: PasswordFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const pending = status === 'pending';
  useFocusFirstInvalid(formRef, errors);

  // A changed password is not kept on screen: the fields empty when the status turns to saved.
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    setSeenStatus(status);
    if (status === 'saved') setValues(EMPTY);
  }

  const set = (field: Exclude<keyof PasswordValues, 'logout_other_sessions'>) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      <Field
        name="current_password"
        type="password"
        label={labels.current}
        value={values.current_password}
        onChange={set('current_password')}
        autoComplete="current-password"
        required
        error={errors.current_password}
        readOnly={pending}
      />
      <Field
        name="password"
        type="password"
        label={labels.new}
        value={values.password}
        onChange={set('password')}
        autoComplete="new-password"
        required
        hint={labels.hint}
        error={errors.password}
        readOnly={pending}
      />
      <Field
        name="password_confirmation"
        type="password"
        label={labels.confirmation}
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        autoComplete="new-password"
        required
        error={errors.password_confirmation}
        readOnly={pending}
      />
      <CheckboxField
        name="logout_other_sessions"
        label={labels.logoutOthers}
        checked={values.logout_other_sessions}
        onChange={(checked) => setValues((previous) => ({ ...previous, logout_other_sessions: checked }))}
        readOnly={pending}
      />
      <div className={styles.footer}>
        <Button type="submit" variant="primary" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
          {pending ? labels.saving : labels.save}
        </Button>
        <p className={styles.status} role="status">
          {status === 'saved' ? labels.saved : ''}
        </p>
      </div>
    </form>
  );
}
