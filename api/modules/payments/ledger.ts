import type { FastifyBaseLogger } from 'fastify';
import {
  orderNumberOf,
  orderSuccessPath,
  type MultibancoReference,
  type OrderCreatedFromPayment,
  type OrderStatus,
  type PaymentMethod,
  type PaymentProgress,
  type PaymentProgressStatus,
  type PaymentStatus,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { multibancoReferenceMail, orderConfirmationMail, refundMail } from '../../mail/order-templates';
import { queueMail } from '../../mail/outbox';
import type { CartRow } from '../cart/repository';
import { giveBackOrderCredit, takeAgainForOrder } from '../credits/repository';
import {
  ATTEMPT_COLUMNS,
  attemptById,
  linesOfOrder,
  lockOrderById,
  orderById,
  recordRefund,
  type AttemptRow,
  type OrderRow,
} from '../orders/repository';
import { releaseHolds, sellOrderStock, sweepExpiredHolds } from '../orders/stock';
import type { GatewayStatus, PaymentGateway } from './gateway';
import { enqueueOrderPaid } from '../ambassador/sales';

/**
 * The payment-attempt ledger: ONE idempotent transition, `applyGatewayStatus`, that the webhook job, the
 * shopper's return and the reconciliation poller all call with what the gateway said (P2–P4, P7).
 *
 * - Per transaction it only moves forward: pending → declined | timeout | expired, and any of these →
 *   paid; a repeat, a late `Pending` after an outcome, or another outcome after the first changes
 *   nothing (a late pending never undoes paid).
 * - A paid status whose amount or currency differs from the attempt's is flagged on the attempt and
 *   logged, never paid.
 * - Race-safe: the attempt row is held (`select … for update`) from the decision to the commit, so a
 *   webhook and a return arriving together make exactly one transition and one set of effects; the
 *   effects that leave the database (realtime events, SMTP, refunds, the read model) run after the
 *   commit, only for the call that made the transition. No gateway call ever runs inside a transaction.
 *
 * Row locks are taken in one order everywhere: payment attempt → order → cart → offers (ascending;
 * each offer's holds first) → products → coupon.
 */

export type TransitionSource = 'checkout' | 'webhook' | 'return' | 'poll';

export type TransitionResult =
  /** No attempt has this transaction id (acknowledge and log it). */
  | { kind: 'unknown' }
  /** Nothing to change: still pending, a repeat, or an outcome that does not move the attempt forward. */
  | { kind: 'unchanged'; status: PaymentStatus }
  /** A paid status whose amount or currency is not the attempt's: recorded, not paid. */
  | { kind: 'flagged'; status: PaymentStatus; reason: string }
  | { kind: 'applied'; status: PaymentStatus; orderStatus: OrderStatus };

/** How far an attempt's status has gone: a transition must go further. */
const RANK: Record<PaymentStatus, number> = { pending: 0, failed: 0, declined: 1, timeout: 1, expired: 1, cancelled: 1, paid: 2 };

const STATUS_OF_OUTCOME: Record<GatewayStatus['outcome'], PaymentStatus | null> = {
  paid: 'paid',
  declined: 'declined',
  timeout: 'timeout',
  expired: 'expired',
  pending: null,
  error: null,
};

/** Whether a status of the gateway moves an attempt at `current` forward. */
export function advances(current: PaymentStatus, outcome: GatewayStatus['outcome']): boolean {
  const next = STATUS_OF_OUTCOME[outcome];
  return next !== null && RANK[next] > RANK[current];
}

const cents = (euros: number) => Math.round(euros * 100);

/** Why a paid status cannot be trusted as this attempt's payment (null: it can). Unreported fields are not held against it. */
export function amountMismatch(status: Pick<GatewayStatus, 'amount' | 'currency'>, attempt: Pick<AttemptRow, 'amount' | 'currency'>): string | null {
  if (status.currency !== null && status.currency.toUpperCase() !== attempt.currency) return `currency ${status.currency}, expected ${attempt.currency}`;
  if (status.amount !== null && cents(status.amount) !== cents(attempt.amount)) return `amount ${status.amount}, expected ${attempt.amount}`;
  return null;
}

/** What leaves the database after a transition committed. */
export type LedgerEffects = {
  /** §3 order event on `private-checkout.{cartUuid}`; never rejects. */
  orderCreated(cartUuid: string, payload: OrderCreatedFromPayment): Promise<unknown>;
  /** `payment.progress` on the same channel; never rejects. */
  paymentProgress(cartUuid: string, payload: PaymentProgress): Promise<unknown>;
  /** The products whose stock changed: read model refreshed, `UpdateProduct` published. */
  productsChanged(productIds: number[]): Promise<void>;
  /** The UTM `order` conversion of a customer's order at its own total. */
  orderConverted(conversion: { userId: number; orderUuid: string; total: number; trackingId: string | null }): Promise<void>;
  /** Sends a queued mail through SMTP when configured. */
  deliverMail(id: number): Promise<void>;
};

type Pending = {
  progress: { cartUuid: string; payload: PaymentProgress } | null;
  orderCreated: { cartUuid: string; payload: OrderCreatedFromPayment } | null;
  productIds: number[];
  mails: number[];
  refundIds: number[];
  conversion: Parameters<LedgerEffects['orderConverted']>[0] | null;
};

const noEffects = (): Pending => ({ progress: null, orderCreated: null, productIds: [], mails: [], refundIds: [], conversion: null });

export type OpenAttempt = {
  transactionId: string;
  method: PaymentMethod;
  orderUuid: string;
  createdAt: Date;
  /** When the attempt's window ends (MB WAY approval, reference validity). */
  expiresAt: Date;
  /** When the gateway last told us anything about it (null: never since the checkout). */
  lastStatusAt: Date | null;
};

export type PaymentLedger = ReturnType<typeof createPaymentLedger>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment-attempt ledger (api/modules/orders/plugin.ts). */
    ledger: PaymentLedger;
  }
}

