import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderCreatedResponse, OrderResponse, PaymentStateResponse, type OrderCreated } from '../../../contract';
import { DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';
import { createCoupon, setStock, type As } from '../cart/cart-test-kit';
import { orderSuite, stockOf, type OrderSuite } from '../orders/order-test-kit';
import { advances, amountMismatch } from './ledger';

/**
 * The payment-attempt ledger's one transition, `applyGatewayStatus` (the webhook, the client's
 * return and the reconciliation poller all converge on one idempotent transition), and the payment
 * routes of the processing page. The race of P4 runs in api/modules/orders/orders-concurrency.test.ts.
 */

describe('the transition rule', () => {
  it('moves an attempt only forward: pending → an outcome, any outcome → paid; never back', () => {
    expect(advances('pending', 'paid')).toBe(true);
    expect(advances('pending', 'timeout')).toBe(true);
    expect(advances('timeout', 'paid')).toBe(true);
    expect(advances('paid', 'pending')).toBe(false);
    expect(advances('paid', 'declined')).toBe(false);
    expect(advances('paid', 'paid')).toBe(false);
    expect(advances('declined', 'timeout')).toBe(false);
    expect(advances('pending', 'pending')).toBe(false);
    expect(advances('pending', 'error')).toBe(false);
  });

  it('checks the amount and currency a paid status reports, and holds nothing unreported against it', () => {
    expect(amountMismatch({ amount: 49.9, currency: 'EUR' }, { amount: 49.9, currency: 'EUR' })).toBeNull();
    expect(amountMismatch({ amount: null, currency: null }, { amount: 49.9, currency: 'EUR' })).toBeNull();
    expect(amountMismatch({ amount: 49.89, currency: 'EUR' }, { amount: 49.9, currency: 'EUR' })).toMatch(/amount/);
    expect(amountMismatch({ amount: 49.9, currency: 'USD' }, { amount: 49.9, currency: 'EUR' })).toMatch(/currency/);
  });
});

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`payment transitions (P2, P3, P7) and the payment routes on ${mode}`, () => {
    const suite = orderSuite(mode, { products: 40, offers: 30 });
    const { gateway } = suite;
    let api: TestApi;
    let orders: OrderSuite['orders'];
    beforeAll(() => {
      ({ api, orders } = suite);
    });
    beforeEach(() => {
      vi.restoreAllMocks();
      gateway.mbwayOutcome = 'pending';
      gateway.refundAnswer = { refunded: true, statusCode: '000' };
    });

    const placed = suite.place;
    const orderOf = async (created: OrderCreated, as: As) => OrderResponse.parse((await orders.order(created.order_uuid, as)).json()).data;
    const cartRow = async (cartUuid: string) =>
      (await api.database.query<{ status: string; version: number }>('select status, version from carts where uuid = $1', [cartUuid]))[0]!;
    const mailsTo = async (kind: string, uuid: string) =>
      api.database.query<{ subject: string; locale: string }>(`select subject, locale from mail_outbox where kind = $1 and subject like $2`, [kind, `%${uuid.slice(0, 8)}%`]);
    /** The refunds recorded of one transaction, oldest first. */
    const refundsOf = async (transactionId: string) =>
      api.database.query<{ amount: number; reason: string; status: string; return_id: number | null }>(
        `select r.amount::float8 as amount, r.reason, r.status, r.return_id from payment_refunds r join payment_attempts a on a.id = r.attempt_id where a.transaction_id = $1 order by r.id`,
        [transactionId],
      );

    it('paid: the stock is sold (holds committed), the cart COMPLETED, UpdateProduct and order.created.from.payment published, the confirmation mailed', async () => {
      const emitted = vi.spyOn(api.app.domainEvents, 'emit');
      const published = vi.spyOn(api.app.broadcasting, 'publishOrderCreated');
      const progress = vi.spyOn(api.app.broadcasting, 'publishPaymentProgress');
      const { offer, cart, created, tx } = await placed({ quantity: 2, stock: 5 });
      expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 2 });

      const result = await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook');
      expect(result).toEqual({ kind: 'applied', status: 'paid', orderStatus: 'paid' });
      const stock = await stockOf(api.database, offer.id);
      expect(stock).toMatchObject({ available: 3, in_checkout: 0 });
      expect(stock.sold).toBeGreaterThanOrEqual(2);
      const holds = await api.database.query<{ outcome: string }>(`select h.outcome from stock_holds h join orders o on o.id = h.order_id where o.uuid = $1`, [created.order_uuid]);
      expect(holds.map((hold) => hold.outcome)).toEqual(['committed']);
      expect((await cartRow(cart.cartUuid)).status).toBe('COMPLETED');
      const order = await orderOf(created, cart.as);
      expect(order).toMatchObject({ status: 'paid', payment: { status: 'paid', refund: null } });
      expect(order.shipments.every((shipment) => shipment.status === 'to_ship')).toBe(true);
      expect(emitted.mock.calls.filter(([name]) => name === 'product.changed')).toHaveLength(1);
      const success = `/order/success/${created.order_uuid}?token=${api.app.orders.linkTokenOf(created.order_uuid)}`;
      expect(published).toHaveBeenCalledWith(cart.cartUuid, { order: { order_uuid: created.order_uuid }, redirect: { url: success } });
      expect(progress.mock.calls.at(-1)![1]).toMatchObject({ status: 'paid', transaction_id: tx, redirect: { url: success } });
      expect(await mailsTo('order_confirmation', created.order_uuid)).toHaveLength(1);
      const [mail] = await api.database.query<{ text_body: string }>(`select text_body from mail_outbox where kind = 'order_confirmation' and subject like $1`, [`%${created.order_uuid.slice(0, 8)}%`]);
      expect(mail!.text_body).toContain(`http://localhost:3000${success}`);
    });

    it('P2: the same paid status five times → one transition, one e-mail, one stock commit', async () => {
      const { offer, created, tx } = await placed({ quantity: 1 });
      const paid = gateway.settle(tx, 'paid');
      const results = [];
      for (let i = 0; i < 5; i++) results.push((await api.app.ledger.applyGatewayStatus(paid, 'webhook')).kind);
      expect(results).toEqual(['applied', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
      expect((await stockOf(api.database, offer.id)).in_checkout).toBe(0);
      expect(await mailsTo('order_confirmation', created.order_uuid)).toHaveLength(1);
    });

    it('P3: a late Pending or Declined after Success changes nothing (monotonic); Success after Pending pays', async () => {
      const { cart, created, tx } = await placed();
      expect((await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'pending'), 'poll')).kind).toBe('unchanged');
      expect((await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'paid'), 'webhook')).kind).toBe('applied');
      expect(await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'pending'), 'poll')).toEqual({ kind: 'unchanged', status: 'paid' });
      expect(await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'declined'), 'webhook')).toEqual({ kind: 'unchanged', status: 'paid' });
      expect((await orderOf(created, cart.as)).status).toBe('paid');
    });

    it('P3: a paid status with another amount or currency is flagged on the attempt, never paid', async () => {
      const { offer, cart, created, tx } = await placed({ quantity: 1 });
      const short = await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'paid', { amount: created.total - 1 }), 'webhook');
      expect(short.kind).toBe('flagged');
      const dollars = await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'paid', { currency: 'USD' }), 'webhook');
      expect(dollars.kind).toBe('flagged');
      expect((await orderOf(created, cart.as)).status).toBe('pending_payment');
      expect((await stockOf(api.database, offer.id)).in_checkout).toBe(1);
      const [attempt] = await api.database.query<{ flag_reason: string; status: string }>('select flag_reason, status from payment_attempts where transaction_id = $1', [tx]);
      expect(attempt).toMatchObject({ status: 'pending', flag_reason: expect.stringMatching(/currency/) });
    });

    it('an MB WAY timeout: the order expires, its stock and coupon go back, its cart is OPEN again, and the shopper is told "timeout"', async () => {
      const coupon = await createCoupon(api.database, { code: `TIMEOUT${randomUUID().slice(0, 6)}`.toUpperCase(), value: 10, max_usage: 5 });
      const progress = vi.spyOn(api.app.broadcasting, 'publishPaymentProgress');
      const { offer, cart, created, tx } = await placed({ method: 'mbway', couponId: coupon.id, stock: 4, quantity: 1 });
      expect(progress.mock.calls.map(([, payload]) => payload.status)).toEqual(['waiting_approval']);
      expect((await api.database.query<{ usage_count: number }>('select usage_count from discounts where id = $1', [coupon.id]))[0]!.usage_count).toBe(1);

      expect(await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'timeout'), 'poll')).toEqual({ kind: 'applied', status: 'timeout', orderStatus: 'expired' });
      expect(progress.mock.calls.at(-1)![1]).toMatchObject({ status: 'timeout', transaction_id: tx });
      expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 4, in_checkout: 0 });
      expect((await api.database.query<{ usage_count: number }>('select usage_count from discounts where id = $1', [coupon.id]))[0]!.usage_count).toBe(0);
      expect((await cartRow(cart.cartUuid)).status).toBe('OPEN');
      expect((await orderOf(created, cart.as)).shipments[0]!.status).toBe('cancelled');
    });

    it('a decline ends the order declined, the same way', async () => {
      const { offer, cart, created, tx } = await placed({ method: 'mbway', quantity: 1, stock: 2 });
      expect((await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'declined'), 'webhook')).kind).toBe('applied');
      expect((await orderOf(created, cart.as)).status).toBe('declined');
      expect((await stockOf(api.database, offer.id)).available).toBe(2);
    });

    it('P7: paid after expiry with the stock still there → paid_after_expiry, the stock taken again and sold, no refund', async () => {
      const { offer, cart, created, tx } = await placed({ quantity: 2, stock: 5 });
      await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'expired'), 'poll');
      expect((await orderOf(created, cart.as)).status).toBe('expired');
      expect(await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook')).toEqual({ kind: 'applied', status: 'paid', orderStatus: 'paid_after_expiry' });
      const order = await orderOf(created, cart.as);
      expect(order).toMatchObject({ status: 'paid_after_expiry', payment: { refund: null } });
      expect(order.shipments[0]!.status).toBe('to_ship');
      expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 0 });
      expect((await cartRow(cart.cartUuid)).status).toBe('COMPLETED');
      expect(gateway.callsOf('refund').filter((call) => (call.input as { transactionId: string }).transactionId === tx)).toHaveLength(0);
    });

    it('P7: paid after expiry with the stock gone → paid_after_expiry, refunded through the gateway and the shopper told, never oversold', async () => {
      const { offer, cart, created, tx } = await placed({ quantity: 2, stock: 2 });
      await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'expired'), 'poll');
      await setStock(api.database, offer.id, 1);
      expect((await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook')).kind).toBe('applied');
      const order = await orderOf(created, cart.as);
      expect(order).toMatchObject({ status: 'paid_after_expiry', payment: { refund: { status: 'refunded', amount: created.total, reason: 'paid_after_expiry' } } });
      expect(order.shipments[0]!.status).toBe('cancelled');
      expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 1, in_checkout: 0 });
      expect(gateway.callsOf('refund').filter((call) => (call.input as { transactionId: string }).transactionId === tx).map((call) => (call.input as { amount: number }).amount)).toEqual([created.total]);
      expect(await refundsOf(tx)).toEqual([{ amount: created.total, reason: 'paid_after_expiry', status: 'refunded', return_id: null }]);
      expect(await mailsTo('order_refund', created.order_uuid)).toHaveLength(1);
      expect(await mailsTo('order_confirmation', created.order_uuid)).toHaveLength(0);
    });

    it('a refund the gateway cannot take now stays pending for the next run', async () => {
      const { offer, tx } = await placed({ quantity: 1, stock: 1 });
      await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'expired'), 'poll');
      await setStock(api.database, offer.id, 0);
      gateway.fail.add('refund');
      try {
        await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook');
      } finally {
        gateway.fail.delete('refund');
      }
      expect((await refundsOf(tx)).map((refund) => refund.status)).toEqual(['pending']);
      const pending = await api.app.ledger.listPendingRefunds();
      expect(pending.length).toBeGreaterThan(0);
      for (const id of pending) await api.app.ledger.settleRefund(id);
      expect(await api.app.ledger.listPendingRefunds()).toEqual([]);
      expect((await refundsOf(tx)).map((refund) => refund.status)).toEqual(['refunded']);
    });

    it('a second payment of a paid order (a new attempt paid as well) is refunded', async () => {
      const { cart, created, tx } = await placed({ method: 'mbway', quantity: 1 });
      await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'timeout'), 'poll');
      const again = await orders.pay(created.order_uuid, { method: 'multibanco' }, cart.as);
      expect(again.statusCode).toBe(201);
      const second = OrderCreatedResponse.parse(again.json()).data.payment.transaction_id!;
      // The MB WAY approval arrives late after all, then the reference is paid too.
      expect((await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook')).kind).toBe('applied');
      expect(await api.app.ledger.applyGatewayStatus(gateway.settle(second, 'paid'), 'webhook')).toEqual({ kind: 'applied', status: 'paid', orderStatus: 'paid' });
      const [paidTwice] = await api.database.query<{ amount: number }>('select amount::float8 as amount from payment_attempts where transaction_id = $1', [second]);
      expect(await refundsOf(second)).toEqual([{ amount: paidTwice!.amount, reason: 'duplicate_payment', status: 'refunded', return_id: null }]);
      expect(gateway.callsOf('refund').filter((call) => (call.input as { transactionId: string }).transactionId === second).map((call) => (call.input as { amount: number }).amount)).toEqual([paidTwice!.amount]);
      expect(await refundsOf(tx)).toEqual([]);
      expect((await orderOf(created, cart.as)).status).toBe('paid');
    });

    it('a status for a transaction nobody knows is reported unknown and changes nothing', async () => {
      expect(await api.app.ledger.applyGatewayStatus(gateway.statusFor('txunknown0000', 'paid', { amount: 1 }), 'webhook')).toEqual({ kind: 'unknown' });
    });

    it('listOpenAttempts: every attempt without a final status, for the poller', async () => {
      const open = await placed({ method: 'mbway' });
      const done = await placed();
      await api.app.ledger.applyGatewayStatus(gateway.settle(done.tx, 'paid'), 'webhook');
      const listed = await api.app.ledger.listOpenAttempts();
      expect(listed.find((attempt) => attempt.transactionId === open.tx)).toMatchObject({ method: 'mbway', orderUuid: open.created.order_uuid });
      expect(listed.some((attempt) => attempt.transactionId === done.tx)).toBe(false);
    });

    it.each([
      ['pt', 'Encomenda #'],
      ['en', 'Order #'],
      ['es', 'Pedido #'],
      ['fr', 'Commande n°'],
    ] as const)('the confirmation e-mail is written in the order language (%s)', async (locale, subject) => {
      const { created, tx } = await placed({ locale });
      await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook');
      const [mail] = await mailsTo('order_confirmation', created.order_uuid);
      expect(mail).toMatchObject({ locale, subject: expect.stringContaining(subject) });
    });

    it("a customer's paid order is their UTM order conversion at its own total, recorded once", async () => {
      const account = await signUp(api.app);
      const cookie = await signIn(api.app, account);
      const { created, tx } = await placed({ as: { cookie } });
      await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook');
      await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'poll');
      const conversions = await api.database.query<{ user_id: number; conversion_value: string }>(
        `select user_id, conversion_value::text from utm_conversions where conversion_type = 'order' and order_id = $1`,
        [created.order_uuid],
      );
      expect(conversions).toEqual([{ user_id: account.user.id, conversion_value: created.total.toFixed(2) }]);
    });

    describe('GET /v1/payments/{transactionId} and the return', () => {
      it("answers the attempt's state to its owner only (404 to anyone else and for an unknown id)", async () => {
        const { cart, created, tx } = await placed();
        const own = await orders.payment(tx, cart.as);
        expect(own.statusCode).toBe(200);
        expect(own.headers['cache-control']).toBe('no-store');
        expect(PaymentStateResponse.parse(own.json()).data).toMatchObject({ order_uuid: created.order_uuid, status: 'pending', final: false, redirect: null, reference: { entity: '24000' } });
        expect((await orders.payment(tx, { session: 'x'.repeat(40) })).statusCode).toBe(404);
        expect((await orders.payment(tx, {})).statusCode).toBe(404);
        expect((await orders.payment('nothing-here', cart.as)).statusCode).toBe(404);
      });

      it('the return asks the gateway and goes through the same transition: paid → final, with the success url', async () => {
        const { cart, created, tx } = await placed({ method: 'mbway' });
        const pending = PaymentStateResponse.parse((await orders.paymentReturn(tx, cart.as)).json()).data;
        expect(pending).toMatchObject({ status: 'pending', final: false });
        gateway.settle(tx, 'paid');
        const paid = PaymentStateResponse.parse((await orders.paymentReturn(tx, cart.as)).json()).data;
        expect(paid).toMatchObject({ status: 'paid', final: true, order_status: 'paid', redirect: { url: `/order/success/${created.order_uuid}?token=${api.app.orders.linkTokenOf(created.order_uuid)}` } });
        const [attempt] = await api.database.query<{ last_source: string }>('select last_source from payment_attempts where transaction_id = $1', [tx]);
        expect(attempt!.last_source).toBe('return');
      });

      it('a return whose status inquiry fails answers the state as it is', async () => {
        const { cart, tx } = await placed({ method: 'mbway' });
        gateway.fail.add('status');
        try {
          const response = await orders.paymentReturn(tx, cart.as);
          expect(response.statusCode).toBe(200);
          expect(PaymentStateResponse.parse(response.json()).data.status).toBe('pending');
        } finally {
          gateway.fail.delete('status');
        }
      });
    });
  });
}
