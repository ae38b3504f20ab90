import { useState, type FormEvent } from 'react';
import type { TicketAuthor, TicketCategory, TicketStatus } from '../../contract';
import { Button } from '../Button';
import { FormAlert, SubmitButton, TextAreaField } from '../FormField';
import { Heading } from '../Heading';
import { TicketStatusBadge } from '../TicketList';
import * as styles from './TicketThread.css';

export interface TicketThreadMessage {
  author: TicketAuthor;
  body: string;
  /** When it was written, already for people ("20 Nov, 10:04"). */
  sent: string;
}

export interface TicketThreadLabels {
  statuses: Record<TicketStatus, string>;
  categories: Record<TicketCategory, string>;
  order: (number: string) => string;
  messages: string;
  authors: Record<TicketAuthor, string>;
  reply: string;
  send: string;
  sending: string;
  sent: string;
  replyFailed: string;
  close: string;
  closing: string;
  /** Shown while the shop waits for the customer's answer. */
  waitingNotice: string;
  closedNotice: string;
  newTicket: string;
}

export const REPLY_STATES = ['idle', 'pending', 'sent', 'closed', 'failed'] as const;
export type ReplyState = (typeof REPLY_STATES)[number];

export interface TicketThreadProps {
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  orderNumber: string | null;
  messages: readonly TicketThreadMessage[];
  labels: TicketThreadLabels;
  replyState?: ReplyState;
  /** The reply's problem, in the page's language. */
  replyError?: string;
  closePending?: boolean;
  /** Where a closed request sends the customer to ask again. */
  newTicketHref: string;
  onReply: (body: string) => void;
  onClose: () => void;
}

/**
 * One support request: its subject and status, the conversation (the customer's messages on the end side,
 * the shop's on the start side; a new answer is announced), and a reply box — or, once closed, a way to ask again.
 */
export function TicketThread(props: TicketThreadProps) {
  const { subject, category, status, orderNumber, messages, labels, replyState = 'idle', replyError, closePending = false, newTicketHref, onReply, onClose } = props;
  const closed = status === 'closed';
  // The box starts empty again once the customer's reply is in the thread (an operator's answer keeps a draft).
  const sentByCustomer = messages.filter((message) => message.author === 'customer').length;
  return (
    <article className={styles.root}>
      <header className={styles.header}>
        <Heading level={1} size="large">
          {subject}
        </Heading>
        <p className={styles.meta}>
          <TicketStatusBadge status={status} label={labels.statuses[status]} />
          <span>{[labels.categories[category], orderNumber ? labels.order(orderNumber) : null].filter(Boolean).join(' · ')}</span>
        </p>
      </header>
      <ol className={styles.messages} aria-label={labels.messages} aria-live="polite">
        {messages.map((message, index) => (
          <li key={index} className={styles.message({ author: message.author })}>
            <p className={styles.author}>
              <span>{labels.authors[message.author]}</span>
              <span className={styles.time}>{message.sent}</span>
            </p>
            <p className={styles.body}>{message.body}</p>
          </li>
        ))}
      </ol>
      {status === 'waiting' && <p className={styles.notice}>{labels.waitingNotice}</p>}
      {closed ? (
        <div className={styles.closed}>
          <p className={styles.notice}>{labels.closedNotice}</p>
          <Button href={newTicketHref} variant="primary">
            {labels.newTicket}
          </Button>
        </div>
      ) : (
        <ReplyForm key={sentByCustomer} labels={labels} replyState={replyState} replyError={replyError} closePending={closePending} onReply={onReply} onClose={onClose} />
      )}
    </article>
  );
}

type ReplyFormProps = Pick<TicketThreadProps, 'labels' | 'replyError' | 'onReply' | 'onClose'> & { replyState: ReplyState; closePending: boolean };

function ReplyForm({ labels, replyState, replyError, closePending, onReply, onClose }: ReplyFormProps) {
  const [body, setBody] = useState('');
  const pending = replyState === 'pending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onReply(body);
  };
  return (
    <form className={styles.reply} onSubmit={submit} noValidate aria-label={labels.reply}>
      <FormAlert message={replyState === 'failed' ? { title: labels.replyFailed } : null} />
      <TextAreaField name="body" label={labels.reply} value={body} onChange={setBody} error={replyError} required readOnly={pending} rows={4} />
      <div className={styles.actions}>
        <SubmitButton pending={pending} pendingLabel={labels.sending}>
          {labels.send}
        </SubmitButton>
        <Button variant="ghost" onClick={onClose} aria-busy={closePending || undefined} aria-disabled={closePending || undefined}>
          {closePending ? labels.closing : labels.close}
        </Button>
        <p className={styles.status} role="status">
          {replyState === 'sent' ? labels.sent : ''}
        </p>
      </div>
    </form>
  );
}
