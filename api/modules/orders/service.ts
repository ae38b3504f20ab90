import { randomBytes } from 'node:crypto';
import {
  PAYMENT_UNAVAILABLE_CODE,
  Uuid,
  orderSuccessPath,
  type CheckoutConflictBody,
  type CheckoutOrderRequest,
  type CheckoutView,
  type Locale,
  type OrderCreated,
  type OrderPaymentRequest,
  type OrderView,
  type OrderPaymentMethod,
  type PaymentMethod,
} from '../../../contract';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { validationErrorBody } from '../../http/errors';
import { touchCart } from '../cart/repository';
import { CART_NOT_FOUND_MESSAGE, CART_NOT_OPEN_MESSAGE, STOCK_MESSAGES, toCents } from '../cart/rules';
import { canAccess, type Caller } from '../cart/service';
import { EMPTY_CART_ERRORS } from '../checkout/routes';
import { creditForOrder, paymentMethodOf } from '../credits/checkout';
import { spendOnOrder, takeAgainForOrder } from '../credits/repository';
import { saveCheckoutAddress } from '../addresses/repository';
import type { CheckoutService } from '../checkout/service';
import type { PaymentLedger } from '../payments/ledger';
import { withIdempotency, requestHash, type Answer } from './idempotency';
import type { OrderLinks } from './links';
import { attemptById, lockOrderByUuid, orderById, orderByUuid, paymentOf, viewOrder, type OrderRow } from './repository';
import { releaseHolds, reserveStock, type HoldLine } from './stock';

/**
 * Orders (reliability C1–C9): one transaction creates the order — the cart held (`for update`) and
 * checked OPEN and the caller's, the checkout computed on it, every line's stock held by a conditional
 * update, a single-use coupon claimed by one, the order, its shipments, lines and first payment attempt
 * written, the cart moved to CHECKOUT — and commits. Only then is the gateway called (no transaction
 * or row lock is held across it, C9), and its answer recorded by the payment ledger. A refusal rolls
 * everything back: never half an order.
 */

export const ORDER_MESSAGES = {
  notFound: 'Encomenda não encontrada',
  priceChanged: 'O preço de um ou mais artigos mudou; reveja a encomenda.',
  couponExhausted: 'Limite de utilização do cupão atingido',
  notPayable: 'Esta encomenda não aceita um novo pagamento agora.',
  paymentUnavailable: 'Não foi possível iniciar o pagamento. Tente novamente.',
  storeCreditUnavailable: 'O saldo de crédito já não cobre esta encomenda.',
} as const;

/** A refusal thrown inside the order's transaction (rolled back), answered as it is. */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(`refused ${answer.status}`);
  }
}

const conflict = (body: CheckoutConflictBody): Refusal => new Refusal({ status: 409, body });

/** Ours, unique per attempt, 26 characters (SIBS allows 32, protocols.md §2.2). */
export function newMerchantTransactionId(): string {
  return `SF${randomBytes(12).toString('hex')}`;
}

/** Whoever may read a cart may read the orders it became: the customer, or for a guest order its browser session. */
export function ownsOrder(order: Pick<OrderRow, 'customer_id' | 'session_id'>, caller: Pick<Caller, 'userId' | 'sessionId'>): boolean {
  return canAccess({ customerId: order.customer_id, sessionId: order.session_id, status: 'OPEN' }, caller);
}

export type OrderService = ReturnType<typeof createOrderService>;

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
  }
}

