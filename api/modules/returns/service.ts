import type { FastifyInstance } from 'fastify';
import {
  FAULTY_RETURN_REASONS,
  isFaultyReturnReason,
  isUuid,
  orderNumberOf,
  returnDeadline,
  returnMoveAllowed,
  returnNumberOf,
  RETURN_WINDOW_DAYS,
  type OrderReturn,
  type OrderReturnsResponse,
  type RefundMethod,
  type ReturnableLine,
  type ReturnCreateRequest,
  type ReturnReason,
  type ReturnStatus,
  type ReturnStatusRequest,
} from '../../../contract';
import type { Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { returnMail } from '../../mail/after-sales-templates';
import { queueMail } from '../../mail/outbox';
import { fromCents } from '../cart/rules';
import { creditBackByReturns, creditReturn } from '../credits/repository';
import { customerOrder, isPaidAndKept, tellCustomer } from '../fulfilment/orders';
import { ATTEMPT_COLUMNS, lockOrderById, orderById, recordRefund, refundsOfAttempt, refundsTotalCents, type AttemptRow, type LineDetails, type OrderRow } from '../orders/repository';
import { deliveryCarrier, deliveryRefundCents, splitRefund, type ParcelReturns, type RefundSplit } from './rules';

/**
 * Return requests (the EU right of withdrawal): a customer asks, within RETURN_WINDOW_DAYS of a
 * shipment's delivery, to send back lines of that shipment — never more of a line than was bought minus
 * what other requests (not rejected) already ask for. The operator then moves the request
 * requested → approved → received → refunded (or rejects it before the refund). The refund goes back as
 * store credit (a `refund` entry of the customer's ledger) or by the original payment (a refund of its own
 * on the paying attempt, which the payment ledger settles with the gateway and retries while the gateway
 * cannot take it; one payment carries as many as its returns, never more in total than it took). A request
 * that completes the withdrawal of a whole parcel also gives back its standard delivery (`settleDeliveries`).
 */

type ReturnRow = {
  id: number;
  uuid: string;
  order_id: number;
  order_uuid: string;
  customer_id: number | null;
  status: ReturnStatus;
  refund_method: RefundMethod;
  amount: number;
  delivery: number;
  note: string | null;
  created_at: Date;
  approved_at: Date | null;
  received_at: Date | null;
  refunded_at: Date | null;
  rejected_at: Date | null;
};

const RETURN_COLUMNS = `r.id, r.uuid, r.order_id, o.uuid as order_uuid, r.customer_id, r.status, r.refund_method, r.amount::float8 as amount, r.delivery::float8 as delivery, r.note,
  r.created_at, r.approved_at, r.received_at, r.refunded_at, r.rejected_at`;

type ReturnLineRow = { return_id: number; offer_id: number; quantity: number; reason: ReturnReason; unit_price: number; details: LineDetails };

export const RETURN_MESSAGES = {
  notFound: 'The return could not be found.',
  lineNotReturnable: 'The selected line cannot be returned.',
  lineTwice: 'The line is listed more than once.',
  tooMany: (max: number) => `The quantity may not be greater than ${max}.`,
  notAllowed: (from: ReturnStatus, to: ReturnStatus) => `The return is ${from}; it cannot move to ${to}.`,
  noPayment: 'The order has no payment to refund.',
  noCustomer: 'The return has no customer account to credit.',
  nothingLeft: 'Everything this order was paid has already been refunded.',
} as const;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const cents = (euros: number) => Math.round(euros * 100);

function viewOf(row: ReturnRow, lines: ReturnLineRow[]): OrderReturn {
  return {
    return_uuid: row.uuid,
    order_uuid: row.order_uuid,
    status: row.status,
    refund_method: row.refund_method,
    amount: row.amount,
    delivery: row.delivery,
    note: row.note,
    lines: lines
      .filter((line) => line.return_id === row.id)
      .map((line) => ({ offer_id: line.offer_id, name: line.details.name, image: line.details.image, quantity: line.quantity, unit_price: line.unit_price, reason: line.reason })),
    created_at: iso(row.created_at)!,
    approved_at: iso(row.approved_at),
    received_at: iso(row.received_at),
    refunded_at: iso(row.refunded_at),
    rejected_at: iso(row.rejected_at),
  };
}

async function returnsOfOrder(query: Query, orderId: number): Promise<OrderReturn[]> {
  const rows = await query<ReturnRow>(`select ${RETURN_COLUMNS} from order_returns r join orders o on o.id = r.order_id where r.order_id = $1 order by r.created_at desc, r.id desc`, [orderId]);
  if (rows.length === 0) return [];
  const lines = await query<ReturnLineRow>(
    `select rl.return_id, l.offer_id, rl.quantity, rl.reason, l.unit_price::float8 as unit_price, l.details
     from order_return_lines rl join order_lines l on l.id = rl.order_line_id where rl.return_id = any($1::int[]) order by rl.id`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => viewOf(row, lines));
}

type ParcelRow = { id: number; fee: number; standard_fee: number; bought: number; carrier_id: number | null; carrier_status: ReturnStatus | null };
type ParcelReturnRow = { shipment_id: number; return_id: number; status: ReturnStatus; quantity: number; withdrawal: boolean };

/**
 * Decides again which standing request of the order carries each parcel's delivery (`deliveryCarrier`) and
 * writes it: `shipments.delivery_return_id`, and each request's `delivery` and `amount` (its lines plus the
 * deliveries it carries) — so the refund, the stored totals, the account page and the e-mails say one amount.
 * Run with the order row held, after a request is made or rejected (the only moves that change what is asked
 * back); a refunded request's amounts are never touched.
 */
async function settleDeliveries(query: Query, orderId: number): Promise<void> {
  const parcels = await query<ParcelRow>(
    `select s.id, s.fee::float8 as fee, s.standard_fee::float8 as standard_fee, s.delivery_return_id as carrier_id, r.status as carrier_status,
       (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.shipment_id = s.id) as bought
     from shipments s left join order_returns r on r.id = s.delivery_return_id where s.order_id = $1 order by s.id`,
    [orderId],
  );
  const asked = await query<ParcelReturnRow>(
    `select l.shipment_id, r.id as return_id, r.status, sum(rl.quantity)::int as quantity, bool_or(rl.reason <> all($2::text[])) as withdrawal
     from order_returns r join order_return_lines rl on rl.return_id = r.id join order_lines l on l.id = rl.order_line_id
     where r.order_id = $1 and r.status <> 'rejected' group by l.shipment_id, r.id, r.status order by r.id`,
    [orderId, FAULTY_RETURN_REASONS],
  );
  const carried = new Map<number, number>();
  for (const parcel of parcels) {
    const standing: ParcelReturns = {
      bought: parcel.bought,
      carrier: parcel.carrier_id === null ? null : { id: parcel.carrier_id, refunded: parcel.carrier_status === 'refunded' },
      returns: asked
        .filter((row) => row.shipment_id === parcel.id)
        .map((row) => ({ id: row.return_id, refunded: row.status === 'refunded', quantity: row.quantity, withdrawal: row.withdrawal })),
    };
    const carrier = deliveryCarrier(standing);
    if (carrier !== parcel.carrier_id) await query(`update shipments set delivery_return_id = $2 where id = $1`, [parcel.id, carrier]);
    if (carrier !== null) carried.set(carrier, (carried.get(carrier) ?? 0) + deliveryRefundCents({ fee: cents(parcel.fee), standardFee: cents(parcel.standard_fee) }));
  }
  const open = await query<{ id: number; amount: number; delivery: number }>(
    `select id, amount::float8 as amount, delivery::float8 as delivery from order_returns where order_id = $1 and status <> 'refunded' order by id`,
    [orderId],
  );
  for (const entry of open) {
    const delivery = carried.get(entry.id) ?? 0;
    if (delivery === cents(entry.delivery)) continue;
    const amount = cents(entry.amount) - cents(entry.delivery) + delivery;
    await query(`update order_returns set amount = $2, delivery = $3, updated_at = now() where id = $1`, [entry.id, fromCents(amount), fromCents(delivery)]);
  }
}

type ReturnableRow = { order_line_id: number; offer_id: number; seller_id: number; unit_price: number; details: LineDetails; left: number; delivered_at: Date };

/** The lines of delivered shipments inside their window, with what is left of each after the other requests. */
async function returnableLines(query: Query, order: OrderRow): Promise<ReturnableRow[]> {
  if (!(await isPaidAndKept(query, order))) return [];
  return query<ReturnableRow>(
    `select l.id as order_line_id, l.offer_id, s.seller_id, l.unit_price::float8 as unit_price, l.details, s.delivered_at,
       l.quantity - coalesce((select sum(rl.quantity) from order_return_lines rl join order_returns r on r.id = rl.return_id
                              where rl.order_line_id = l.id and r.status <> 'rejected'), 0)::int as left
     from order_lines l join shipments s on s.id = l.shipment_id
     where l.order_id = $1 and s.fulfilment_status = 'delivered' and s.delivered_at + make_interval(days => $2) >= now()
     order by l.id`,
    [order.id, RETURN_WINDOW_DAYS],
  );
}

const returnableView = (rows: ReturnableRow[]): ReturnableLine[] =>
  rows
    .filter((row) => row.left > 0)
    .map((row) => ({
      offer_id: row.offer_id,
      seller_id: row.seller_id,
      name: row.details.name,
      image: row.details.image,
      unit_price: row.unit_price,
      quantity: row.left,
      return_by: returnDeadline(row.delivered_at).toISOString(),
    }));

type RefundDone = RefundSplit & { refundId: number | null };

/**
 * The money of a return moving to `refunded`, inside its transaction: a `store_credit` return all as credit;
 * an `original` one split by `splitRefund` — the order's credit part back to the ledger, the rest a refund
 * of the paying attempt for `settleRefund` after the commit. The attempt and then the order are held (the
 * ledger's lock order), so two returns of one order refunded at once are served one after the other and
 * each sees what the other gave back. Every refund of the payment counts against what it took, a failed
 * one too: the gateway refused it, but the money is still owed for that return.
 */
async function refundReturn(query: Query, row: ReturnRow, order: OrderRow): Promise<{ conflict: string } | { order: OrderRow; refund: RefundDone }> {
  const [attempt] =
    order.current_attempt_id === null ? [] : await query<AttemptRow>(`select ${ATTEMPT_COLUMNS} from payment_attempts a where a.id = $1 for update`, [order.current_attempt_id]);
  const held = await lockOrderById(query, order.id);
  const amount = cents(row.amount);
  const userId = row.customer_id ?? held.customer_id;
  if (row.refund_method === 'store_credit') {
    if (userId === null) return { conflict: RETURN_MESSAGES.noCustomer };
    await creditReturn(query, { userId, orderId: held.id, returnId: row.id, cents: amount, fromOrderCredit: false });
    return { order: held, refund: { refundId: null, credit: amount, money: 0 } };
  }
  const paid = attempt?.status === 'paid' ? attempt : null;
  const split = splitRefund({
    amount,
    orderCredit: cents(held.store_credit),
    creditBack: await creditBackByReturns(query, held.id),
    payment: paid ? cents(paid.amount) : 0,
    moneyBack: paid ? refundsTotalCents(await refundsOfAttempt(query, paid.id)) : 0,
  });
  // Every refusal before the first write: a refusal still commits the transaction it answers from.
  if (split.credit === 0 && split.money === 0) return { conflict: paid ? RETURN_MESSAGES.nothingLeft : RETURN_MESSAGES.noPayment };
  if (split.credit > 0 && userId === null) return { conflict: RETURN_MESSAGES.noCustomer };
  await creditReturn(query, { userId: userId!, orderId: held.id, returnId: row.id, cents: split.credit, fromOrderCredit: true });
  if (split.money === 0) return { order: held, refund: { ...split, refundId: null } };
  const refundId = await recordRefund(query, { attemptId: paid!.id, amount: fromCents(split.money), reason: 'return', returnId: row.id });
  return { order: held, refund: { ...split, refundId } };
}

export type ReturnCreation = { kind: 'not_found' } | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'created'; data: OrderReturn };
export type ReturnMove = { kind: 'not_found' } | { kind: 'conflict'; message: string } | { kind: 'moved'; data: OrderReturn };

