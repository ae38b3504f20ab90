import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderReturnResponse } from '../../../contract';
import { createTestApi, TEST_PG, type TestApi } from '../../test-support';
import { takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { account, customer, delivered, operator, paidOrder, type Customer } from '../fulfilment/after-sales-test-kit';
import { FakeGateway } from '../orders/order-test-kit';

/**
 * Returns of one order refunded by the original method at the same moment never give back more money than
 * its payment took, and a return rejected and refunded at the same moment ends one way only, on the PostgreSQL server (PGlite runs one transaction at a time, so no race can happen
 * there). Each return asks for more than half of the payment — as when line prices add up to more than a
 * discounted order was paid — so two of them racing could each see the whole payment left: the first gets
 * what it asks, the next the rest, the last a 409. The setup goes through the routes one by one; the race
 * itself is all at once through the operator's route.
 */
const REPETITIONS = Number(process.env.RETURN_RACE_REPETITIONS ?? 10);
const RETURNS = 3;

describe.runIf(TEST_PG)(`refunds and rejections of returns on the PostgreSQL server (× ${REPETITIONS})`, () => {
  let api: TestApi;
  let offers: TestOffer[];
  let ana: Customer;
  const gateway = new FakeGateway();
  const admin = () => operator(api.app, api.config.adminToken);

  beforeAll(async () => {
    api = await createTestApi('postgres', { products: 20, poolSize: 16, paymentGateway: gateway });
    offers = await takeOffers(api.database, 2 * REPETITIONS, 0);
    ana = await customer(api.app);
  });
  afterAll(() => api?.close());

  it(`${RETURNS} returns of one order, each asking 60% of its payment, refunded at once: the refunds add up to the payment exactly (× ${REPETITIONS})`, async () => {
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const order = await paidOrder(api, gateway, [offers[repetition]!], ana, { quantity: RETURNS });
      await delivered(api, order);
      const [payment] = await api.database.query<{ transaction_id: string; amount: number }>(
        `select a.transaction_id, a.amount::float8 as amount from payment_attempts a join orders o on o.current_attempt_id = a.id where o.uuid = $1`,
        [order.uuid],
      );
      const asked = Math.round(payment!.amount * 60) / 100;
      const returns: string[] = [];
      for (let index = 0; index < RETURNS; index++) {
        const response = await account(api.app, ana).requestReturn(order.uuid, { refund_method: 'original', lines: [{ offer_id: order.offers[0]!.id, quantity: 1, reason: 'other' }] });
        const created = OrderReturnResponse.parse(response.json()).data;
        await api.database.query(`update order_returns set amount = $2 where uuid = $1`, [created.return_uuid, asked]);
        for (const status of ['approved', 'received'] as const) expect((await admin().moveReturn(created.return_uuid, { status })).statusCode).toBe(200);
        returns.push(created.return_uuid);
      }

      const moved = await Promise.all(returns.map((uuid) => admin().moveReturn(uuid, { status: 'refunded' })));

      expect(moved.map((response) => response.statusCode).sort()).toEqual([200, 200, 409]);
      const sent = gateway
        .callsOf('refund')
        .map((call) => call.input as { transactionId: string; amount: number })
        .filter((call) => call.transactionId === payment!.transaction_id)
        .map((call) => Math.round(call.amount * 100))
        .sort((a, b) => b - a);
      expect(sent).toEqual([Math.round(asked * 100), Math.round(payment!.amount * 100) - Math.round(asked * 100)]);
      const [recorded] = await api.database.query<{ total: number; count: number }>(
        `select coalesce(sum(r.amount), 0)::float8 as total, count(*)::int as count from payment_refunds r join payment_attempts a on a.id = r.attempt_id where a.transaction_id = $1`,
        [payment!.transaction_id],
      );
      expect(recorded).toEqual({ total: payment!.amount, count: 2 });
      const statuses = await api.database.query<{ status: string }>(`select status from order_returns where uuid = any($1::uuid[]) order by status`, [returns]);
      expect(statuses.map((row) => row.status)).toEqual(['received', 'refunded', 'refunded']);
    }
  });

  it(`a received return rejected and refunded at the same moment is one or the other: 200 and 409, the money back once or not at all (× ${REPETITIONS})`, async () => {
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const order = await paidOrder(api, gateway, [offers[REPETITIONS + repetition]!], ana, { quantity: 1 });
      await delivered(api, order);
      const response = await account(api.app, ana).requestReturn(order.uuid, { refund_method: 'original', lines: [{ offer_id: order.offers[0]!.id, quantity: 1, reason: 'other' }] });
      const created = OrderReturnResponse.parse(response.json()).data;
      for (const status of ['approved', 'received'] as const) expect((await admin().moveReturn(created.return_uuid, { status })).statusCode).toBe(200);
      const [payment] = await api.database.query<{ transaction_id: string }>(
        `select a.transaction_id from payment_attempts a join orders o on o.current_attempt_id = a.id where o.uuid = $1`,
        [order.uuid],
      );
      const refundsBefore = gateway.callsOf('refund').length;

      const [rejected, refunded] = await Promise.all([
        admin().moveReturn(created.return_uuid, { status: 'rejected' }),
        admin().moveReturn(created.return_uuid, { status: 'refunded' }),
      ]);

      expect([rejected.statusCode, refunded.statusCode].sort()).toEqual([200, 409]);
      // Which move wins is the database's to decide; the loser finds the return already moved.
      const winner = rejected.statusCode === 200 ? 'rejected' : 'refunded';
      const [row] = await api.database.query<{ status: string; rejected: boolean; refunded: boolean }>(
        `select status, rejected_at is not null as rejected, refunded_at is not null as refunded from order_returns where uuid = $1`,
        [created.return_uuid],
      );
      expect(row).toEqual({ status: winner, rejected: winner === 'rejected', refunded: winner === 'refunded' });
      const sent = gateway.callsOf('refund').slice(refundsBefore).filter((call) => (call.input as { transactionId: string }).transactionId === payment!.transaction_id);
      const [recorded] = await api.database.query<{ count: number }>(
        `select count(*)::int as count from payment_refunds r join payment_attempts a on a.id = r.attempt_id where a.transaction_id = $1`,
        [payment!.transaction_id],
      );
      expect({ sent: sent.length, recorded: recorded!.count }).toEqual(winner === 'refunded' ? { sent: 1, recorded: 1 } : { sent: 0, recorded: 0 });
    }
  });
});
