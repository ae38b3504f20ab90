import type { AccountOrderSummary } from '../../contract';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { VisuallyHidden } from '../VisuallyHidden';
import { OrderListItem, type OrderListItemLabels } from './OrderListItem';
import * as styles from './OrderList.css';

export const ORDER_LIST_STATES = ['loading', 'ready', 'failed'] as const;
export type OrderListState = (typeof ORDER_LIST_STATES)[number];

export interface OrderListLabels {
  item: OrderListItemLabels;
  /** The list's accessible name: 'As suas encomendas'. */
  title: string;
  loading: string;
  emptyTitle: string;
  emptyText: string;
  /** Empty under a status filter: 'Nenhuma encomenda com este estado.' */
  emptyFilteredText: string;
  shopNow: string;
  errorText: string;
  retry: string;
  /** The pages' navigation: 'Páginas de encomendas'. */
  pagination: string;
  previous: string;
  next: string;
  /** 'Página 2 de 5' */
  pageOf: (page: number, pages: number) => string;
}

export interface OrderListProps {
  orders: readonly AccountOrderSummary[];
  state: OrderListState;
  /** Filtered by a status (an empty list says so, not 'no orders yet'). */
  filtered?: boolean;
  page: number;
  pages: number;
  hrefOf: (orderUuid: string) => string;
  /** The order shown beside the list (marked current). */
  currentUuid?: string | null;
  shopHref: string;
  onOpen?: (href: string) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  languageTag: string;
  labels: OrderListLabels;
}

const SKELETON_ROWS = 3;

/**
 * The customer's orders, newest first: one link per order, the page's place among the pages; placeholders
 * while the first answer comes, an honest empty state, and a failed load with a retry.
 */
export function OrderList({ orders, state, filtered = false, page, pages, hrefOf, currentUuid = null, shopHref, onOpen, onPage, onRetry, languageTag, labels }: OrderListProps) {
  if (state === 'failed' && orders.length === 0) {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.errorText}>{labels.errorText}</p>
        <div>
          <Button variant="secondary" icon="refresh" onClick={onRetry}>
            {labels.retry}
          </Button>
        </div>
      </div>
    );
  }
  if (state === 'loading' && orders.length === 0) {
    return (
      <div role="status" className={styles.root}>
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
        <ul className={styles.list} aria-label={labels.title} aria-busy="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeleton} aria-hidden="true" />
          ))}
        </ul>
      </div>
    );
  }
  if (orders.length === 0) {
    return filtered ? (
      <p className={styles.message}>{labels.emptyFilteredText}</p>
    ) : (
      <EmptyState icon="package" title={labels.emptyTitle} text={labels.emptyText} action={{ label: labels.shopNow, href: shopHref }} />
    );
  }
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={labels.title} aria-busy={state === 'loading' || undefined}>
        {orders.map((order) => (
          <li key={order.uuid}>
            <OrderListItem order={order} href={hrefOf(order.uuid)} current={order.uuid === currentUuid} onOpen={onOpen} languageTag={languageTag} labels={labels.item} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={styles.pagination} aria-label={labels.pagination}>
          <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {labels.previous}
          </Button>
          <span className={styles.pageOf} aria-live="polite">
            {labels.pageOf(page, pages)}
          </span>
          <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {labels.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
