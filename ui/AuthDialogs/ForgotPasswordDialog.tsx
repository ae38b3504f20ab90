import type { FormEvent } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { FormAlert, LinkButton, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage } from '../FormField';
import * as styles from './AuthDialogs.css';

const FORGOT_FIELDS = ['email'] as const;

export interface ForgotPasswordDialogLabels {
  title: string;
  description: string;
  email: string;
  submit: string;
  pending: string;
  sentTitle: string;
  /** The sent state's sentence for the address the link went to. */
  sentDescription: (email: string) => string;
  backToLogin: string;
  close: string;
}

export interface ForgotPasswordDialogProps {
  open: boolean;
  labels: ForgotPasswordDialogLabels;
  defaultEmail?: string;
  fieldErrors?: { email?: string };
  pending?: boolean;
  failure?: FormMessage | null;
  /** The link was sent (the API accepted the address): the dialog shows 'check your inbox'. */
  sentTo?: string | null;
  onSubmit: (values: { email: string }) => void;
  onClose: () => void;
  onLogin: () => void;
}

/** §2 forgot-password dialog: e-mail → 'check your inbox'. */
export function ForgotPasswordDialog({ open, labels, defaultEmail, fieldErrors, pending = false, failure, sentTo, onSubmit, onClose, onLogin }: ForgotPasswordDialogProps) {
  const { field, initialFocusRef } = useFirstInvalidFocus(FORGOT_FIELDS, fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    onSubmit(formValues(event.currentTarget, FORGOT_FIELDS));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Content title={labels.title} description={labels.description} closeLabel={labels.close} size="small" initialFocusRef={initialFocusRef}>
        {sentTo ? (
          <div className={styles.form}>
            <div className={styles.success} role="status">
              <p className={styles.successTitle}>{labels.sentTitle}</p>
              <p className={styles.successText}>{labels.sentDescription(sentTo)}</p>
            </div>
            <Button variant="secondary" fullWidth onClick={onLogin}>
              {labels.backToLogin}
            </Button>
          </div>
        ) : (
          <form className={styles.form} noValidate onSubmit={submit} aria-busy={pending || undefined}>
            <FormAlert message={failure} />
            <TextField {...field('email')} type="email" label={labels.email} autoComplete="email" defaultValue={defaultEmail} />
            <SubmitButton pending={pending} pendingLabel={labels.pending} fullWidth>
              {labels.submit}
            </SubmitButton>
            <p className={styles.switchLine}>
              <LinkButton onClick={onLogin}>{labels.backToLogin}</LinkButton>
            </p>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
