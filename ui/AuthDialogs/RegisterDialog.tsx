import type { FormEvent } from 'react';
import { Dialog } from '../Dialog';
import { FormAlert, LinkButton, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage, PasswordLabels } from '../FormField';
import * as styles from './AuthDialogs.css';
import { NewPasswordFields } from './NewPasswordFields';

export const REGISTER_FIELDS = ['name', 'lastname', 'email', 'password', 'password_confirmation'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

export interface RegisterDialogLabels {
  title: string;
  description: string;
  name: string;
  lastname: string;
  email: string;
  password: string;
  passwordHint: string;
  passwordConfirmation: string;
  submit: string;
  pending: string;
  haveAccount: string;
  login: string;
  close: string;
  passwordToggle: PasswordLabels;
}

export interface RegisterDialogProps {
  open: boolean;
  labels: RegisterDialogLabels;
  defaultValues?: Partial<RegisterValues>;
  fieldErrors?: Partial<Record<RegisterField, string>>;
  pending?: boolean;
  failure?: FormMessage | null;
  onSubmit: (values: RegisterValues) => void;
  onClose: () => void;
  onLogin: () => void;
}

/** §2 register dialog (§5: name, last name, e-mail, password and its confirmation); links back to login. */
export function RegisterDialog({ open, labels, defaultValues, fieldErrors, pending = false, failure, onSubmit, onClose, onLogin }: RegisterDialogProps) {
  const { fieldRef, initialFocusRef } = useFirstInvalidFocus(REGISTER_FIELDS, fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = formValues(event.currentTarget);
    onSubmit(Object.fromEntries(REGISTER_FIELDS.map((field) => [field, values[field] ?? ''])) as RegisterValues);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={labels.title} description={labels.description} closeLabel={labels.close} size="small" initialFocusRef={initialFocusRef}>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending || undefined}>
          <FormAlert message={failure} />
          <div className={styles.row}>
            <TextField name="name" label={labels.name} autoComplete="given-name" defaultValue={defaultValues?.name} error={fieldErrors?.name} inputRef={fieldRef('name')} />
            <TextField
              name="lastname"
              label={labels.lastname}
              autoComplete="family-name"
              defaultValue={defaultValues?.lastname}
              error={fieldErrors?.lastname}
              inputRef={fieldRef('lastname')}
            />
          </div>
          <TextField
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            defaultValue={defaultValues?.email}
            error={fieldErrors?.email}
            inputRef={fieldRef('email')}
          />
          <NewPasswordFields labels={labels} defaultValues={defaultValues} errors={fieldErrors} fieldRef={fieldRef} />
          <SubmitButton pending={pending} pendingLabel={labels.pending} fullWidth>
            {labels.submit}
          </SubmitButton>
          <p className={styles.switchLine}>
            {labels.haveAccount} <LinkButton onClick={onLogin}>{labels.login}</LinkButton>
          </p>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
