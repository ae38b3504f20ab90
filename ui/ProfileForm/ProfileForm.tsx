import { useId, useRef, useState, type FormEvent } from 'react';
import { PasswordField, TextField, type PasswordLabels } from '../FormField';
import { Heading } from '../Heading';
import { fieldBinder, useFocusFirstInvalid, type FormStatus } from './formState';
import * as styles from './ProfileForm.css';
import { SaveFooter } from './SaveFooter';

export const PROFILE_FIELDS = ['name', 'lastname', 'email', 'current_password'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface ProfileValues {
  name: string;
  lastname: string;
  email: string;
  /** Only when the e-mail changed. */
  current_password?: string;
}

export interface ProfileFormLabels {
  title: string;
  intro?: string;
  name: string;
  lastname: string;
  email: string;
  currentPassword: string;
  /** Why the current password is asked for when the e-mail changes. */
  emailChangeHint: string;
  /** The show/hide button of the password field. */
  passwordToggle: PasswordLabels;
  save: string;
  saving: string;
  saved: string;
}

export interface ProfileFormProps {
  /** The signed-in user's details; the form starts from them. */
  initialValues: { name: string; lastname: string; email: string };
  labels: ProfileFormLabels;
  /** Each field's problem, in the page's language. */
  errors?: Partial<Record<ProfileField, string>>;
  status?: FormStatus;
  onSubmit: (values: ProfileValues) => void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Name, last name and e-mail; changing the e-mail asks for the current password. */
export function ProfileForm({ initialValues, labels, errors = {}, status = 'idle', onSubmit }: ProfileFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initialValues);
  const [currentPassword, setCurrentPassword] = useState('');
  const pending = status === 'pending';
  const emailChanged = !sameEmail(values.email, initialValues.email);
  useFocusFirstInvalid(formRef, errors);

  const bind = fieldBinder(values, (field, value) => setValues((previous) => ({ ...previous, [field]: value })), errors, pending);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(emailChanged ? { ...values, current_password: currentPassword } : values);
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      {labels.intro && <p className={styles.intro}>{labels.intro}</p>}
      <div className={styles.pair}>
        <TextField {...bind('name')} label={labels.name} autoComplete="given-name" />
        <TextField {...bind('lastname')} label={labels.lastname} autoComplete="family-name" />
      </div>
      <TextField {...bind('email')} type="email" label={labels.email} autoComplete="email" />
      {emailChanged && (
        <PasswordField
          name="current_password"
          label={labels.currentPassword}
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          required
          hint={labels.emailChangeHint}
          toggle={labels.passwordToggle}
          error={errors.current_password}
          readOnly={pending}
        />
      )}
      <SaveFooter status={status} labels={labels} />
    </form>
  );
}