export function createReturns(app: FastifyInstance) {
  async function mailFor(query: Query, order: OrderRow, entry: OrderReturn, refunded?: RefundSplit): Promise<number> {
    const mail = returnMail({
      locale: order.locale,
      name: order.name,
      number: orderNumberOf(order.uuid),
      returnNumber: returnNumberOf(entry.return_uuid),
      status: entry.status,
      amount: entry.amount,
      delivery: entry.delivery,
      withdrawal: entry.lines.some((line) => !isFaultyReturnReason(line.reason)),
      faulty: entry.lines.some((line) => isFaultyReturnReason(line.reason)),
      refundMethod: entry.refund_method,
      ...(refunded ? { refunded: { credit: fromCents(refunded.credit), money: fromCents(refunded.money) } } : {}),
    });
    return queueMail(query, { kind: `return_${entry.status}`, to: order.email, locale: order.locale, ...mail });
  }

  return {
    /** The customer's returns of their order and what may still be returned; null: not their order. */
    async list(orderUuid: string, userId: number): Promise<OrderReturnsResponse | null> {
      const query = app.database.query;
      const order = await customerOrder(query, orderUuid, userId);
      if (!order) return null;
      return { data: await returnsOfOrder(query, order.id), returnable: returnableView(await returnableLines(query, order)) };
    },

    async create(orderUuid: string, userId: number, body: ReturnCreateRequest): Promise<ReturnCreation> {
      const done = await transactionWithRetry(app.database, async (query) => {
        // The order row held: two requests at once cannot both take the last units of a line.
        const order = await customerOrder(query, orderUuid, userId, true);
        if (!order) return { result: { kind: 'not_found' } as ReturnCreation };
        const returnable = new Map((await returnableLines(query, order)).map((row) => [row.offer_id, row]));
        const errors: Record<string, string[]> = {};
        const seen = new Set<number>();
        body.lines.forEach((line, index) => {
          const row = returnable.get(line.offer_id);
          if (seen.has(line.offer_id)) errors[`lines.${index}.offer_id`] = [RETURN_MESSAGES.lineTwice];
          else if (!row || row.left <= 0) errors[`lines.${index}.offer_id`] = [RETURN_MESSAGES.lineNotReturnable];
          else if (line.quantity > row.left) errors[`lines.${index}.quantity`] = [RETURN_MESSAGES.tooMany(row.left)];
          seen.add(line.offer_id);
        });
        if (Object.keys(errors).length > 0) return { result: { kind: 'invalid', errors } as ReturnCreation };
        const amount = body.lines.reduce((sum, line) => sum + cents(returnable.get(line.offer_id)!.unit_price) * line.quantity, 0) / 100;
        const [created] = await query<{ id: number; uuid: string }>(
          `insert into order_returns (order_id, customer_id, refund_method, amount, note) values ($1, $2, $3, $4, $5) returning id, uuid`,
          [order.id, userId, body.refund_method, amount, body.note || null],
        );
        for (const line of body.lines) {
          await query(`insert into order_return_lines (return_id, order_line_id, quantity, reason) values ($1, $2, $3, $4)`, [
            created!.id,
            returnable.get(line.offer_id)!.order_line_id,
            line.quantity,
            line.reason,
          ]);
        }
        await settleDeliveries(query, order.id);
        const data = (await returnsOfOrder(query, order.id)).find((entry) => entry.return_uuid === created!.uuid)!;
        const mailId = await mailFor(query, order, data);
        return { result: { kind: 'created', data } as ReturnCreation, order, mailId };
      });
      if (done.result.kind === 'created' && 'order' in done && done.order) {
        await tellCustomer(app, done.order, { order_uuid: done.order.uuid, status: 'return_requested' }, [done.mailId!]);
      }
      return done.result;
    },

    /** The operator's move; on `refunded` the money goes back by the request's method. */
    async move(returnUuid: string, body: ReturnStatusRequest): Promise<ReturnMove> {
      if (!isUuid(returnUuid)) return { kind: 'not_found' };
      const next = body.status;
      const done = await transactionWithRetry(app.database, async (query) => {
        const [row] = await query<ReturnRow>(`select ${RETURN_COLUMNS} from order_returns r join orders o on o.id = r.order_id where r.uuid = $1 for update of r`, [returnUuid]);
        if (!row) return { result: { kind: 'not_found' } as ReturnMove };
        if (!returnMoveAllowed(row.status, next)) return { result: { kind: 'conflict', message: RETURN_MESSAGES.notAllowed(row.status, next) } as ReturnMove };
        let order = await orderById(query, row.order_id);
        let refund: RefundDone = { refundId: null, credit: 0, money: 0 };
        if (next === 'refunded') {
          const outcome = await refundReturn(query, row, order);
          if ('conflict' in outcome) return { result: { kind: 'conflict', message: outcome.conflict } as ReturnMove };
          ({ order, refund } = outcome);
        }
        const [moved] = await query<ReturnRow>(
          `update order_returns r set status = $2, updated_at = now(),
             approved_at = case when $2 = 'approved' then now() else approved_at end,
             received_at = case when $2 = 'received' then now() else received_at end,
             refunded_at = case when $2 = 'refunded' then now() else refunded_at end,
             rejected_at = case when $2 = 'rejected' then now() else rejected_at end
           from orders o where r.id = $1 and o.id = r.order_id returning ${RETURN_COLUMNS}`,
          [row.id, next],
        );
        if (next === 'rejected') {
          // Units given back to the parcel: a delivery this request's units completed is no longer owed.
          await lockOrderById(query, row.order_id);
          await settleDeliveries(query, row.order_id);
        }
        const data = (await returnsOfOrder(query, order.id)).find((entry) => entry.return_uuid === moved!.uuid)!;
        const mailId = await mailFor(query, order, data, next === 'refunded' ? refund : undefined);
        return { result: { kind: 'moved', data } as ReturnMove, order, mailId, refundId: refund.refundId };
      });
      if (done.result.kind === 'moved' && 'order' in done && done.order) {
        if (done.refundId) await app.ledger.settleRefund(done.refundId);
        await tellCustomer(app, done.order, { order_uuid: done.order.uuid, status: `return_${next}` }, [done.mailId!]);
      }
      return done.result;
    },
  };
}
