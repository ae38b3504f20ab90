import type { FormEvent } from 'react';
import { Dialog } from '../Dialog';
import { CheckboxField, FormAlert, LinkButton, PasswordField, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage, PasswordLabels } from '../FormField';
import * as styles from './AuthDialogs.css';

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface LoginDialogLabels {
  title: string;
  description: string;
  email: string;
  password: string;
  remember: string;
  submit: string;
  pending: string;
  forgot: string;
  noAccount: string;
  createAccount: string;
  close: string;
  passwordToggle: PasswordLabels;
}

export interface LoginDialogProps {
  open: boolean;
  labels: LoginDialogLabels;
  /** What the fields start with (a story's filled state, the e-mail just reset). */
  defaultValues?: Partial<LoginValues>;
  /** Already in the page's language. */
  fieldErrors?: Partial<Record<LoginField, string>>;
  pending?: boolean;
  /** The server's refusal (§8 message). */
  failure?: FormMessage | null;
  onSubmit: (values: LoginValues) => void;
  onClose: () => void;
  onForgotPassword: () => void;
  onRegister: () => void;
}

/** §2 login dialog: e-mail, password (show/hide), remember me; links to forgot password and to create an account. */
export function LoginDialog({ open, labels, defaultValues, fieldErrors, pending = false, failure, onSubmit, onClose, onForgotPassword, onRegister }: LoginDialogProps) {
  const { field, initialFocusRef } = useFirstInvalidFocus(LOGIN_FIELDS, fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    onSubmit({ ...formValues(form, LOGIN_FIELDS), remember: formValues(form).remember === 'on' });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={labels.title} description={labels.description} closeLabel={labels.close} size="small" initialFocusRef={initialFocusRef}>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending || undefined}>
          <FormAlert message={failure} />
          <TextField {...field('email')} type="email" label={labels.email} autoComplete="username" defaultValue={defaultValues?.email} />
          <PasswordField {...field('password')} label={labels.password} autoComplete="current-password" defaultValue={defaultValues?.password} toggle={labels.passwordToggle} />
          <div className={styles.links}>
            <CheckboxField name="remember" label={labels.remember} defaultChecked={defaultValues?.remember ?? false} />
            <LinkButton onClick={onForgotPassword}>{labels.forgot}</LinkButton>
          </div>
          <SubmitButton pending={pending} pendingLabel={labels.pending} fullWidth>
            {labels.submit}
          </SubmitButton>
          <p className={styles.switchLine}>
            {labels.noAccount} <LinkButton onClick={onRegister}>{labels.createAccount}</LinkButton>
          </p>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
