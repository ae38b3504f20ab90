import type { TicketCategory, TicketStatus } from '../../contract';
import { Badge, type BadgeProps } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import * as styles from './TicketList.css';

/** A ticket's status as a badge: waiting asks the customer for something, so it stands out. */
export const TICKET_STATUS_TONES = { open: 'accent', waiting: 'caution', closed: 'neutral' } as const satisfies Record<TicketStatus, BadgeProps['tone']>;

export function TicketStatusBadge({ status, label }: { status: TicketStatus; label: string }) {
  return <Badge tone={TICKET_STATUS_TONES[status]}>{label}</Badge>;
}

export interface TicketListItem {
  uuid: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  /** The order it is about (its short number), or null. */
  orderNumber: string | null;
  /** When it last moved, already written for people ("20 Nov 2026"). */
  updated: string;
  href: string;
}

export interface TicketListLabels {
  title: string;
  statuses: Record<TicketStatus, string>;
  categories: Record<TicketCategory, string>;
  order: (number: string) => string;
  updated: (date: string) => string;
  emptyTitle: string;
  emptyText: string;
  loading: string;
  failed: string;
  retry: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

export const TICKET_LIST_STATES = ['loading', 'ready', 'failed'] as const;
export type TicketListState = (typeof TICKET_LIST_STATES)[number];

export interface TicketListProps {
  items: readonly TicketListItem[];
  state: TicketListState;
  labels: TicketListLabels;
  page?: number;
  pages?: number;
  onPageChange?: (page: number) => void;
  onRetry?: () => void;
}

/** The customer's support requests, newest activity first: subject, category, order, status, last activity. */
export function TicketList({ items, state, labels, page = 1, pages = 1, onPageChange, onRetry }: TicketListProps) {
  if (state === 'loading') {
    return (
      <p className={styles.message} role="status" aria-busy="true">
        {labels.loading}
      </p>
    );
  }
  if (state === 'failed') {
    return (
      <div className={styles.message} role="alert">
        <p className={styles.text}>{labels.failed}</p>
        {onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        )}
      </div>
    );
  }
  if (items.length === 0) return <EmptyState icon="user" title={labels.emptyTitle} text={labels.emptyText} />;
  return (
    <section className={styles.root} aria-label={labels.title}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.uuid} className={styles.item}>
            <a className={styles.link} href={item.href}>
              <span className={styles.subject}>{item.subject}</span>
              <span className={styles.meta}>
                {[labels.categories[item.category], item.orderNumber ? labels.order(item.orderNumber) : null, labels.updated(item.updated)].filter(Boolean).join(' · ')}
              </span>
            </a>
            <span className={styles.badge}>
              <TicketStatusBadge status={item.status} label={labels.statuses[item.status]} />
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pager} aria-label={labels.page(page, pages)}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPageChange?.(page - 1)}>
            {labels.previous}
          </Button>
          <span className={styles.text}>{labels.page(page, pages)}</span>
          <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPageChange?.(page + 1)}>
            {labels.next}
          </Button>
        </nav>
      )}
    </section>
  );
}
