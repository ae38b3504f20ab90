import type { Database, Query } from '../../db/client';
import type { GatewayNotification } from './gateway';

/**
 * The SIBS notifications received (table `payment_notifications`), de-duplicated on
 * `notification_id`: SIBS delivers at least once and re-sends until acknowledged (protocols.md §2.7),
 * so a second delivery only counts (`deliveries`) and never starts a second processing.
 * A notification of a transition already processed under another notificationID (the same
 * transaction, type, status and reference status) is recorded as its duplicate (reliability P2).
 */

export type StoredNotification = {
  id: number;
  notificationId: string;
  transactionId: string;
  transitionKey: string;
  payload: unknown;
  occurredAt: Date | null;
  receivedAt: Date;
  deliveries: number;
  processedAt: Date | null;
  duplicateOf: number | null;
};

type Row = {
  id: number;
  notification_id: string;
  transaction_id: string;
  transition_key: string;
  payload: unknown;
  occurred_at: Date | string | null;
  received_at: Date | string;
  deliveries: number;
  processed_at: Date | string | null;
  duplicate_of: number | null;
};

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function storedOf(row: Row): StoredNotification {
  return {
    id: row.id,
    notificationId: row.notification_id,
    transactionId: row.transaction_id,
    transitionKey: row.transition_key,
    payload: row.payload,
    occurredAt: row.occurred_at === null ? null : dateOf(row.occurred_at),
    receivedAt: dateOf(row.received_at),
    deliveries: row.deliveries,
    processedAt: row.processed_at === null ? null : dateOf(row.processed_at),
    duplicateOf: row.duplicate_of,
  };
}

/** What makes two notifications the same transition of one transaction. */
export function transitionKeyOf(notification: GatewayNotification): string {
  return [notification.transactionId, notification.paymentType ?? '', notification.paymentStatus, notification.reference?.status ?? ''].join('|');
}

function occurredAtOf(notification: GatewayNotification): Date | null {
  if (!notification.occurredAt) return null;
  const date = new Date(notification.occurredAt);
  return Number.isNaN(date.getTime()) ? null : date;
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;

export function createNotificationStore(database: Pick<Database, 'query' | 'transaction'>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());

  return {
    /**
     * Stores a notification, or counts one more delivery of a known one. `first` is true only for
     * the delivery that stored it; `onFirst` runs in the same transaction (the processing job is
     * enqueued there, so a stored notification always has its job).
     */
    async record(notification: GatewayNotification, payload: unknown, onFirst: (id: number, query: Query) => Promise<unknown>): Promise<{ id: number; first: boolean; deliveries: number }> {
      return database.transaction(async (query) => {
        const at = now();
        const [row] = await query<{ id: number; deliveries: number }>(
          `insert into payment_notifications
             (notification_id, transaction_id, merchant_transaction_id, payment_method, payment_type, payment_status,
              status_code, outcome, amount, currency, transition_key, payload, occurred_at, received_at, last_received_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $14)
           on conflict (notification_id) do update
             set deliveries = payment_notifications.deliveries + 1, last_received_at = excluded.last_received_at
           returning id, deliveries`,
          [
            notification.notificationId,
            notification.transactionId,
            notification.merchantTransactionId,
            notification.method,
            notification.paymentType,
            notification.paymentStatus,
            notification.statusCode,
            notification.outcome,
            notification.amount,
            notification.currency,
            transitionKeyOf(notification),
            JSON.stringify(payload),
            occurredAtOf(notification),
            at,
          ],
        );
        const first = row!.deliveries === 1;
        if (first) await onFirst(row!.id, query);
        return { id: row!.id, first, deliveries: row!.deliveries };
      });
    },

    async find(id: number): Promise<StoredNotification | null> {
      const rows = await database.query<Row>(`select * from payment_notifications where id = $1`, [id]);
      return rows[0] ? storedOf(rows[0]) : null;
    },

    async findByNotificationId(notificationId: string): Promise<StoredNotification | null> {
      const rows = await database.query<Row>(`select * from payment_notifications where notification_id = $1`, [notificationId]);
      return rows[0] ? storedOf(rows[0]) : null;
    },

    /** Every notification of one transaction in the order received (the ledger's monotonic reading). */
    async ofTransaction(transactionId: string): Promise<StoredNotification[]> {
      const rows = await database.query<Row>(`select * from payment_notifications where transaction_id = $1 order by id`, [transactionId]);
      return rows.map(storedOf);
    },

    /** The first notification of this transition processed before, other than `id`. */
    async processedTransition(transitionKey: string, id: number): Promise<number | null> {
      const rows = await database.query<{ id: number }>(
        `select id from payment_notifications where transition_key = $1 and id <> $2 and processed_at is not null and duplicate_of is null order by id limit 1`,
        [transitionKey, id],
      );
      return rows[0]?.id ?? null;
    },

    async markProcessed(id: number, duplicateOf: number | null = null): Promise<void> {
      await database.query(`update payment_notifications set processed_at = $2, duplicate_of = $3 where id = $1 and processed_at is null`, [id, now(), duplicateOf]);
    },
  };
}
