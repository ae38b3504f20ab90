import { randomInt } from 'node:crypto';
import {
  ACCOUNT_ORDERS_PER_PAGE,
  SESSION_ID_ALPHABET,
  SESSION_ID_LENGTH,
  Uuid,
  isSessionId,
  type AccountOrderSummary,
  type AccountOrderView,
  type Locale,
  type OrderStatus,
  type ReorderResult,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import type { DomainEventBus } from '../../events';
import { STOCK_MESSAGES } from '../cart/rules';
import type { CartService } from '../cart/service';
import { linesOfOrder, lockOrderByUuid, orderByUuid, viewOrder, type OrderRow } from '../orders/repository';
import { availableOf } from '../orders/stock';
import { endUnpaid } from '../payments/ledger';
import { fulfilmentOf } from './fulfilment';
import { listOrders, momentsOf, offerPrices, openCartSession, trackingOf } from './repository';

/**
 * The signed-in customer's orders: the list, one order with each parcel's fulfilment, cancelling an
 * unpaid order and putting an order's lines back in the cart. Every call is scoped to the customer: an
 * order of anyone else reads as no order at all.
 */

export const ACCOUNT_ORDER_MESSAGES = {
  notFound: 'Encomenda não encontrada',
  notCancellable: 'Esta encomenda já não pode ser cancelada.',
} as const;

export type CancelOutcome = { ok: true; order: AccountOrderView } | { ok: false; kind: 'notFound' | 'notCancellable' };
export type ReorderOutcome =
  | { ok: true; result: ReorderResult }
  | { ok: false; kind: 'notFound' }
  | { ok: false; kind: 'conflict'; message: string; offerId?: number; available?: number };

/** A status the customer may still pay (a new attempt): its payment ended without money. */
const PAYABLE_AFTER: readonly OrderStatus[] = ['expired', 'declined'];

/** A fresh browser session id for a cart started without one (an API client that sent no `X-Session-Id`). */
function freshSessionId(): string {
  return Array.from({ length: SESSION_ID_LENGTH }, () => SESSION_ID_ALPHABET[randomInt(SESSION_ID_ALPHABET.length)]).join('');
}

/** Thrown to run the cancel's transaction again when the order moved to another payment attempt meanwhile. */
const movedOn = () => Object.assign(new Error('the order moved to another payment attempt'), { code: '40001' });

/** The order view the checkout reads, with each shipment's fulfilment and seller kind, and what may be done now. */
export async function orderDetail(query: Query, order: OrderRow): Promise<AccountOrderView> {
  const view = await viewOrder(query, order);
  const tracking = await trackingOf(query, order.id);
  const moments = await momentsOf(query, order.id);
  const refund = view.payment.refund && view.payment.refund.reason === 'paid_after_expiry' && view.payment.refund.status !== 'failed' ? { at: moments.refunded_at } : null;
  const orderMoments = { ...order, cancelled_at: moments.cancelled_at, updated_at: moments.updated_at, refund };
  return {
    ...view,
    shipments: view.shipments.map((shipment) => {
      const row = tracking.get(shipment.seller_id)!;
      return { ...shipment, is_official: row.is_official, fulfilment: fulfilmentOf(orderMoments, row) };
    }),
    cancelled_at: moments.cancelled_at ? new Date(moments.cancelled_at).toISOString() : null,
    can_cancel: order.status === 'pending_payment',
    can_pay: PAYABLE_AFTER.includes(order.status) || (order.status === 'pending_payment' && view.payment.status !== 'pending'),
  };
}

export function createAccountOrderService(database: Database, options: { carts: CartService; events: DomainEventBus }) {
  const transaction = <T>(run: (query: Query) => Promise<T>) => transactionWithRetry(database, run);

  async function ownOrder(query: Query, customerId: number, orderUuid: string): Promise<OrderRow | null> {
    if (!Uuid.safeParse(orderUuid).success) return null;
    const order = await orderByUuid(query, orderUuid);
    return order && order.customer_id === customerId ? order : null;
  }

  return {
    /** A page of the customer's orders, newest first, of one status or all. */
    async list(customerId: number, filter: { status: OrderStatus | null; page: number }): Promise<{ total: number; orders: AccountOrderSummary[] }> {
      return listOrders(database.query, customerId, { status: filter.status, limit: ACCOUNT_ORDERS_PER_PAGE, offset: (filter.page - 1) * ACCOUNT_ORDERS_PER_PAGE });
    },

    async view(customerId: number, orderUuid: string): Promise<AccountOrderView | null> {
      const order = await ownOrder(database.query, customerId, orderUuid);
      return order ? orderDetail(database.query, order) : null;
    },

    /**
     * Calls off an order that still waits for its payment: its stock holds released at once, its coupon use
     * and store credit given back, its cart back to the shopper (the expiry's `endUnpaid`), its open attempt
     * superseded (a payment that still arrives is the ledger's late payment). Locks as the ledger does:
     * payment attempt, then order.
     */
    async cancel(customerId: number, orderUuid: string): Promise<CancelOutcome> {
      const outcome = await transaction(async (query): Promise<CancelOutcome> => {
        const seen = await ownOrder(query, customerId, orderUuid);
        if (!seen) return { ok: false, kind: 'notFound' };
        if (seen.current_attempt_id !== null) await query(`select id from payment_attempts where id = $1 for update`, [seen.current_attempt_id]);
        const order = (await lockOrderByUuid(query, orderUuid))!;
        if (order.status !== 'pending_payment') return { ok: false, kind: 'notCancellable' };
        if (order.current_attempt_id !== seen.current_attempt_id) throw movedOn();
        // The expiry's own end: holds released, the coupon's use and the store credit the order used given back.
        await endUnpaid(query, order, 'cancelled', 'cancelled');
        await query(`update orders set cancelled_at = now() where id = $1`, [order.id]);
        if (order.current_attempt_id !== null) {
          await query(`update payment_attempts set status = 'cancelled', final_at = coalesce(final_at, now()), updated_at = now() where id = $1 and status = 'pending'`, [
            order.current_attempt_id,
          ]);
        }
        return { ok: true, order: await orderDetail(query, (await orderByUuid(query, orderUuid))!) };
      });
      if (outcome.ok) options.events.emit('customer.changed', { userId: customerId, event: 'order.updated', data: { order_uuid: orderUuid, status: outcome.order.status } });
      return outcome;
    },

    /**
     * The order's lines whose offer is still for sale go into the customer's OPEN cart (a new one when there
     * is none), each capped to the stock left, through the cart's own save; the others are named as gone.
     * The cart is the browser's session's (`X-Session-Id`), else the customer's open cart, else a new one.
     */
    async reorder(customerId: number, orderUuid: string, caller: { sessionId: string | null; locale: Locale }): Promise<ReorderOutcome> {
      const order = await ownOrder(database.query, customerId, orderUuid);
      if (!order) return { ok: false, kind: 'notFound' };
      const lines = await linesOfOrder(database.query, order.id);
      const prices = await offerPrices(database.query, lines.map((line) => line.offer_id));
      const added: ReorderResult['added'] = [];
      const gone: ReorderResult['gone'] = [];
      for (const line of lines) {
        const available = await availableOf(database.query, line.offer_id);
        const entry = { offer_id: line.offer_id, name: line.details.name };
        if (available > 0 && prices.has(line.offer_id)) added.push({ ...entry, quantity: Math.min(line.quantity, available), ordered: line.quantity });
        else gone.push({ ...entry, quantity: line.quantity });
      }
      const sessionId = (isSessionId(caller.sessionId) ? caller.sessionId : null) ?? (await openCartSession(database.query, customerId)) ?? freshSessionId();
      if (added.length === 0) return { ok: true, result: { cart_uuid: null, session_id: sessionId, added, gone } };
      const saved = await options.carts.save(
        {
          customer_id: customerId,
          session_id: sessionId,
          items: added.map((line) => ({ offer_id: line.offer_id, quantity: line.quantity, price: prices.get(line.offer_id)!, segment_id: null, campaign_id: null, cart_id: null, id: null, category: null })),
        },
        { userId: customerId, sessionId, locale: caller.locale },
      );
      if (saved.ok) return { ok: true, result: { cart_uuid: saved.cart.cart_uuid, session_id: sessionId, added, gone } };
      if (saved.kind === 'conflict') return { ok: false, kind: 'conflict', message: saved.message, ...(saved.offerId ? { offerId: saved.offerId, available: saved.available ?? 0 } : {}) };
      // An offer went between the read and the write: asked again, the shopper sees it gone.
      return { ok: false, kind: 'conflict', message: STOCK_MESSAGES.limitReached };
    },
  };
}
