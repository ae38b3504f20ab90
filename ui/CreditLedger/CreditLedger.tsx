import type { CreditEntry, CreditKind } from '../../contract';
import { Button } from '../Button';
import { formatPrice } from '../Price';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './CreditLedger.css';

export interface CreditLedgerLabels {
  /** The list's accessible name: 'Movimentos'. */
  title: string;
  /** Each kind's name, shown when an entry has no reason of its own and beside the date. */
  kinds: Record<CreditKind, string>;
  /** 'Encomenda #3f2a9c1d' */
  order: (number: string) => string;
  /** 'Expira a 31/12/2026' */
  expires: (date: string) => string;
  /** Read before a positive amount: 'Crédito'; before a negative one: 'Débito'. */
  credit: string;
  debit: string;
  previous: string;
  next: string;
  /** 'Página 1 de 3' */
  page: (current: number, last: number) => string;
}

export interface CreditLedgerProps {
  /** Newest first, as the API answers them. */
  entries: readonly CreditEntry[];
  page?: { current: number; last: number };
  onPageChange?: (page: number) => void;
  /** A page is loading: the pager waits. */
  busy?: boolean;
  languageTag: string;
  labels: CreditLedgerLabels;
}

/**
 * The store-credit ledger: each movement with its reason (or its kind), the order it moved with, its date
 * and, for credit that expires, when; the amount signed and coloured (green in, red out), its sign also read
 * out. A pager when there is more than one page.
 */
export function CreditLedger({
  entries,
  page,
  onPageChange,
  busy = false,
  languageTag,
  labels,
}: CreditLedgerProps) {
  const dateOf = (iso: string) =>
    new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium' }).format(new Date(iso));
  const signed = (amount: number) => `${amount > 0 ? '+' : '−'}${formatPrice(Math.abs(amount), languageTag)}`;
  return (
    <div className={styles.root}>
      <ul className={styles.list} aria-label={labels.title} aria-busy={busy || undefined}>
        {entries.map((entry) => (
          <li key={entry.uuid} className={styles.entry}>
            <div className={styles.text}>
              <p className={styles.reason}>{entry.reason ?? labels.kinds[entry.kind]}</p>
              <p className={styles.meta}>
                {[
                  entry.reason ? labels.kinds[entry.kind] : null,
                  entry.order_number ? labels.order(entry.order_number) : null,
                  dateOf(entry.created_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {entry.expires_at && entry.amount > 0 && (
                <p className={styles.expiry}>{labels.expires(dateOf(entry.expires_at))}</p>
              )}
            </div>
            <p className={styles.amount({ sign: entry.amount > 0 ? 'credit' : 'debit' })}>
              <VisuallyHidden>{`${entry.amount > 0 ? labels.credit : labels.debit} ${formatPrice(Math.abs(entry.amount), languageTag)}`}</VisuallyHidden>
              <span aria-hidden="true">{signed(entry.amount)}</span>
            </p>
          </li>
        ))}
      </ul>
      {page && page.last > 1 && (
        <nav className={styles.pager} aria-label={labels.title}>
          <Button
            variant="secondary"
            size="small"
            disabled={busy || page.current <= 1}
            onClick={() => onPageChange?.(page.current - 1)}
          >
            {labels.previous}
          </Button>
          <p className={styles.pageOf} aria-live="polite">
            {labels.page(page.current, page.last)}
          </p>
          <Button
            variant="secondary"
            size="small"
            disabled={busy || page.current >= page.last}
            onClick={() => onPageChange?.(page.current + 1)}
          >
            {labels.next}
          </Button>
        </nav>
      )}
    </div>
  );
}
