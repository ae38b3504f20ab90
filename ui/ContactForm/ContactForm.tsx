import { useId, useRef, useState, type FormEvent } from 'react';
import type { TicketCategory } from '../../contract/support-constants';
import { Button } from '../Button';
import { FormAlert, SubmitButton, TextAreaField, TextField } from '../FormField';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { useFocusFirstInvalid } from '../ProfileForm/formState';
import { CategoryField } from '../TicketForm';
import * as styles from './ContactForm.css';

export const CONTACT_FORM_FIELDS = ['name', 'email', 'category', 'subject', 'message'] as const;
export type ContactFormField = (typeof CONTACT_FORM_FIELDS)[number];

export interface ContactFormValues {
  name: string;
  email: string;
  category: TicketCategory;
  subject: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty unless a bot fills it. */
  website: string;
}

export interface ContactFormLabels {
  title: string;
  intro: string;
  name: string;
  email: string;
  category: string;
  categoryPlaceholder: string;
  categories: Record<TicketCategory, string>;
  subject: string;
  message: string;
  /** The hidden honeypot's label (read by bots only). */
  honeypot: string;
  submit: string;
  submitting: string;
  confirmTitle: string;
  confirmText: (email: string) => string;
  receivedTitle: string;
  receivedText: string;
  another: string;
  limited: string;
  failed: string;
}

export const CONTACT_FORM_STATES = ['idle', 'pending', 'confirmationSent', 'received', 'limited', 'failed'] as const;
export type ContactFormState = (typeof CONTACT_FORM_STATES)[number];

export interface ContactFormProps {
  labels: ContactFormLabels;
  state?: ContactFormState;
  errors?: Partial<Record<ContactFormField, string>>;
  /** A signed-in customer's name and e-mail, to start from. */
  initialValues?: { name: string; email: string };
  onSubmit: (values: ContactFormValues) => void;
  /** "Write another message" after a success. */
  onReset: () => void;
}

/**
 * The contact form for everyone: name, e-mail, what it is about, subject and message, with a honeypot field
 * hidden from people. Once sent it gives way to what happens next: confirm the e-mail (a guest) or find the
 * request in the account (a signed-in customer).
 */
export function ContactForm({ labels, state = 'idle', errors = {}, initialValues, onSubmit, onReset }: ContactFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: initialValues?.name ?? '', email: initialValues?.email ?? '', category: '', subject: '', message: '', website: '' });
  const set = (field: keyof typeof values) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));
  const pending = state === 'pending';
  useFocusFirstInvalid(formRef, errors);

  if (state === 'confirmationSent' || state === 'received') {
    const confirm = state === 'confirmationSent';
    return (
      <section className={styles.done} aria-labelledby={titleId} role="status">
        <Icon name={confirm ? 'mail' : 'check'} size="large" />
        <Heading level={2} size="medium" id={titleId}>
          {confirm ? labels.confirmTitle : labels.receivedTitle}
        </Heading>
        <p className={styles.intro}>{confirm ? labels.confirmText(values.email.trim()) : labels.receivedText}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues((previous) => ({ ...previous, category: '', subject: '', message: '' }));
            onReset();
          }}
        >
          {labels.another}
        </Button>
      </section>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit({ ...values, category: values.category as TicketCategory });
  };
  const failure = state === 'limited' ? labels.limited : state === 'failed' ? labels.failed : null;
  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      <p className={styles.intro}>{labels.intro}</p>
      <FormAlert message={failure ? { title: failure } : null} />
      <div className={styles.pair}>
        <TextField name="name" label={labels.name} value={values.name} onChange={set('name')} error={errors.name} required readOnly={pending} autoComplete="name" />
        <TextField name="email" type="email" label={labels.email} value={values.email} onChange={set('email')} error={errors.email} required readOnly={pending} autoComplete="email" />
      </div>
      <CategoryField labels={labels} value={values.category} onChange={set('category')} error={errors.category} />
      <TextField name="subject" label={labels.subject} value={values.subject} onChange={set('subject')} error={errors.subject} required readOnly={pending} />
      <TextAreaField name="message" label={labels.message} value={values.message} onChange={set('message')} error={errors.message} required readOnly={pending} />
      {/* Off-screen and out of the tab order and the accessibility tree: only a bot fills it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          {labels.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => set('website')(event.target.value)} />
        </label>
      </div>
      <div>
        <SubmitButton pending={pending} pendingLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