export type LedgerOptions = {
  database: Database;
  /** Read on every call, so a test (or the coordinator's wiring) can swap the gateway. */
  gateway: () => PaymentGateway;
  effects: LedgerEffects;
  log: FastifyBaseLogger;
  /** The storefront's origin, for the links in e-mails. */
  webOrigin: string;
  /** The signed link token of an order (api/modules/orders/links.ts). */
  orderLinkToken: (orderUuid: string) => string;
};

type CartLock = Pick<CartRow, 'id' | 'status' | 'version' | 'sessionId' | 'customerId'>;

async function lockCart(query: Query, cartId: number | null): Promise<CartLock | null> {
  if (cartId === null) return null;
  const [row] = await query<CartLock>(
    `select id, status, version, session_id as "sessionId", customer_id as "customerId" from carts where id = $1 for update`,
    [cartId],
  );
  return row ?? null;
}

/**
 * An order that ends unpaid gives its cart back to the shopper (OPEN), unless the cart moved on since
 * the order took it, or the session (or customer) has started another OPEN cart meanwhile — then it is
 * left ABANDONED, as a merged cart is.
 */
export async function restoreCart(query: Query, cart: CartLock | null, order: Pick<OrderRow, 'id' | 'cart_version'>): Promise<void> {
  if (!cart || cart.status !== 'CHECKOUT' || cart.version !== order.cart_version) return;
  const [other] = await query(
    `select 1 from carts where status = 'OPEN' and id <> $1 and (session_id = $2 or ($3::int is not null and customer_id = $3)) limit 1`,
    [cart.id, cart.sessionId, cart.customerId],
  );
  const [row] = await query<{ version: number }>(
    `update carts set status = $2, version = version + 1, updated_at = now() where id = $1 returning version`,
    [cart.id, other ? 'ABANDONED' : 'OPEN'],
  );
  await query(`update orders set cart_version = $2 where id = $1`, [order.id, row!.version]);
}

/** The order's use of its coupon is given back once (`coupon_claimed`). */
export async function giveBackCoupon(query: Query, order: Pick<OrderRow, 'id' | 'discount_id' | 'coupon_claimed'>): Promise<void> {
  if (!order.coupon_claimed || order.discount_id === null) return;
  await query(`update orders set coupon_claimed = false where id = $1`, [order.id]);
  await query(`update discounts set usage_count = greatest(0, usage_count - 1), updated_at = now() where id = $1`, [order.discount_id]);
}

/** Ends an order's wait for payment: its stock, coupon, store credit and cart go back. */
export async function endUnpaid(query: Query, order: OrderRow, status: Extract<OrderStatus, 'expired' | 'declined' | 'cancelled'>, reason: string): Promise<void> {
  const cart = await lockCart(query, order.cart_id);
  await releaseHolds(query, order.id, reason);
  await giveBackCoupon(query, order);
  await giveBackOrderCredit(query, order.id);
  await restoreCart(query, cart, order);
  await query(`update orders set status = $2, updated_at = now() where id = $1`, [order.id, status]);
}

