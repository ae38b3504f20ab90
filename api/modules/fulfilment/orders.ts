import type { FastifyInstance } from 'fastify';
import { isUuid, type CustomerOrderUpdated } from '../../../contract';
import type { Query } from '../../db/client';
import { ORDER_COLUMNS, refundsOfAttempt, wholePaymentRefund, type OrderRow } from '../orders/repository';

/**
 * What the after-sales modules (fulfilment, invoices, returns) share: the order of a signed-in customer
 * (anyone else's answers as if it did not exist), whether an order is paid and kept (its goods ship),
 * and telling the customer of a change once it committed.
 */

export const ORDER_NOT_FOUND = { message: 'The order could not be found.' } as const;

/** The order `uuid` when it belongs to customer `userId`; null for a malformed uuid, another customer's order or none. */
export async function customerOrder(query: Query, uuid: string, userId: number, lock = false): Promise<OrderRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await query<OrderRow>(`select ${ORDER_COLUMNS} from orders o where o.uuid = $1 and o.customer_id = $2${lock ? ' for update' : ''}`, [uuid, userId]);
  return row ?? null;
}

/**
 * Paid, and not given back: a payment after expiry whose stock was gone is refunded and never ships.
 * The paying attempt's refunds say which (a `paid_after_expiry` one).
 */
export async function isPaidAndKept(query: Query, order: OrderRow): Promise<boolean> {
  if (order.status === 'paid') return true;
  if (order.status !== 'paid_after_expiry' || order.current_attempt_id === null) return false;
  return wholePaymentRefund(await refundsOfAttempt(query, order.current_attempt_id))?.reason !== 'paid_after_expiry';
}

/**
 * After the change committed: its e-mails go out and, for a customer's order, `order.updated` reaches
 * their private channel (`private-customer.{userId}`), so an open order page follows it live.
 */
export async function tellCustomer(app: FastifyInstance, order: Pick<OrderRow, 'customer_id'>, data: CustomerOrderUpdated, mailIds: number[]): Promise<void> {
  if (order.customer_id !== null) app.domainEvents.emit('customer.changed', { userId: order.customer_id, event: 'order.updated', data });
  const results = await Promise.allSettled(mailIds.map((id) => app.mailer.deliver(id)));
  for (const result of results) if (result.status === 'rejected') app.log.error({ err: result.reason }, 'after-sales: an e-mail could not be delivered');
}