export function createOrderService(
  database: Database,
  options: { checkout: CheckoutService; ledger: PaymentLedger; windowsMs: Record<PaymentMethod, number>; links: OrderLinks },
) {
  const transaction = <T>(run: (query: Query) => Promise<T>) => transactionWithRetry(database, run);

  async function windowEnd(query: Query, method: PaymentMethod): Promise<Date> {
    const [row] = await query<{ at: Date }>(`select now() + make_interval(secs => $1::float8 / 1000) as at`, [options.windowsMs[method]]);
    return new Date(row!.at);
  }

  async function insertAttempt(query: Query, orderId: number, method: OrderPaymentMethod, amount: number, expiresAt: Date, mbwayPhone: string | null): Promise<number> {
    const [row] = await query<{ id: number }>(
      `insert into payment_attempts (order_id, merchant_transaction_id, method, amount, expires_at, mbway_phone) values ($1, $2, $3, $4, $5, $6) returning id`,
      [orderId, newMerchantTransactionId(), method, amount, expiresAt, mbwayPhone],
    );
    await query(`update orders set current_attempt_id = $2, expires_at = $3, updated_at = now() where id = $1`, [orderId, row!.id, expiresAt]);
    return row!.id;
  }

  /** A single-use (or limited) coupon is claimed by one conditional update: of 20 racing orders, the limit's worth win. */
  async function claimCoupon(query: Query, discountId: number): Promise<boolean> {
    const rows = await query(
      `update discounts set usage_count = usage_count + 1, updated_at = now() where id = $1 and (max_usage is null or usage_count < max_usage) returning id`,
      [discountId],
    );
    return rows.length === 1;
  }

  /** After the commit: the gateway, then the answer — 201 with the order and its payment, or 502 when the payment could not start. */
  async function started(orderId: number, attemptId: number): Promise<Answer> {
    const outcome = await options.ledger.startAttempt(attemptId);
    if (!outcome.ok) {
      const order = await orderById(database.query, orderId);
      return { status: 502, body: { message: ORDER_MESSAGES.paymentUnavailable, code: PAYMENT_UNAVAILABLE_CODE, order_uuid: order.uuid } };
    }
    return createdAnswer(orderId, attemptId);
  }

  /** 201 with the order and its payment; an order its store credit paid whole also names its success page. */
  async function createdAnswer(orderId: number, attemptId: number): Promise<Answer> {
    const order = await orderById(database.query, orderId);
    const attempt = (await attemptById(database.query, attemptId))!;
    const created: OrderCreated = {
      order_uuid: order.uuid,
      cart_uuid: order.cart_uuid,
      status: order.status as OrderCreated['status'],
      total: order.total,
      payment: paymentOf(attempt),
      ...((attempt.method as OrderPaymentMethod) === 'store_credit' ? { redirect: { url: orderSuccessPath(order.uuid, order.locale, options.links.tokenOf(order.uuid)) } } : {}),
    };
    return { status: 201, body: { data: created } };
  }

  async function refusable(run: () => Promise<Answer>): Promise<Answer> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
  }

  return {
    /** Deletes the Idempotency-Keys past their 24 hours (a durable job's work); answers how many. */
    async purgeExpiredKeys(): Promise<number> {
      const rows = await database.query(`delete from idempotency_keys where expires_at <= now() returning 1`);
      return rows.length;
    },

    /** The signed link token of an order (its success page reads the order with it). */
    linkTokenOf: options.links.tokenOf,

    /** `POST /v1/checkout/{cartUuid}/orders`, under its Idempotency-Key. */
    async create(cartUuid: string, body: CheckoutOrderRequest, caller: Caller, key: string, trackingId: string | null): Promise<Answer> {
      const scope = `POST /v1/checkout/${cartUuid}/orders`;
      const hash = requestHash({ body, userId: caller.userId, sessionId: caller.sessionId });
      return withIdempotency(database, { scope, key, hash }, () =>
        refusable(async () => {
          if (!Uuid.safeParse(cartUuid).success) throw new Refusal({ status: 404, body: { message: CART_NOT_FOUND_MESSAGE } });
          const locale: Locale = body.locale ?? caller.locale;
          const placed = await transaction(async (query) => {
            const cart = await options.checkout.lockCartByUuid(query, cartUuid);
            if (!cart || !canAccess(cart, caller)) throw new Refusal({ status: 404, body: { message: CART_NOT_FOUND_MESSAGE } });
            if (cart.status !== 'OPEN') throw conflict({ message: CART_NOT_OPEN_MESSAGE, code: 'CART_NOT_OPEN' });
            const credit = await creditForOrder(query, cart, caller, body);
            if (!credit.ok) throw new Refusal({ status: 422, body: validationErrorBody(credit.errors) });
            // The order's own e-mail, phone and address count for the self-referral rule before any discount is given.
            const contact = { email: body.email, phone: body.phone, shipping_address: body.shipping_address };
            const computed = await options.checkout.compute(query, cart, locale, body.shipping ?? {}, credit.cents, contact);
            if (!computed.ok) {
              throw new Refusal({
                status: 422,
                body: validationErrorBody(computed.kind === 'empty' ? EMPTY_CART_ERRORS : Object.fromEntries(computed.errors.map((error) => [error.field, [error.message]]))),
              });
            }
            const { view: partial, groups, appliedCoupon } = computed.result;
            const view: CheckoutView = { cart_uuid: cart.uuid, cart_version: cart.version, customer: null, ...partial };
            const lines = view.seller_groups.flatMap((group) => group.lines);
            const gone = lines.find((line) => line.stock_issue?.status === 'unavailable');
            if (gone) throw conflict({ message: STOCK_MESSAGES.limitReached, code: 'OUT_OF_STOCK', offer_id: gone.offer_id, available: 0, data: view });
            const changes = lines.flatMap((line) => (line.price_change ? [{ offer_id: line.offer_id, ...line.price_change }] : []));
            const priceMoved = body.expected_total !== undefined ? toCents(body.expected_total) !== toCents(view.totals.total) : changes.length > 0;
            if (priceMoved) throw conflict({ message: ORDER_MESSAGES.priceChanged, code: 'PRICE_CHANGED', changes, data: view });
            if (view.coupon?.rejection === 'limitReached') throw conflict({ message: ORDER_MESSAGES.couponExhausted, code: 'COUPON_EXHAUSTED', data: view });

            const totals = view.totals;
            const payment = paymentMethodOf(body, totals);
            if (!payment.ok) throw new Refusal({ status: 422, body: validationErrorBody(payment.errors) });
            const expiresAt = await windowEnd(query, payment.method === 'store_credit' ? 'multibanco' : payment.method);
            const [order] = await query<{ id: number }>(
              `insert into orders (cart_id, cart_uuid, cart_version, customer_id, session_id, status, locale, email, name, phone, shipping_address, nif,
                 subtotal, discount, shipping, store_credit, vat_included, total, discount_id, coupon_code, tracking_id, expires_at)
               values ($1, $2, $3 + 1, $4, $5, 'pending_payment', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
               returning id`,
              [
                cart.id,
                cart.uuid,
                cart.version,
                cart.customerId,
                cart.sessionId,
                locale,
                body.email,
                body.name,
                body.phone,
                JSON.stringify(body.shipping_address),
                body.nif ?? null,
                totals.subtotal,
                totals.discount,
                totals.shipping,
                totals.store_credit,
                totals.vat_included,
                totals.total,
                appliedCoupon?.id ?? null,
                appliedCoupon?.code ?? null,
                trackingId,
                expiresAt,
              ],
            );
            const orderId = order!.id;
            const holdLines: HoldLine[] = lines.map((line) => ({ offerId: line.offer_id, quantity: line.quantity }));
            const reserved = await reserveStock(query, orderId, holdLines, expiresAt);
            if (!reserved.ok) {
              const message = reserved.available === 0 ? STOCK_MESSAGES.limitReached : STOCK_MESSAGES.onlyInStock(reserved.available);
              throw conflict({ message, code: 'OUT_OF_STOCK', offer_id: reserved.offerId, available: reserved.available, data: view });
            }
            if (appliedCoupon) {
              if (!(await claimCoupon(query, appliedCoupon.id))) throw conflict({ message: ORDER_MESSAGES.couponExhausted, code: 'COUPON_EXHAUSTED', data: view });
              await query(`update orders set coupon_claimed = true where id = $1`, [orderId]);
            }
            for (const group of groups) {
              const [shipment] = await query<{ id: number }>(
                `insert into shipments (order_id, seller_id, seller_name, method_code, method_name, fee, standard_fee, min_days, max_days) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
                [orderId, group.sellerId, group.sellerName, group.method.code, group.method.name, group.fee, group.standardFee, group.minDays, group.maxDays],
              );
              for (const line of group.lines) {
                const shown = lines.find((candidate) => candidate.offer_id === line.offerId)!;
                await query(
                  `insert into order_lines (order_id, shipment_id, offer_id, quantity, unit_price, line_total, details) values ($1, $2, $3, $4, $5, $6, $7)`,
                  [orderId, shipment!.id, line.offerId, line.quantity, shown.unit_price, shown.line_total, JSON.stringify({ ...line.details, product_id: line.productId, original_price: shown.original_price })],
                );
              }
            }
            if (totals.store_credit > 0) await spendOnOrder(query, cart.customerId!, orderId, toCents(totals.store_credit));
            if (body.save_address && cart.customerId !== null && caller.userId === cart.customerId) await saveCheckoutAddress(query, cart.customerId, body);
            const attemptId = await insertAttempt(query, orderId, payment.method, totals.total, expiresAt, payment.method === 'mbway' ? (body.mbway_phone ?? null) : null);
            await touchCart(query, cart.id, { status: 'CHECKOUT' });
            const paidAtOnce = payment.method === 'store_credit' ? await options.ledger.payWithoutGateway(query, attemptId) : null;
            return { orderId, attemptId, paidAtOnce };
          });
          if (placed.paidAtOnce) {
            await placed.paidAtOnce();
            return createdAnswer(placed.orderId, placed.attemptId);
          }
          return started(placed.orderId, placed.attemptId);
        }),
      );
    },

    /**
     * `POST /v1/orders/{orderUuid}/payments`: a new attempt on an order whose last one ended unpaid (or whose
     * window has passed), with the same or the other method. The order is paid as it was placed (its prices
     * and coupon); its stock and coupon are taken again, and its cart back to CHECKOUT.
     */
    async retry(orderUuid: string, body: OrderPaymentRequest, caller: Caller, key: string): Promise<Answer> {
      const scope = `POST /v1/orders/${orderUuid}/payments`;
      const hash = requestHash({ body, userId: caller.userId, sessionId: caller.sessionId });
      return withIdempotency(database, { scope, key, hash }, () =>
        refusable(async () => {
          const notFound = new Refusal({ status: 404, body: { message: ORDER_MESSAGES.notFound } });
          if (!Uuid.safeParse(orderUuid).success) throw notFound;
          const placed = await transaction(async (query) => {
            const order = await lockOrderByUuid(query, orderUuid);
            if (!order || !ownsOrder(order, caller)) throw notFound;
            const notPayable = conflict({ message: ORDER_MESSAGES.notPayable, code: 'ORDER_NOT_PAYABLE' });
            if (order.status === 'paid' || order.status === 'paid_after_expiry') throw notPayable;
            const current = order.current_attempt_id === null ? null : await attemptById(query, order.current_attempt_id);
            const [{ now }] = (await query<{ now: Date }>('select now() as now')) as [{ now: Date }];
            if (order.status === 'pending_payment' && current?.status === 'pending' && new Date(current.expires_at) > new Date(now)) throw notPayable;
            const [cart] = order.cart_id === null ? [] : await query<{ id: number; status: string; version: number }>(`select id, status, version from carts where id = $1 for update`, [order.cart_id]);
            const cartIsOrders = cart !== undefined && cart.version === order.cart_version && (cart.status === 'OPEN' || cart.status === 'CHECKOUT');
            if (!cartIsOrders) throw conflict({ message: CART_NOT_OPEN_MESSAGE, code: 'CART_NOT_OPEN' });
            // Still waiting with its window past: its holds are given back before the new ones are taken.
            if (!(await takeAgainForOrder(query, order))) throw conflict({ message: ORDER_MESSAGES.storeCreditUnavailable, code: 'STORE_CREDIT_UNAVAILABLE' });
            if (order.status === 'pending_payment') await releaseHolds(query, order.id, 'retried');
            const expiresAt = await windowEnd(query, body.method);
            const lines = await query<HoldLine>(`select offer_id as "offerId", quantity from order_lines where order_id = $1`, [order.id]);
            const reserved = await reserveStock(query, order.id, lines, expiresAt);
            if (!reserved.ok) {
              const message = reserved.available === 0 ? STOCK_MESSAGES.limitReached : STOCK_MESSAGES.onlyInStock(reserved.available);
              throw conflict({ message, code: 'OUT_OF_STOCK', offer_id: reserved.offerId, available: reserved.available });
            }
            if (order.discount_id !== null && order.coupon_code !== null && !order.coupon_claimed) {
              if (!(await claimCoupon(query, order.discount_id))) throw conflict({ message: ORDER_MESSAGES.couponExhausted, code: 'COUPON_EXHAUSTED' });
              await query(`update orders set coupon_claimed = true where id = $1`, [order.id]);
            }
            if (cart!.status !== 'CHECKOUT') {
              await touchCart(query, cart!.id, { status: 'CHECKOUT' });
              await query(`update orders set cart_version = $2 where id = $1`, [order.id, cart!.version + 1]);
            }
            await query(`update orders set status = 'pending_payment', updated_at = now() where id = $1`, [order.id]);
            const attemptId = await insertAttempt(query, order.id, body.method, order.total, expiresAt, body.mbway_phone ?? null);
            return { orderId: order.id, attemptId };
          });
          return started(placed.orderId, placed.attemptId);
        }),
      );
    },

    /** `GET /v1/orders/{orderUuid}`: null for anyone but its owner or the holder of its signed link (and for no such order). */
    async view(orderUuid: string, caller: Caller, token: string | null = null): Promise<OrderView | null> {
      if (!Uuid.safeParse(orderUuid).success) return null;
      const order = await orderByUuid(database.query, orderUuid);
      if (!order) return null;
      if (!ownsOrder(order, caller) && !(token !== null && options.links.verify(order.uuid, token))) return null;
      return viewOrder(database.query, order);
    },
  };
}
