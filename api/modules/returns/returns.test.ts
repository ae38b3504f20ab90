import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_API_PATHS, CreditsResponse, OrderResponse, OrderReturnResponse, OrderReturnsResponse, RETURN_WINDOW_DAYS, ValidationErrorBody } from '../../../contract';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { setPrice, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { account, customer, delivered, operator, paidOrder, type Customer, type PaidOrder } from '../fulfilment/after-sales-test-kit';
import { FakeGateway, orderClient } from '../orders/order-test-kit';

/**
 * Returns (EU right of withdrawal): the customer asks within RETURN_WINDOW_DAYS of delivery for lines of
 * delivered parcels, never more than bought minus other requests; the operator moves the request
 * requested → approved → received → refunded (or rejected), and the money goes back as store credit or
 * through the payment's own refund. Every route checked with a second customer and without the token.
 */

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`returns on ${mode}`, () => {
    let api: TestApi;
    let offers: TestOffer[];
    let next = 0;
    let ana: Customer;
    let rui: Customer;
    const gateway = new FakeGateway();
    const take = (count = 1) => offers.slice(next, (next += count));
    const admin = () => operator(api.app, api.config.adminToken);
    const ask = (order: PaidOrder, lines: { offer: TestOffer; quantity: number; reason?: string }[], refund_method = 'store_credit', who = ana) =>
      account(api.app, who).requestReturn(order.uuid, { refund_method, lines: lines.map((line) => ({ offer_id: line.offer.id, quantity: line.quantity, reason: line.reason ?? 'wrong_size' })) });
    const deliveredOrder = async (count = 1, daysAgo = 0) => {
      const order = await paidOrder(api, gateway, take(count), ana, { quantity: 2 });
      await delivered(api, order, daysAgo);
      return order;
    };

    const grant = async (who: Customer, amount: number) => {
      const response = await api.app.inject({ method: 'POST', url: CREDIT_API_PATHS.grant(who.user.uuid), headers: { authorization: `Bearer ${api.config.adminToken}` }, payload: { amount, reason: 'Goodwill' } });
      expect(response.statusCode).toBe(201);
    };
    /** A delivered order of `who` for two units of an offer at `price`, `credit` of it paid with store credit (the rest by MB WAY). */
    const creditOrder = async (price: number, credit: number, who = ana) => {
      const [offer] = take();
      await setPrice(api.database, offer!.id, price);
      await grant(who, credit);
      const order = await paidOrder(api, gateway, [{ ...offer!, price }], who, { quantity: 2, body: { use_store_credit: true, payment_method: 'mbway', mbway_phone: '912345678' } });
      await delivered(api, order);
      return order;
    };
    const refundedBy = async (order: PaidOrder, quantity: number, refund_method: 'original' | 'store_credit', who = ana) => {
      const created = OrderReturnResponse.parse((await ask(order, [{ offer: order.offers[0]!, quantity }], refund_method, who)).json()).data;
      for (const status of ['approved', 'received'] as const) expect((await admin().moveReturn(created.return_uuid, { status })).statusCode).toBe(200);
      return admin().moveReturn(created.return_uuid, { status: 'refunded' });
    };
    const creditsOf = async (who: Customer) =>
      CreditsResponse.parse((await api.app.inject({ method: 'GET', url: CREDIT_API_PATHS.credits, headers: { cookie: who.cookie, origin: who.headers.origin } })).json());
    const returnRefunds = async (who: Customer) => (await creditsOf(who)).data.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount);
    const paymentOf = async (order: PaidOrder, who = ana) => OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: who })).json()).data;

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 50, paymentGateway: gateway });
      offers = await takeOffers(api.database, 40, 0);
      ana = await customer(api.app);
      rui = await customer(api.app);
    });
    afterAll(() => api?.close());

    it('a delivered order lists its returnable lines with the deadline; a request answers 201 with its lines, amount and status requested, and is e-mailed', async () => {
      const order = await deliveredOrder(2);
      const before = OrderReturnsResponse.parse((await account(api.app, ana).returns(order.uuid)).json());
      expect(before.data).toEqual([]);
      expect(before.returnable.map((line) => [line.offer_id, line.quantity])).toEqual(order.offers.map((offer) => [offer.id, 2]));
      const deadline = Date.parse(before.returnable[0]!.return_by) - Date.now();
      expect(deadline).toBeGreaterThan((RETURN_WINDOW_DAYS * 24 - 1) * 3600_000);
      expect(deadline).toBeLessThanOrEqual(RETURN_WINDOW_DAYS * 24 * 3600_000);

      const [first, second] = order.offers;
      const response = await ask(order, [
        { offer: first!, quantity: 1, reason: 'damaged' },
        { offer: second!, quantity: 2, reason: 'changed_mind' },
      ]);
      expect(response.statusCode).toBe(201);
      const created = OrderReturnResponse.parse(response.json()).data;
      const [line] = await api.database.query<{ unit_price: number }>(`select unit_price::float8 as unit_price from order_lines where offer_id = $1 order by id desc limit 1`, [first!.id]);
      const [line2] = await api.database.query<{ unit_price: number }>(`select unit_price::float8 as unit_price from order_lines where offer_id = $1 order by id desc limit 1`, [second!.id]);
      expect(created).toMatchObject({ status: 'requested', refund_method: 'store_credit', order_uuid: order.uuid, approved_at: null });
      expect(created.amount).toBeCloseTo(line!.unit_price + 2 * line2!.unit_price, 2);
      expect(created.lines.map((entry) => [entry.offer_id, entry.quantity, entry.reason])).toEqual([
        [first!.id, 1, 'damaged'],
        [second!.id, 2, 'changed_mind'],
      ]);
      const after = OrderReturnsResponse.parse((await account(api.app, ana).returns(order.uuid)).json());
      expect(after.data.map((entry) => entry.return_uuid)).toEqual([created.return_uuid]);
      expect(after.returnable.map((entry) => [entry.offer_id, entry.quantity])).toEqual([[first!.id, 1]]);
      const mails = await api.database.query<{ kind: string }>(`select kind from mail_outbox where kind like 'return_%' and subject like $1`, [`%${order.uuid.slice(0, 8)}%`]);
      expect(mails.map((mail) => mail.kind)).toEqual(['return_requested']);
    });

    it('never more than bought minus other requests: 422 on that line; a rejected request gives its units back', async () => {
      const order = await deliveredOrder();
      const offer = order.offers[0]!;
      const tooMany = await ask(order, [{ offer, quantity: 3 }]);
      expect(tooMany.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(tooMany.json()).errors).toEqual({ 'lines.0.quantity': ['The quantity may not be greater than 2.'] });
      const first = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 2 }])).json()).data;
      const again = await ask(order, [{ offer, quantity: 1 }]);
      expect(again.statusCode).toBe(422);
      expect(ValidationErrorBody.parse(again.json()).errors).toEqual({ 'lines.0.offer_id': ['The selected line cannot be returned.'] });
      expect((await admin().moveReturn(first.return_uuid, { status: 'rejected' })).statusCode).toBe(200);
      expect((await ask(order, [{ offer, quantity: 2 }])).statusCode).toBe(201);
    });

    it('only delivered parcels inside the window: a shipped parcel or one delivered more than 14 days ago is refused per line', async () => {
      const shippedOnly = await paidOrder(api, gateway, take(), ana);
      await admin().ship(shippedOnly.uuid, shippedOnly.sellerIds[0]!, { status: 'shipped', carrier: 'CTT', tracking_number: 'RR9' });
      expect(OrderReturnsResponse.parse((await account(api.app, ana).returns(shippedOnly.uuid)).json()).returnable).toEqual([]);
      expect(ValidationErrorBody.parse((await ask(shippedOnly, [{ offer: shippedOnly.offers[0]!, quantity: 1 }])).json()).errors).toHaveProperty(['lines.0.offer_id']);
      const late = await deliveredOrder(1, RETURN_WINDOW_DAYS + 1);
      expect(OrderReturnsResponse.parse((await account(api.app, ana).returns(late.uuid)).json()).returnable).toEqual([]);
      expect((await ask(late, [{ offer: late.offers[0]!, quantity: 1 }])).statusCode).toBe(422);
      const lastDay = await deliveredOrder(1, RETURN_WINDOW_DAYS - 1);
      expect((await ask(lastDay, [{ offer: lastDay.offers[0]!, quantity: 1 }])).statusCode).toBe(201);
    });

    it('bad bodies are 422 naming the field, never a 500', async () => {
      const order = await deliveredOrder();
      const offer_id = order.offers[0]!.id;
      const cases: [unknown, string][] = [
        [{ refund_method: 'store_credit', lines: [] }, 'lines'],
        [{ refund_method: 'cash', lines: [{ offer_id, quantity: 1, reason: 'other' }] }, 'refund_method'],
        [{ refund_method: 'original', lines: [{ offer_id, quantity: 0, reason: 'other' }] }, 'lines.0.quantity'],
        [{ refund_method: 'original', lines: [{ offer_id, quantity: 1, reason: 'because' }] }, 'lines.0.reason'],
        [{ refund_method: 'original', lines: [{ offer_id, quantity: 1, reason: 'other', price: 0 }] }, 'lines.0.price'],
        [{ refund_method: 'original', lines: [{ offer_id, quantity: 1, reason: 'other' }], status: 'refunded' }, 'status'],
        [{ refund_method: 'original', lines: [{ offer_id: 'x', quantity: 1, reason: 'other' }] }, 'lines.0.offer_id'],
        [{ refund_method: 'original', lines: [{ offer_id, quantity: 1, reason: 'other' }, { offer_id, quantity: 1, reason: 'other' }] }, 'lines.1.offer_id'],
        [{ refund_method: 'original', lines: [{ offer_id: 2147483647, quantity: 1, reason: 'other' }] }, 'lines.0.offer_id'],
        [{ refund_method: 'original', note: 'x'.repeat(1001), lines: [{ offer_id, quantity: 1, reason: 'other' }] }, 'note'],
      ];
      for (const [body, field] of cases) {
        const response = await account(api.app, ana).requestReturn(order.uuid, body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
        expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toContain(field);
      }
    });

    it("another customer never sees or asks for a return of the order (404); a guest gets 401; a made-up order 404", async () => {
      const order = await deliveredOrder();
      await ask(order, [{ offer: order.offers[0]!, quantity: 1 }]);
      const list = await account(api.app, rui).returns(order.uuid);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ message: 'The order could not be found.' });
      const asked = await ask(order, [{ offer: order.offers[0]!, quantity: 1 }], 'store_credit', rui);
      expect(asked.statusCode).toBe(404);
      expect(await api.database.query(`select 1 from order_returns where customer_id = $1`, [rui.user.id])).toEqual([]);
      expect((await account(api.app, null).returns(order.uuid)).statusCode).toBe(401);
      expect((await account(api.app, null).requestReturn(order.uuid, { refund_method: 'original', lines: [] })).statusCode).toBe(401);
      expect((await account(api.app, ana).returns('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await account(api.app, ana).returns('nope')).statusCode).toBe(404);
    });

    it('the operator moves a return forward one step at a time; refunded as store credit writes a refund entry of the customer', async () => {
      const order = await deliveredOrder();
      const created = OrderReturnResponse.parse((await ask(order, [{ offer: order.offers[0]!, quantity: 2 }])).json()).data;
      expect((await admin().moveReturn(created.return_uuid, { status: 'received' })).statusCode).toBe(409);
      expect((await admin().moveReturn(created.return_uuid, { status: 'refunded' })).statusCode).toBe(409);
      for (const status of ['approved', 'received'] as const) {
        const moved = await admin().moveReturn(created.return_uuid, { status });
        expect(moved.statusCode).toBe(200);
        expect(OrderReturnResponse.parse(moved.json()).data.status).toBe(status);
      }
      const back = await admin().moveReturn(created.return_uuid, { status: 'approved' });
      expect(back.statusCode).toBe(409);
      expect(back.json()).toEqual({ message: 'The return is received; it cannot move to approved.' });
      const refunded = OrderReturnResponse.parse((await admin().moveReturn(created.return_uuid, { status: 'refunded' })).json()).data;
      expect(refunded).toMatchObject({ status: 'refunded', approved_at: expect.any(String), received_at: expect.any(String), refunded_at: expect.any(String) });
      const credit = await api.database.query<{ user_id: number; amount: number; kind: string; reason: string; return_id: number }>(
        `select e.user_id, e.amount::float8 as amount, e.kind, e.reason, e.return_id from store_credit_entries e join order_returns r on r.id = e.return_id where r.uuid = $1`,
        [created.return_uuid],
      );
      expect(credit).toEqual([{ user_id: ana.user.id, amount: created.amount, kind: 'refund', reason: 'return', return_id: expect.any(Number) }]);
      expect((await admin().moveReturn(created.return_uuid, { status: 'rejected' })).statusCode).toBe(409);
      const mails = await api.database.query<{ kind: string; text_body: string }>(`select kind, text_body from mail_outbox where kind like 'return_%' and subject like $1 order by id`, [`%${order.uuid.slice(0, 8)}%`]);
      expect(mails.map((mail) => mail.kind)).toEqual(['return_requested', 'return_approved', 'return_received', 'return_refunded']);
      expect(mails[3]!.text_body).toContain('saldo');
    });

    it('refunded by the original method: the paying attempt carries the refund and the gateway is asked for exactly that amount', async () => {
      const order = await deliveredOrder();
      const created = OrderReturnResponse.parse((await ask(order, [{ offer: order.offers[0]!, quantity: 1 }], 'original')).json()).data;
      for (const status of ['approved', 'received', 'refunded'] as const) expect((await admin().moveReturn(created.return_uuid, { status })).statusCode).toBe(200);
      const refunds = gateway.callsOf('refund').map((call) => call.input as { amount: number });
      expect(refunds.at(-1)!.amount).toBe(created.amount);
      const view = OrderResponse.parse((await orderClient(api.app).order(order.uuid, { cookie: ana })).json()).data;
      expect(view.payment.refund).toEqual({ status: 'refunded', amount: created.amount, reason: 'return' });
      expect(await api.database.query(`select 1 from store_credit_entries e join order_returns r on r.id = e.return_id where r.uuid = $1`, [created.return_uuid])).toEqual([]);
    });

    /** The refunds recorded on the order's paying attempt, oldest first: return, amount, status, gateway answer. */
    const refundRows = (order: PaidOrder) =>
      api.database.query<{ return_uuid: string | null; amount: number; status: string; gateway_status_code: string | null }>(
        `select r.uuid as return_uuid, f.amount::float8 as amount, f.status, f.gateway_status_code
         from payment_refunds f join orders o on o.current_attempt_id = f.attempt_id left join order_returns r on r.id = f.return_id
         where o.uuid = $1 order by f.id`,
        [order.uuid],
      );
    const gatewayRefundsSince = (before: number) => gateway.callsOf('refund').slice(before).map((call) => call.input as { transactionId: string; amount: number });

    it('two returns of one order, each refunded by the original method: two gateway refunds of the one payment, adding up, the second no 409', async () => {
      const order = await deliveredOrder();
      const offer = order.offers[0]!;
      const first = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      const second = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      const before = gateway.callsOf('refund').length;
      for (const status of ['approved', 'received', 'refunded'] as const) expect((await admin().moveReturn(first.return_uuid, { status })).statusCode).toBe(200);
      for (const status of ['approved', 'received'] as const) expect((await admin().moveReturn(second.return_uuid, { status })).statusCode).toBe(200);
      const moved = await admin().moveReturn(second.return_uuid, { status: 'refunded' });
      expect(moved.statusCode).toBe(200);
      expect(OrderReturnResponse.parse(moved.json()).data.status).toBe('refunded');
      const sent = gatewayRefundsSince(before);
      const paid = await paymentOf(order);
      expect(sent.map((call) => [call.transactionId, call.amount])).toEqual([
        [paid.payment.transaction_id, first.amount],
        [paid.payment.transaction_id, second.amount],
      ]);
      expect(await refundRows(order)).toEqual([
        { return_uuid: first.return_uuid, amount: first.amount, status: 'refunded', gateway_status_code: '000' },
        { return_uuid: second.return_uuid, amount: second.amount, status: 'refunded', gateway_status_code: '000' },
      ]);
      expect(paid.payment.refund).toEqual({ status: 'refunded', amount: Math.round((first.amount + second.amount) * 100) / 100, reason: 'return' });
    });

    it('a refund the gateway refuses fails for its return only; one it cannot reach stays pending and the retry sends it once', async () => {
      const order = await deliveredOrder();
      const offer = order.offers[0]!;
      const refused = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      const retried = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      for (const entry of [refused, retried]) for (const status of ['approved', 'received'] as const) expect((await admin().moveReturn(entry.return_uuid, { status })).statusCode).toBe(200);
      const before = gateway.callsOf('refund').length;
      gateway.refundAnswer = { refunded: false, statusCode: 'E0506' };
      try {
        expect((await admin().moveReturn(refused.return_uuid, { status: 'refunded' })).statusCode).toBe(200);
      } finally {
        gateway.refundAnswer = { refunded: true, statusCode: '000' };
      }
      expect((await paymentOf(order)).payment.refund).toEqual({ status: 'failed', amount: refused.amount, reason: 'return' });
      gateway.fail.add('refund');
      try {
        expect((await admin().moveReturn(retried.return_uuid, { status: 'refunded' })).statusCode).toBe(200);
      } finally {
        gateway.fail.delete('refund');
      }
      expect((await refundRows(order)).map((row) => [row.return_uuid, row.status, row.gateway_status_code])).toEqual([
        [refused.return_uuid, 'failed', 'E0506'],
        [retried.return_uuid, 'pending', null],
      ]);
      expect((await paymentOf(order)).payment.refund).toEqual({ status: 'pending', amount: Math.round((refused.amount + retried.amount) * 100) / 100, reason: 'return' });
      for (const id of await api.app.ledger.listPendingRefunds()) await api.app.ledger.settleRefund(id);
      expect((await refundRows(order)).map((row) => [row.return_uuid, row.status])).toEqual([
        [refused.return_uuid, 'failed'],
        [retried.return_uuid, 'refunded'],
      ]);
      // The refused refund is not sent again; the one that could not reach the gateway was sent once more.
      expect(gatewayRefundsSince(before).map((call) => call.amount)).toEqual([refused.amount, retried.amount, retried.amount]);
    });

    it('a return beyond what the payment has left gets the rest; with nothing left it is a 409 and stays received', async () => {
      const order = await deliveredOrder();
      const offer = order.offers[0]!;
      const paid = await paymentOf(order);
      const allButOne = Math.round(paid.total * 100 - 100) / 100;
      // The first return takes all but one euro of the payment (line prices can exceed a discounted payment).
      const first = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      await api.database.query(`update order_returns set amount = $2 where uuid = $1`, [first.return_uuid, allButOne]);
      const second = OrderReturnResponse.parse((await ask(order, [{ offer, quantity: 1 }], 'original')).json()).data;
      const before = gateway.callsOf('refund').length;
      for (const status of ['approved', 'received', 'refunded'] as const) expect((await admin().moveReturn(first.return_uuid, { status })).statusCode).toBe(200);
      for (const status of ['approved', 'received', 'refunded'] as const) expect((await admin().moveReturn(second.return_uuid, { status })).statusCode).toBe(200);
      expect(gatewayRefundsSince(before).map((call) => call.amount)).toEqual([allButOne, 1]);
      const third = await api.database.query<{ uuid: string }>(
        `insert into order_returns (order_id, customer_id, refund_method, amount, status) select id, customer_id, 'original', 5, 'received' from orders where uuid = $1 returning uuid`,
        [order.uuid],
      );
      const refused = await admin().moveReturn(third[0]!.uuid, { status: 'refunded' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: 'Everything this order was paid has already been refunded.' });
      expect(gateway.callsOf('refund').length).toBe(before + 2);
      const [row] = await api.database.query<{ status: string }>(`select status from order_returns where uuid = $1`, [third[0]!.uuid]);
      expect(row!.status).toBe('received');
    });

    it('an order paid partly with store credit, refunded by the original method: the credit part back to the balance, only the rest to the payment', async () => {
      const zé = await customer(api.app);
      const order = await creditOrder(40, 30, zé);
      expect((await paymentOf(order, zé)).store_credit).toBe(30);
      expect((await creditsOf(zé)).balance.balance).toBe(0);
      const refundsBefore = gateway.callsOf('refund').length;
      const refunded = await refundedBy(order, 1, 'original', zé);
      expect(refunded.statusCode).toBe(200);
      expect(OrderReturnResponse.parse(refunded.json()).data).toMatchObject({ status: 'refunded', amount: 40 });
      expect(await returnRefunds(zé)).toEqual([30]);
      expect((await creditsOf(zé)).balance.balance).toBe(30);
      expect(gateway.callsOf('refund').slice(refundsBefore).map((call) => (call.input as { amount: number }).amount)).toEqual([10]);
      expect((await paymentOf(order, zé)).payment.refund).toEqual({ status: 'refunded', amount: 10, reason: 'return' });
      const [mail] = await api.database.query<{ text_body: string }>(`select text_body from mail_outbox where kind = 'return_refunded' and subject like $1`, [`%${order.uuid.slice(0, 8)}%`]);
      expect(mail!.text_body).toContain('Creditámos 30,00');
      expect(mail!.text_body).toContain('Reembolsámos 10,00');
    });

    it('several returns of one order give back the credit it used first and never more of it; the money only then', async () => {
      const zé = await customer(api.app);
      const order = await creditOrder(20, 30, zé);
      const refundsBefore = gateway.callsOf('refund').length;
      expect((await refundedBy(order, 1, 'original', zé)).statusCode).toBe(200);
      expect(await returnRefunds(zé)).toEqual([20]);
      expect(gateway.callsOf('refund').length).toBe(refundsBefore);
      expect((await paymentOf(order, zé)).payment.refund).toBeNull();
      expect((await refundedBy(order, 1, 'original', zé)).statusCode).toBe(200);
      expect(await returnRefunds(zé)).toEqual([10, 20]);
      expect((await creditsOf(zé)).balance.balance).toBe(30);
      expect(gateway.callsOf('refund').slice(refundsBefore).map((call) => (call.input as { amount: number }).amount)).toEqual([10]);
      expect((await paymentOf(order, zé)).payment.refund).toEqual({ status: 'refunded', amount: 10, reason: 'return' });
    });

    it('a store-credit return counts toward the credit the order used: a later return by the original method gets money only', async () => {
      const zé = await customer(api.app);
      const order = await creditOrder(20, 15, zé);
      expect((await refundedBy(order, 1, 'store_credit', zé)).statusCode).toBe(200);
      const refundsBefore = gateway.callsOf('refund').length;
      expect((await refundedBy(order, 1, 'original', zé)).statusCode).toBe(200);
      expect(await returnRefunds(zé)).toEqual([20]);
      expect(gateway.callsOf('refund').slice(refundsBefore).map((call) => (call.input as { amount: number }).amount)).toEqual([20]);
    });

    it('an order paid entirely with store credit, refunded by the original method, goes back as store credit: no gateway refund', async () => {
      const zé = await customer(api.app);
      const [offer] = take();
      await setPrice(api.database, offer!.id, 25);
      await grant(zé, 500);
      const order = await paidOrder(api, gateway, [{ ...offer!, price: 25 }], zé, { quantity: 2, body: { use_store_credit: true, payment_method: 'store_credit' } });
      await delivered(api, order);
      const paid = await paymentOf(order, zé);
      expect(paid.payment.method).toBe('store_credit');
      const before = (await creditsOf(zé)).balance.balance;
      const refundsBefore = gateway.callsOf('refund').length;
      expect((await refundedBy(order, 2, 'original', zé)).statusCode).toBe(200);
      expect(await returnRefunds(zé)).toEqual([50]);
      expect((await creditsOf(zé)).balance.balance).toBe(before + 50);
      expect(gateway.callsOf('refund').length).toBe(refundsBefore);
      expect((await paymentOf(order, zé)).payment.refund).toBeNull();
    });

    it('the operator path needs the token (401 / 403), a made-up return is a 404, a bad status a 422; each move reaches the customer channel', async () => {
      const order = await deliveredOrder();
      const created = OrderReturnResponse.parse((await ask(order, [{ offer: order.offers[0]!, quantity: 1 }])).json()).data;
      expect((await operator(api.app, null).moveReturn(created.return_uuid, { status: 'approved' })).statusCode).toBe(401);
      expect((await operator(api.app, 'wrong').moveReturn(created.return_uuid, { status: 'approved' })).statusCode).toBe(403);
      const byCustomer = await api.app.inject({ method: 'POST', url: `/v1/admin/returns/${created.return_uuid}`, headers: ana.headers, payload: { status: 'approved' } });
      expect(byCustomer.statusCode).toBe(401);
      expect((await admin().moveReturn('00000000-0000-4000-8000-000000000000', { status: 'approved' })).statusCode).toBe(404);
      expect((await admin().moveReturn('x', { status: 'approved' })).statusCode).toBe(404);
      for (const body of [{ status: 'requested' }, { status: 'approved', amount: 0 }, {}]) {
        expect((await admin().moveReturn(created.return_uuid, body)).statusCode).toBe(422);
      }
      const events: unknown[] = [];
      const off = api.app.domainEvents.on('customer.changed', (event) => events.push(event));
      expect((await admin().moveReturn(created.return_uuid, { status: 'approved' })).statusCode).toBe(200);
      off();
      expect(events).toEqual([{ userId: ana.user.id, event: 'order.updated', data: { order_uuid: order.uuid, status: 'return_approved' } }]);
      const listed = OrderReturnsResponse.parse((await account(api.app, ana).returns(order.uuid)).json()).data;
      expect(listed[0]!.status).toBe('approved');
    });
  });
}
