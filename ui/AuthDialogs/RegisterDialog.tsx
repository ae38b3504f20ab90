import type { FormEvent } from 'react';
import { Dialog } from '../Dialog';
import { CheckboxField, FormAlert, LinkButton, SubmitButton, TextField, formValues, useFirstInvalidFocus } from '../FormField';
import type { FormMessage } from '../FormField';
import * as styles from './AuthDialogs.css';
import { NewPasswordFields } from './NewPasswordFields';
import type { NewPasswordLabels } from './NewPasswordFields';

const TEXT_FIELDS = ['name', 'lastname', 'email', 'password', 'password_confirmation'] as const;
/** The form's fields in their order (the first invalid one takes the focus). */
export const REGISTER_FIELDS = [...TEXT_FIELDS, 'terms_accepted'] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterValues = Record<(typeof TEXT_FIELDS)[number], string> & { terms_accepted: boolean; newsletter: boolean };

/**
 * The acceptance's label with its two links: the words in the first [brackets] link to the terms, the
 * second to the privacy policy ('Li e aceito os [Termos e condições] e a [Política de privacidade].').
 */
function AcceptanceLabel({ text, termsHref, privacyHref }: { text: string; termsHref: string; privacyHref: string }) {
  const hrefs = [termsHref, privacyHref];
  return (
    <>
      {text.split(/(\[[^\]]+\])/).map((part, index) => {
        const linked = /^\[(.+)\]$/.exec(part);
        const href = linked ? hrefs[(index - 1) / 2] : undefined;
        return linked && href ? (
          <a key={index} className={styles.inlineLink} href={href} target="_blank" rel="noopener">
            {linked[1]}
          </a>
        ) : (
          part.replace(/[[\]]/g, '')
        );
      })}
    </>
  );
}

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
  /** 'Li e aceito os [Termos e condições] e a [Política de privacidade].' — see AcceptanceLabel. */
  acceptTerms: string;
  newsletter: string;
  newsletterHint: string;
}

export interface RegisterDialogProps {
  open: boolean;
  labels: RegisterDialogLabels;
  /** The terms of service and the privacy policy, in the page's language (they open in a new tab). */
  termsHref: string;
  privacyHref: string;
  defaultValues?: Partial<RegisterValues>;
  fieldErrors?: Partial<Record<RegisterField, string>>;
  pending?: boolean;
  failure?: FormMessage | null;
  onSubmit: (values: RegisterValues) => void;
  onClose: () => void;
  onLogin: () => void;
}

/** §2 register dialog (§5: name, last name, e-mail, password and its confirmation); links back to login. */
export function RegisterDialog({ open, labels, termsHref, privacyHref, defaultValues, fieldErrors, pending = false, failure, onSubmit, onClose, onLogin }: RegisterDialogProps) {
  const { field, initialFocusRef } = useFirstInvalidFocus(REGISTER_FIELDS, fieldErrors);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const values = formValues(event.currentTarget);
    onSubmit({ ...formValues(event.currentTarget, TEXT_FIELDS), terms_accepted: values.terms_accepted === 'on', newsletter: values.newsletter === 'on' });
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
          <CheckboxField
            {...field('terms_accepted')}
            required
            defaultChecked={defaultValues?.terms_accepted}
            label={<AcceptanceLabel text={labels.acceptTerms} termsHref={termsHref} privacyHref={privacyHref} />}
          />
          <CheckboxField name="newsletter" defaultChecked={defaultValues?.newsletter} label={labels.newsletter} hint={labels.newsletterHint} />
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
