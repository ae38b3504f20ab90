import type { FormEvent } from 'react';
import { Button } from '../Button';
import { FormAlert, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage } from '../FormField';
import * as styles from './AuthDialogs.css';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordLabels } from './NewPasswordFields';

export const RESET_FIELDS = ['email', 'password', 'password_confirmation'] as const;
export type ResetField = (typeof RESET_FIELDS)[number];
export type ResetValues = Record<ResetField, string>;

export interface ResetPasswordFormLabels extends NewPasswordLabels {
  email: string;
  submit: string;
  pending: string;
  invalidTitle: string;
  invalidDescription: string;
  requestNew: string;
}

export interface ResetPasswordFormProps {
  labels: ResetPasswordFormLabels;
  /** The address from the link (`?email=`). */
  defaultEmail?: string;
  fieldErrors?: Partial<Record<ResetField, string>>;
  pending?: boolean;
  failure?: FormMessage | null;
  /** The link's token is invalid or expired: the form gives way to a request for a new link. */
  invalidToken?: boolean;
  onSubmit: (values: ResetValues) => void;
  onRequestNewLink: () => void;
}

/** The recovery page's form: e-mail (prefilled), new password and its confirmation. */
export function ResetPasswordForm({ labels, defaultEmail, fieldErrors, pending = false, failure, invalidToken = false, onSubmit, onRequestNewLink }: ResetPasswordFormProps) {
  const { field } = useFirstInvalidFocus(RESET_FIELDS, fieldErrors);
  if (invalidToken) {
    return (
      <div className={styles.form}>
        <FormAlert stacked message={{ title: labels.invalidTitle, description: labels.invalidDescription }} />
        <Button variant="primary" fullWidth onClick={onRequestNewLink}>
          {labels.requestNew}
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(formValues(event.currentTarget, RESET_FIELDS));
  };
  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <FormAlert message={failure} />
      <TextField {...field('email')} type="email" label={labels.email} autoComplete="username" defaultValue={defaultEmail} />
      <NewPasswordFields labels={labels} field={field} />
      <SubmitButton pending={pending} pendingLabel={labels.pending} fullWidth>
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
