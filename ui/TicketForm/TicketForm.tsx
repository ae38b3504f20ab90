import { useId, useRef, useState, type FormEvent } from 'react';
import type { TicketCategory } from '../../contract/support-constants';
import { Button } from '../Button';
import { SelectField, SubmitButton, TextAreaField, TextField } from '../FormField';
import { Heading } from '../Heading';
import { useFocusFirstInvalid } from '../ProfileForm/formState';
import * as styles from './TicketForm.css';

export const TICKET_FORM_FIELDS = ['subject', 'category', 'order_uuid', 'message'] as const;
export type TicketFormField = (typeof TICKET_FORM_FIELDS)[number];

export interface TicketFormValues {
  subject: string;
  category: TicketCategory;
  orderUuid: string | null;
  message: string;
}

export interface TicketFormLabels {
  title: string;
  intro: string;
  subject: string;
  category: string;
  categoryPlaceholder: string;
  categories: Record<TicketCategory, string>;
  order: string;
  noOrder: string;
  orderOption: (number: string) => string;
  message: string;
  submit: string;
  submitting: string;
  cancel: string;
}

export interface TicketFormProps {
  /** The customer's own orders the request may be about. */
  orders: ReadonlyArray<{ uuid: string; number: string }>;
  labels: TicketFormLabels;
  errors?: Partial<Record<TicketFormField, string>>;
  pending?: boolean;
  onSubmit: (values: TicketFormValues) => void;
  onCancel?: () => void;
}

/** A new support request: what it is about (category and, optionally, one of the customer's orders), a subject and the message. */
export function TicketForm({ orders, labels, errors = {}, pending = false, onSubmit, onCancel }: TicketFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState('');
  const [orderUuid, setOrderUuid] = useState('');
  const [message, setMessage] = useState('');
  useFocusFirstInvalid(formRef, errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    onSubmit({ subject, category: category as TicketCategory, orderUuid: orderUuid || null, message });
  };
  return (
    <form className={styles.form} aria-labelledby={titleId} noValidate onSubmit={submit} ref={formRef}>
      <Heading level={2} size="medium" id={titleId}>
        {labels.title}
      </Heading>
      <p className={styles.intro}>{labels.intro}</p>
      <div className={styles.pair}>
        <CategoryField labels={labels} value={category} onChange={setCategory} error={errors.category} />
        {orders.length > 0 && (
          <SelectField
            name="order_uuid"
            label={labels.order}
            value={orderUuid}
            onChange={setOrderUuid}
            error={errors.order_uuid}
            options={[{ value: '', label: labels.noOrder }, ...orders.map((order) => ({ value: order.uuid, label: labels.orderOption(order.number) }))]}
          />
        )}
      </div>
      <TextField name="subject" label={labels.subject} value={subject} onChange={setSubject} error={errors.subject} required readOnly={pending} />
      <TextAreaField name="message" label={labels.message} value={message} onChange={setMessage} error={errors.message} required readOnly={pending} />
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={labels.submitting}>
          {labels.submit}
        </SubmitButton>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {labels.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

/** What a request is about: a placeholder first (nothing is chosen for the person), then the categories. */
export function CategoryField({ labels, value, onChange, error }: { labels: Pick<TicketFormLabels, 'category' | 'categoryPlaceholder' | 'categories'>; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <SelectField
      name="category"
      label={labels.category}
      value={value}
      onChange={onChange}
      error={error}
      required
      options={[{ value: '', label: labels.categoryPlaceholder }, ...(Object.keys(labels.categories) as TicketCategory[]).map((key) => ({ value: key, label: labels.categories[key] }))]}
    />
  );
}
