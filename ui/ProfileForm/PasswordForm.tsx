import { useId, useRef, useState, type FormEvent } from 'react';
// `PasswordField` names this form's fields (below), so the input is imported under another name.
import { CheckboxField, PasswordField as PasswordInput, type PasswordLabels } from '../FormField';
import { Heading } from '../Heading';
import { fieldBinder, useFocusFirstInvalid, type FormStatus } from './formState';
import * as styles from './ProfileForm.css';
import { SaveFooter } from './SaveFooter';

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
  /** The show/hide button of each password field. */
  passwordToggle: PasswordLabels;
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

  const bind = fieldBinder<PasswordField>(values, (field, value) => setValues((previous) => ({ ...previous, [field]: value })), errors, pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit(values);
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      <PasswordInput {...bind('current_password')} label={labels.current} toggle={labels.passwordToggle} autoComplete="current-password" />
      <PasswordInput {...bind('password')} label={labels.new} hint={labels.hint} toggle={labels.passwordToggle} autoComplete="new-password" />
      <PasswordInput {...bind('password_confirmation')} label={labels.confirmation} toggle={labels.passwordToggle} autoComplete="new-password" />
      <CheckboxField
        name="logout_other_sessions"
        label={labels.logoutOthers}
        checked={values.logout_other_sessions}
        onChange={(checked) => setValues((previous) => ({ ...previous, logout_other_sessions: checked }))}
        readOnly={pending}
      />
      <SaveFooter status={status} labels={labels} />
    </form>
  );
}
