import { Icon, type IconName } from '../Icon';
import * as styles from './AccountSummary.css';

export interface AccountSummaryOrder {
  number: string;
  /** The order's status in the page's language. */
  status: string;
  /** The total, formatted (€45,50). */
  total: string;
  /** When it was placed, for people. */
  placed: string;
}

export interface AccountSummaryLabels {
  title: string;
  latestOrder: string;
  orderNumber: (number: string) => string;
  placed: (date: string) => string;
  noOrder: string;
  viewOrders: string;
  credit: string;
  creditText: string;
  viewCredits: string;
  tickets: string;
  openTickets: (count: number) => string;
  viewTickets: string;
  loading: string;
  failed: string;
}

export const ACCOUNT_SUMMARY_STATES = ['loading', 'ready', 'failed'] as const;
export type AccountSummaryState = (typeof ACCOUNT_SUMMARY_STATES)[number];

export interface AccountSummaryProps {
  state: AccountSummaryState;
  latestOrder: AccountSummaryOrder | null;
  /** The balance, formatted (€0,00 when none). */
  credit: string;
  openTickets: number;
  hrefs: { orders: string; credits: string; support: string };
  labels: AccountSummaryLabels;
}

function Card({ icon, title, href, action, children }: { icon: IconName; title: string; href: string; action: string; children: React.ReactNode }) {
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Icon name={icon} size="small" />
        {title}
      </h2>
      <div className={styles.cardBody}>{children}</div>
      <a className={styles.cardLink} href={href}>
        {action}
      </a>
    </li>
  );
}

/** `/account`'s at-a-glance: the latest order, the store credit balance and the open support requests. */
export function AccountSummary({ state, latestOrder, credit, openTickets, hrefs, labels }: AccountSummaryProps) {
  if (state !== 'ready') {
    return (
      <p className={styles.message} role={state === 'failed' ? 'alert' : 'status'} aria-busy={state === 'loading' || undefined}>
        {state === 'failed' ? labels.failed : labels.loading}
      </p>
    );
  }
  return (
    <section aria-label={labels.title}>
      <ul className={styles.cards}>
        <Card icon="truck" title={labels.latestOrder} href={hrefs.orders} action={labels.viewOrders}>
          {latestOrder ? (
            <>
              <p className={styles.strong}>{labels.orderNumber(latestOrder.number)}</p>
              <p className={styles.line}>
                <span className={styles.status}>{latestOrder.status}</span> · {latestOrder.total}
              </p>
              <p className={styles.muted}>{labels.placed(latestOrder.placed)}</p>
            </>
          ) : (
            <p className={styles.muted}>{labels.noOrder}</p>
          )}
        </Card>
        <Card icon="star" title={labels.credit} href={hrefs.credits} action={labels.viewCredits}>
          <p className={styles.figure}>{credit}</p>
          <p className={styles.muted}>{labels.creditText}</p>
        </Card>
        <Card icon="user" title={labels.tickets} href={hrefs.support} action={labels.viewTickets}>
          <p className={openTickets > 0 ? styles.figure : styles.muted}>{labels.openTickets(openTickets)}</p>
        </Card>
      </ul>
    </section>
  );
}