export function createPaymentLedger(options: LedgerOptions) {
  const { database, effects, log } = options;
  const transaction = <T>(run: (query: Query) => Promise<T>) => transactionWithRetry(database, run);
  const successPath = (order: Pick<OrderRow, 'uuid' | 'locale'>) => orderSuccessPath(order.uuid, order.locale, options.orderLinkToken(order.uuid));
  const orderLink = (order: Pick<OrderRow, 'uuid' | 'locale'>) => `${options.webOrigin}${successPath(order)}`;

  function progressOf(order: OrderRow, attempt: AttemptRow, status: PaymentProgressStatus, paid = false): Pending['progress'] {
    return {
      cartUuid: order.cart_uuid,
      payload: {
        order_uuid: order.uuid,
        transaction_id: attempt.transaction_id ?? attempt.merchant_transaction_id,
        method: attempt.method,
        status,
        reference: attempt.reference,
        expires_at: new Date(attempt.expires_at).toISOString(),
        redirect: paid ? { url: successPath(order) } : null,
      },
    };
  }

  async function markRefund(query: Query, attempt: AttemptRow, order: OrderRow, reason: 'paid_after_expiry' | 'duplicate_payment', pending: Pending) {
    pending.refundIds.push(await recordRefund(query, { attemptId: attempt.id, amount: attempt.amount, reason }));
    const mail = refundMail({ locale: order.locale, name: order.name, number: orderNumberOf(order.uuid), amount: attempt.amount, reason });
    pending.mails.push(await queueMail(query, { kind: 'order_refund', to: order.email, locale: order.locale, ...mail }));
  }

  /** A paid attempt: the order's stock is sold (its holds, or taken again after its window) or, with none left, the money goes back. */
  async function settlePaid(query: Query, order: OrderRow, attempt: AttemptRow, pending: Pending): Promise<OrderStatus> {
    if (order.status === 'paid' || order.status === 'paid_after_expiry') {
      await markRefund(query, attempt, order, 'duplicate_payment', pending);
      log.warn({ order: order.uuid, transactionId: attempt.transaction_id }, 'payments: a second payment of a paid order, refunded');
      return order.status;
    }
    const cart = await lockCart(query, order.cart_id);
    const lines = await linesOfOrder(query, order.id);
    // Paid after it ended unpaid: the store credit it gave back is taken again; without enough of it, the
    // order cannot be honoured as placed and the money goes back, as with stock gone.
    const credited = await takeAgainForOrder(query, order);
    const sold = credited ? await sellOrderStock(query, order.id, lines.map((line) => ({ offerId: line.offer_id, quantity: line.quantity }))) : ({ ok: false, short: null } as const);
    const status: OrderStatus = sold.ok && sold.intact && order.status === 'pending_payment' ? 'paid' : 'paid_after_expiry';
    await query(`update orders set status = $2, paid_at = now(), current_attempt_id = $3, updated_at = now() where id = $1`, [order.id, status, attempt.id]);
    if (!sold.ok) {
      if (order.status === 'pending_payment') {
        await releaseHolds(query, order.id, 'expired');
        await giveBackCoupon(query, order);
        await restoreCart(query, cart, order);
      }
      await giveBackOrderCredit(query, order.id);
      await markRefund(query, attempt, order, 'paid_after_expiry', pending);
      log.warn({ order: order.uuid, transactionId: attempt.transaction_id, offerId: sold.short }, 'payments: paid after expiry with the stock (or the store credit) gone, refunded');
      pending.progress = progressOf(order, attempt, 'expired');
      return status;
    }
    // The coupon counts for a paid order; one given back at expiry is counted again.
    if (order.discount_id !== null && order.coupon_code !== null && !order.coupon_claimed) {
      await query(`update discounts set usage_count = usage_count + 1, updated_at = now() where id = $1`, [order.discount_id]);
      await query(`update orders set coupon_claimed = true where id = $1`, [order.id]);
    }
    if (cart && cart.version === order.cart_version && (cart.status === 'CHECKOUT' || cart.status === 'OPEN')) {
      await query(`update carts set status = 'COMPLETED', version = version + 1, updated_at = now() where id = $1`, [cart.id]);
    }
    const units = new Map<number, number>();
    for (const line of lines) units.set(line.details.product_id, (units.get(line.details.product_id) ?? 0) + line.quantity);
    const productIds = [...units.keys()].sort((a, b) => a - b);
    for (const productId of productIds) await query(`update products set sold_count = sold_count + $2 where id = $1`, [productId, units.get(productId)]);
    const shipments = await query<{ seller_name: string; min_days: number; max_days: number }>(
      `select seller_name, min_days, max_days from shipments where order_id = $1 order by id`,
      [order.id],
    );
    const mail = orderConfirmationMail({
      locale: order.locale,
      name: order.name,
      number: orderNumberOf(order.uuid),
      total: order.total,
      lines: lines.map((line) => ({ name: line.details.name, quantity: line.quantity, lineTotal: line.line_total })),
      shipments: shipments.map((shipment) => ({ seller: shipment.seller_name, estimate: `${shipment.min_days}-${shipment.max_days}` })),
      link: orderLink(order),
    });
    pending.mails.push(await queueMail(query, { kind: 'order_confirmation', to: order.email, locale: order.locale, ...mail }));
    pending.productIds = productIds;
    pending.orderCreated = { cartUuid: order.cart_uuid, payload: { order: { order_uuid: order.uuid }, redirect: { url: successPath(order) } } };
    pending.progress = progressOf(order, attempt, 'paid', true);
    if (order.customer_id !== null) pending.conversion = { userId: order.customer_id, orderUuid: order.uuid, total: order.total, trackingId: order.tracking_id };
    // The ambassador and affiliate programmes record their referral and commission of this sale (a durable job).
    await enqueueOrderPaid(query, order.id);
    return status;
  }

  /** A final unpaid outcome ends the order only when it is the attempt the order waits on. */
  async function settleUnpaid(query: Query, order: OrderRow, attempt: AttemptRow, next: 'declined' | 'timeout' | 'expired', pending: Pending): Promise<OrderStatus> {
    pending.progress = progressOf(order, attempt, next);
    if (order.status !== 'pending_payment' || order.current_attempt_id !== attempt.id) return order.status;
    const status = next === 'declined' ? 'declined' : 'expired';
    await endUnpaid(query, order, status, next);
    return status;
  }

  async function runEffects(pending: Pending): Promise<void> {
    const tasks: Promise<unknown>[] = [];
    for (const id of pending.mails) tasks.push(effects.deliverMail(id));
    if (pending.productIds.length) tasks.push(effects.productsChanged(pending.productIds));
    if (pending.orderCreated) tasks.push(effects.orderCreated(pending.orderCreated.cartUuid, pending.orderCreated.payload));
    if (pending.progress) tasks.push(effects.paymentProgress(pending.progress.cartUuid, pending.progress.payload));
    if (pending.conversion) tasks.push(effects.orderConverted(pending.conversion));
    for (const id of pending.refundIds) tasks.push(ledger.settleRefund(id));
    const results = await Promise.allSettled(tasks);
    for (const result of results) if (result.status === 'rejected') log.error({ err: result.reason }, 'payments: an effect after a payment transition failed');
  }

  const ledger = {
    /** The gateway in use (the client's return asks it for a status). */
    gateway: options.gateway,

    /**
     * THE transition: what the gateway said of one transaction, from the webhook (`webhook`), the shopper's
     * return (`return`), the reconciliation poller (`poll`) or the checkout's own call (`checkout`).
     * Idempotent and safe to call concurrently for one transaction.
     */
    async applyGatewayStatus(status: GatewayStatus, source: TransitionSource): Promise<TransitionResult> {
      const pending = noEffects();
      const result = await transaction(async (query): Promise<TransitionResult> => {
        Object.assign(pending, noEffects());
        const [attempt] = await query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts a where a.transaction_id = $1 for update`, [status.transactionId]);
        if (!attempt) return { kind: 'unknown' };
        await query(`update payment_attempts set last_gateway_status = $2, last_source = $3, last_status_at = now(), updated_at = now() where id = $1`, [
          attempt.id,
          JSON.stringify(status),
          source,
        ]);
        if (!advances(attempt.status, status.outcome)) return { kind: 'unchanged', status: attempt.status };
        const next = STATUS_OF_OUTCOME[status.outcome] as 'paid' | 'declined' | 'timeout' | 'expired';
        if (next === 'paid') {
          const mismatch = amountMismatch(status, attempt);
          if (mismatch) {
            await query(`update payment_attempts set flagged_at = coalesce(flagged_at, now()), flag_reason = $2 where id = $1`, [attempt.id, mismatch]);
            log.error({ transactionId: attempt.transaction_id, source, mismatch }, 'payments: a paid status that does not match the attempt, flagged and not paid');
            return { kind: 'flagged', status: attempt.status, reason: mismatch };
          }
        }
        await query(
          `update payment_attempts set status = $2, final_at = coalesce(final_at, now()), paid_at = case when $2 = 'paid' then now() else paid_at end where id = $1`,
          [attempt.id, next],
        );
        const order = await lockOrderById(query, attempt.order_id);
        const orderStatus = next === 'paid' ? await settlePaid(query, order, attempt, pending) : await settleUnpaid(query, order, attempt, next, pending);
        return { kind: 'applied', status: next, orderStatus };
      });
      if (result.kind === 'applied') {
        log.info({ transactionId: status.transactionId, source, status: result.status, orderStatus: result.orderStatus }, 'payments: transition');
        await runEffects(pending);
      } else if (result.kind === 'unknown') {
        log.warn({ transactionId: status.transactionId, source }, 'payments: a status for an unknown transaction');
      }
      return result;
    },

    /**
     * An order its store credit pays whole, paid inside the caller's transaction (the one that created it,
     * holding its cart and stock): its `store_credit` attempt paid and the order through the same after-paid
     * path as a gateway payment (stock sold, cart completed, confirmation mail, `order` conversion). Answers
     * the effects to run once that transaction committed.
     */
    async payWithoutGateway(query: Query, attemptId: number): Promise<() => Promise<void>> {
      const pending = noEffects();
      const [attempt] = await query<AttemptRow>(
        `update payment_attempts a set status = 'paid', final_at = now(), paid_at = now(), updated_at = now() where a.id = $1 and a.status = 'pending' returning ${ATTEMPT_COLUMNS}`,
        [attemptId],
      );
      if (!attempt) return async () => {};
      const order = await lockOrderById(query, attempt.order_id);
      await settlePaid(query, order, attempt, pending);
      return () => runEffects(pending);
    },

    /** Every attempt the gateway has not given a final status for yet: what the reconciliation poller asks about. */
    async listOpenAttempts(): Promise<OpenAttempt[]> {
      const rows = await database.query<{ transaction_id: string; method: PaymentMethod; uuid: string; created_at: Date; expires_at: Date; last_status_at: Date | null }>(
        `select a.transaction_id, a.method, o.uuid, a.created_at, a.expires_at, a.last_status_at
         from payment_attempts a join orders o on o.id = a.order_id
         where a.status = 'pending' and a.transaction_id is not null order by a.created_at, a.id`,
      );
      return rows.map((row) => ({
        transactionId: row.transaction_id,
        method: row.method,
        orderUuid: row.uuid,
        createdAt: new Date(row.created_at),
        expiresAt: new Date(row.expires_at),
        lastStatusAt: row.last_status_at ? new Date(row.last_status_at) : null,
      }));
    },

    /**
     * Starts an attempt recorded by an order (or a new attempt) at the gateway, after that order's
     * transaction committed: create the checkout, then the MB WAY request or the Multibanco reference,
     * each answer recorded in a short transaction of its own. A gateway failure ends the attempt
     * `failed` and, when the order waits on it, the order `cancelled` with its stock, coupon and cart given back.
     */
    async startAttempt(attemptId: number): Promise<{ ok: true } | { ok: false; error: unknown }> {
      const gateway = options.gateway();
      const attempt = (await attemptById(database.query, attemptId))!;
      const order = await orderById(database.query, attempt.order_id);
      let status: GatewayStatus;
      try {
        const checkout = await gateway.createCheckout({
          merchantTransactionId: attempt.merchant_transaction_id,
          amount: attempt.amount,
          method: attempt.method,
          description: `Order ${orderNumberOf(order.uuid)}`,
          customer: { name: order.name, email: order.email },
          ...(attempt.method === 'multibanco' ? { referenceExpiresAt: new Date(attempt.expires_at) } : {}),
        });
        // Recorded before the next call, so a webhook about this transaction finds its attempt.
        await database.query(`update payment_attempts set transaction_id = $2, transaction_signature = $3, updated_at = now() where id = $1`, [
          attempt.id,
          checkout.transactionId,
          checkout.transactionSignature,
        ]);
        status = attempt.method === 'mbway' ? await gateway.mbwayPurchase(checkout, attempt.mbway_phone!) : await gateway.generateReference(checkout);
      } catch (error) {
        log.warn({ err: error, attempt: attempt.merchant_transaction_id }, 'payments: the gateway could not start the payment');
        await ledger.failAttempt(attempt.id);
        return { ok: false, error };
      }
      const pending = noEffects();
      await transaction(async (query) => {
        Object.assign(pending, noEffects());
        const current = (await attemptById(query, attempt.id))!;
        const fullOrder = await orderById(query, attempt.order_id);
        if (attempt.method === 'multibanco' && status.reference && current.reference === null) {
          const reference: MultibancoReference = {
            entity: status.reference.entity,
            reference: status.reference.reference,
            amount: status.reference.amount,
            expires_at: new Date(status.reference.expiresAt).toISOString(),
          };
          await query(`update payment_attempts set reference = $2, updated_at = now() where id = $1`, [attempt.id, JSON.stringify(reference)]);
          const mail = multibancoReferenceMail({
            locale: fullOrder.locale,
            name: fullOrder.name,
            number: orderNumberOf(fullOrder.uuid),
            entity: reference.entity,
            reference: reference.reference,
            amount: reference.amount,
            expiresAt: reference.expires_at,
          });
          pending.mails.push(await queueMail(query, { kind: 'order_reference', to: fullOrder.email, locale: fullOrder.locale, ...mail }));
          if (status.outcome === 'pending') pending.progress = progressOf(fullOrder, { ...current, reference }, 'reference_generated');
        } else if (attempt.method === 'mbway' && status.outcome === 'pending') {
          pending.progress = progressOf(fullOrder, current, 'waiting_approval');
        }
      });
      await runEffects(pending);
      await ledger.applyGatewayStatus(status, 'checkout');
      return { ok: true };
    },

    /** An attempt the gateway could not start; the order it was for ends `cancelled` when it waits on it. */
    async failAttempt(attemptId: number): Promise<void> {
      await transaction(async (query) => {
        const [attempt] = await query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts a where a.id = $1 for update`, [attemptId]);
        if (!attempt || attempt.status !== 'pending') return;
        await query(`update payment_attempts set status = 'failed', final_at = now(), updated_at = now() where id = $1`, [attemptId]);
        const order = await lockOrderById(query, attempt.order_id);
        if (order.status === 'pending_payment' && order.current_attempt_id === attempt.id) await endUnpaid(query, order, 'cancelled', 'cancelled');
      });
    },

    /**
     * Sends one refund to the gateway, once (a claim moves it to processing first): its own amount, on the
     * transaction of the attempt it gives back. The answer is recorded on the refund; a call that cannot reach
     * the gateway puts it back to pending for the next run.
     */
    async settleRefund(refundId: number): Promise<void> {
      const [claimed] = await database.query<{ transaction_id: string; merchant_transaction_id: string; amount: number; created_at: Date }>(
        `update payment_refunds r set status = 'processing', updated_at = now() from payment_attempts a
         where r.id = $1 and r.status = 'pending' and a.id = r.attempt_id
         returning a.transaction_id, a.merchant_transaction_id, r.amount::float8 as amount, a.created_at`,
        [refundId],
      );
      if (!claimed) return;
      try {
        const answer = await options.gateway().refund({
          transactionId: claimed.transaction_id,
          merchantTransactionId: claimed.merchant_transaction_id,
          amount: claimed.amount,
          // The attempt row is written just before the gateway's checkout: the original transaction's own time.
          originalDatetime: new Date(claimed.created_at),
        });
        await database.query(
          `update payment_refunds set status = $2, gateway_status_code = $3, refunded_at = case when $2 = 'refunded' then now() end, updated_at = now() where id = $1`,
          [refundId, answer.refunded ? 'refunded' : 'failed', answer.statusCode],
        );
        if (!answer.refunded) log.error({ transactionId: claimed.transaction_id, refundId, statusCode: answer.statusCode }, 'payments: the gateway refused a refund');
      } catch (error) {
        await database.query(`update payment_refunds set status = 'pending', updated_at = now() where id = $1`, [refundId]);
        log.warn({ err: error, transactionId: claimed.transaction_id, refundId }, 'payments: a refund could not reach the gateway; it stays pending');
      }
    },

    /** Refunds decided but not done (the gateway was unreachable): for a durable job to retry with `settleRefund`. */
    async listPendingRefunds(): Promise<number[]> {
      const rows = await database.query<{ id: number }>(`select id from payment_refunds where status = 'pending' order by id`);
      return rows.map((row) => row.id);
    },

    /** Releases every stock hold past its window (C4's sweeper, for a durable job); answers the units given back. */
    async sweepExpiredHolds(): Promise<number> {
      return sweepExpiredHolds(transaction, database.query);
    },
  };
  return ledger;
}
