import type { FormEvent } from 'react';
import { Button } from '../Button';
import { FormAlert, LinkButton, TextField, formValues } from '../FormField';
import type { FormMessage } from '../FormField';
import { Icon } from '../Icon';
import * as stepStyles from '../CheckoutStep/CheckoutStep.css';
import { useStepErrors } from '../CheckoutStep/useStepErrors';
import * as styles from './ContactStep.css';

/** The contact of the order, named as the order request names them. */
export interface ContactValues {
  email: string;
  name: string;
  phone: string;
}
export const CONTACT_FIELDS = ['email', 'name', 'phone'] as const satisfies ReadonlyArray<keyof ContactValues>;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export interface ContactStepLabels {
  email: string;
  /** Under the e-mail: 'Enviamos a confirmação da encomenda para este e-mail.' */
  emailHint: string;
  name: string;
  phone: string;
  /** Under the phone: 'Para a transportadora o poder contactar.' */
  phoneHint: string;
  /** 'Já tem conta?' before the sign-in link. */
  signInQuestion: string;
  signIn: string;
  /** 'Compra como convidado: não precisa de criar conta.' */
  guestNote: string;
  /** 'Sessão iniciada como ana@example.pt' */
  signedInAs: (email: string) => string;
  continue: string;
  errors: {
    emailRequired: string;
    emailInvalid: string;
    nameRequired: string;
    phoneRequired: string;
    phoneInvalid: string;
  };
}

export interface ContactStepProps {
  /** What the form starts with (a returning step, the signed-in customer's name). */
  values?: Partial<ContactValues>;
  /** The signed-in customer: the e-mail is theirs and is shown, not asked. Null for a guest. */
  customer?: { email: string; name: string } | null;
  /** Field errors from the server (422), by field name; shown as given, in the page's language. */
  errors?: ContactErrors;
  /** A failure of the whole step, above the form. */
  message?: FormMessage | null;
  /** Offers sign-in (never required): opens the sign-in dialog. */
  onSignIn?: () => void;
  /**
   * The step's own checks, run on submit (and on an errored field as it is typed in): the app passes the
   * contract's rules (`contract/portugal.ts`) worded with `labels.errors`. Without it the step shows only `errors`.
   */
  validate?: (values: ContactValues) => ContactErrors;
  /** Called with the values (trimmed) once `validate` finds nothing; the step does not move on by itself. */
  onSubmit: (values: ContactValues) => void;
  /** Called with the values (trimmed) as they are typed, before any check: the page keeps them (a reload restores them). */
  onType?: (values: ContactValues) => void;
  labels: ContactStepLabels;
}

/**
 * Who is buying: a guest gives an e-mail, a name and a phone (sign-in is offered, never forced); a
 * signed-in customer sees their e-mail and gives the rest. Each error shows under its field and the first
 * invalid field takes the focus; the model's and the server's errors arrive through `errors`.
 */
export function ContactStep({ values, customer = null, errors, message, onSignIn, validate, onSubmit, onType, labels }: ContactStepProps) {
  const read = (form: HTMLFormElement): ContactValues => {
    const raw = formValues(form, CONTACT_FIELDS);
    return { email: customer ? customer.email : raw.email.trim(), name: raw.name.trim(), phone: raw.phone.trim() };
  };
  const { formRef, errors: shown, check, onInput } = useStepErrors<ContactField>(
    errors,
    validate && ((form) => validate(read(form))),
    onType && ((form) => onType(read(form))),
  );
  const field = (name: ContactField) => ({ name, error: shown?.[name] });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget)) onSubmit(read(event.currentTarget));
  };

  return (
    <form ref={formRef} className={stepStyles.form} noValidate onSubmit={submit} onInput={onInput}>
      <FormAlert message={message} />
      {customer ? (
        <p className={styles.signedIn}>
          <Icon name="user" size="small" />
          <span>{labels.signedInAs(customer.email)}</span>
        </p>
      ) : (
        <>
          <div className={styles.offer}>
            <p className={styles.guestNote}>{labels.guestNote}</p>
            {onSignIn && (
              <p className={styles.signInOffer}>
                {labels.signInQuestion} <LinkButton onClick={onSignIn}>{labels.signIn}</LinkButton>
              </p>
            )}
          </div>
          <TextField {...field('email')} type="email" label={labels.email} hint={labels.emailHint} autoComplete="email" required defaultValue={values?.email} />
        </>
      )}
      <div className={stepStyles.pair}>
        <TextField {...field('name')} label={labels.name} autoComplete="name" required defaultValue={values?.name ?? customer?.name} />
        <TextField {...field('phone')} type="tel" label={labels.phone} hint={labels.phoneHint} autoComplete="tel" required defaultValue={values?.phone} />
      </div>
      <div className={stepStyles.actions}>
        <Button type="submit" variant="primary">
          {labels.continue}
        </Button>
      </div>
    </form>
  );
}
