import type { FormEvent } from 'react';
import { Dialog } from '../Dialog';
import { FormAlert, LinkButton, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage } from '../FormField';
import * as styles from './AuthDialogs.css';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordLabels } from './NewPasswordFields';

export const REGISTER_FIELDS = ['name', 'lastname', 'email', 'password', 'password_confirmation'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<RegisterField, string>;

export interface RegisterDialogLabels extends NewPasswordLabels {
  title: string;
  description: string;
  name: string;
  lastname: string;
  email: string;
  submit: string;
  pending: string;
  haveAccount: string;
  login: string;
  close: string;
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
  const { field, initialFocusRef } = useFirstInvalidFocus(REGISTER_FIELDS, fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(formValues(event.currentTarget, REGISTER_FIELDS));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={labels.title} description={labels.description} closeLabel={labels.close} size="small" initialFocusRef={initialFocusRef}>
        <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending || undefined}>
          <FormAlert message={failure} />
          <div className={styles.row}>
            <TextField {...field('name')} label={labels.name} autoComplete="given-name" defaultValue={defaultValues?.name} />
            <TextField {...field('lastname')} label={labels.lastname} autoComplete="family-name" defaultValue={defaultValues?.lastname} />
          </div>
          <TextField {...field('email')} type="email" label={labels.email} autoComplete="email" defaultValue={defaultValues?.email} />
          <NewPasswordFields labels={labels} defaultValues={defaultValues} field={field} />
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
