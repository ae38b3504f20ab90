import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CheckoutConflictBody,
  OrderCreatedResponse,
  OrderResponse,
  PaymentUnavailableBody,
  ValidationErrorBody,
  type CheckoutOrderInput,
} from '../../../contract';
import { bearerFor, createTestApi, DATABASE_MODES, signIn, signUp, type TestApi } from '../../test-support';
import { cartClient, createCoupon, item, setPrice, setStock, takeOffers, testSessionId, type As, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, filledCart, orderBody, orderClient, stockOf } from './order-test-kit';

/**
 * `POST /v1/checkout/{cartUuid}/orders`, `GET /v1/orders/{orderUuid}` and `POST /v1/orders/{orderUuid}/payments`:
 * the request and answer shapes clients rely on, the refusals, Idempotency-Key, stock holds and their windows
 * (C4), and the gateway called only after the order committed. The races (C1–C9, P4) run on the
 * PostgreSQL server in orders-concurrency.test.ts.
 */
const MBWAY_WINDOW_S = 120;
const MULTIBANCO_HOURS = 48;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`orders on ${mode}`, () => {
    let api: TestApi;
    let orders: ReturnType<typeof orderClient>;
    let offers: TestOffer[];
    let next = 0;
    const gateway = new FakeGateway();
    const take = () => offers[next++]!;

    beforeAll(async () => {
      api = await createTestApi(mode, {
        products: 60,
        paymentGateway: gateway,
        env: { PAYMENT_MBWAY_WINDOW_SECONDS: String(MBWAY_WINDOW_S), PAYMENT_MULTIBANCO_VALIDITY_HOURS: String(MULTIBANCO_HOURS) },
      });
      orders = orderClient(api.app);
      offers = await takeOffers(api.database, 55, 0);
    });
    afterAll(() => api?.close());
    beforeEach(() => {
      gateway.mbwayOutcome = 'pending';
      gateway.fail.clear();
    });

    async function cartOf(quantity = 1, stock = 10, as: As = {}) {
      const offer = take();
      await setStock(api.database, offer.id, stock);
      return { offer, ...(await filledCart(api.app, [{ offer, quantity }], as)) };
    }
    const counts = async () =>
      (await api.database.query<{ orders: number; holds: number; attempts: number }>(
        `select (select count(*)::int from orders) as orders, (select count(*)::int from stock_holds) as holds, (select count(*)::int from payment_attempts) as attempts`,
      ))[0]!;
    const cartStatus = async (cartUuid: string) => (await api.database.query<{ status: string }>('select status from carts where uuid = $1', [cartUuid]))[0]!.status;
    const conflictOf = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, ...CheckoutConflictBody.parse(response.json()) });
    const secondsUntil = (iso: string) => (Date.parse(iso) - Date.now()) / 1000;

    describe('placing an order', () => {
      it('Multibanco: 201 {order_uuid, status pending_payment, total, payment {transaction_id, reference}}, the stock held for the validity, the cart in CHECKOUT', async () => {
        const { offer, cartUuid, as } = await cartOf(2, 5);
        const view = (await orders.checkout(cartUuid, as)).json<{ data: { totals: { total: number } } }>().data;
        const response = await orders.place(cartUuid, orderBody(), as);
        expect(response.statusCode).toBe(201);
        expect(response.headers['cache-control']).toBe('no-store');
        const created = OrderCreatedResponse.parse(response.json()).data;
        expect(created).toMatchObject({ cart_uuid: cartUuid, status: 'pending_payment', total: view.totals.total, payment: { method: 'multibanco', status: 'pending' } });
        expect(created.payment.reference).toMatchObject({ entity: '24000', amount: created.total });
        expect(secondsUntil(created.payment.expires_at) / 3600).toBeCloseTo(MULTIBANCO_HOURS, 1);
        expect(created.payment.reference!.expires_at).toBe(created.payment.expires_at);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 2 });
        expect(await cartStatus(cartUuid)).toBe('CHECKOUT');
        const mail = await api.database.query<{ subject: string }>(`select subject from mail_outbox where kind = 'order_reference' and subject like $1`, [`%${created.order_uuid.slice(0, 8)}%`]);
        expect(mail).toHaveLength(1);
      });

      it('MB WAY: the request goes to the normalised phone, the stock is held for the approval window', async () => {
        const { cartUuid, as } = await cartOf();
        const response = await orders.place(cartUuid, orderBody({ payment_method: 'mbway', mbway_phone: '+351 912 345 678' }), as);
        const created = OrderCreatedResponse.parse(response.json()).data;
        expect(created.payment).toMatchObject({ method: 'mbway', status: 'pending', reference: null });
        expect(secondsUntil(created.payment.expires_at)).toBeGreaterThan(MBWAY_WINDOW_S - 10);
        expect(secondsUntil(created.payment.expires_at)).toBeLessThanOrEqual(MBWAY_WINDOW_S);
        const call = gateway.callsOf('mbwayPurchase').at(-1)!.input as { checkout: { transactionId: string }; phone: string };
        expect(call).toMatchObject({ checkout: { transactionId: created.payment.transaction_id }, phone: '912345678' });
        const checkout = gateway.checkouts.get(created.payment.transaction_id!)!;
        expect(checkout.merchantTransactionId.length).toBeLessThanOrEqual(32);
        expect(checkout.amount).toBe(created.total);
      });

      it('an MB WAY request declined at once answers 201 declined, with the stock and the cart given back', async () => {
        gateway.mbwayOutcome = 'declined';
        const { offer, cartUuid, as } = await cartOf(1, 3);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody({ payment_method: 'mbway', mbway_phone: '912345500' }), as)).json()).data;
        expect(created).toMatchObject({ status: 'declined', payment: { status: 'declined' } });
        expect((await stockOf(api.database, offer.id)).available).toBe(3);
        expect(await cartStatus(cartUuid)).toBe('OPEN');
      });

      it('one shipment per seller with its chosen method, fee and estimate; lines at the prices charged', async () => {
        const official = take();
        const [marketplace] = await api.database.query<TestOffer>(
          `select o.id, coalesce(o.price_campaign, o.price)::float8 as price, o.pvp::float8 as pvp, v.product_id as "productId"
           from offers o join sellers s on s.id = o.seller_id join variants v on v.id = o.variant_id join products p on p.id = v.product_id
           where s.vendor_type = 'MARKETPLACE' and o.is_active and p.is_active order by o.id desc limit 1`,
        );
        const extra = marketplace!;
        await setStock(api.database, official.id, 5);
        await setStock(api.database, extra.id, 5);
        const cart = await filledCart(api.app, [{ offer: official, quantity: 1 }, { offer: extra, quantity: 1 }]);
        const [seller] = await api.database.query<{ seller_id: number }>('select seller_id from offers where id = $1', [official.id]);
        const response = await orders.place(cart.cartUuid, orderBody({ shipping: { [String(seller!.seller_id)]: 'express' } }), cart.as);
        const created = OrderCreatedResponse.parse(response.json()).data;
        const order = OrderResponse.parse((await orders.order(created.order_uuid, cart.as)).json()).data;
        const mine = order.shipments.find((shipment) => shipment.seller_id === seller!.seller_id)!;
        expect(mine).toMatchObject({ method: { code: 'express' }, fee: 6.99, status: 'awaiting_payment' });
        expect(order.lines.map((line) => line.unit_price).sort()).toEqual([official.price, extra.price].sort());
        expect(order.total).toBeCloseTo(order.subtotal - order.discount + order.shipping, 2);
        expect(order.shipments).toHaveLength(2);
        expect(order.shipments.map((shipment) => shipment.lines.length)).toEqual([1, 1]);
      });

      it('each line keeps the §3 product tracking fields as ordered: variant, product, EAN, category and list price (§7 purchase)', async () => {
        const offer = take();
        await setStock(api.database, offer.id, 5);
        const cart = await filledCart(api.app, [{ offer, quantity: 1 }]);
        const created = OrderCreatedResponse.parse((await orders.place(cart.cartUuid, orderBody(), cart.as)).json()).data;
        const [line] = OrderResponse.parse((await orders.order(created.order_uuid, cart.as)).json()).data.lines;
        const [product] = await api.database.query<{ variant_uuid: string; product_uuid: string; ean: string | null }>(
          `select v.uuid as variant_uuid, p.uuid as product_uuid, v.ean from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id where o.id = $1`,
          [offer.id],
        );
        expect(line).toMatchObject({ variant_uuid: product!.variant_uuid, product_uuid: product!.product_uuid, ean: product!.ean, original_price: offer.pvp });
        expect(typeof line!.category).toBe('string');
      });
    });

    describe('who may read an order', () => {
      it("GET /v1/orders/{uuid}: the guest order's browser session only; 404 to any other, a guest without a session and a made-up id", async () => {
        const { cartUuid, as } = await cartOf();
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        const own = await orders.order(created.order_uuid, as);
        expect(own.statusCode).toBe(200);
        expect(OrderResponse.parse(own.json()).data).toMatchObject({ order_uuid: created.order_uuid, number: created.order_uuid.slice(0, 8), status: 'pending_payment' });
        for (const stranger of [{ session: testSessionId() }, {}]) expect((await orders.order(created.order_uuid, stranger)).statusCode).toBe(404);
        expect((await orders.order(randomUUID(), as)).statusCode).toBe(404);
        expect((await orders.order('not-a-uuid', as)).statusCode).toBe(404);
      });

      it("the order's signed link (the e-mail's and the order event's ?token=) reads it without the session; another token does not", async () => {
        const { cartUuid, as } = await cartOf();
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        const token = api.app.orders.linkTokenOf(created.order_uuid);
        expect((await orders.order(`${created.order_uuid}?token=${token}`, {})).statusCode).toBe(200);
        expect((await orders.order(`${created.order_uuid}?token=${api.app.orders.linkTokenOf(randomUUID())}`, {})).statusCode).toBe(404);
        expect((await orders.order(`${created.order_uuid}?token=`, {})).statusCode).toBe(404);
      });

      it("a customer's order: the customer signed in (cookie or bearer, any browser); not the session id alone, not another customer", async () => {
        const account = await signUp(api.app);
        const cookie = await signIn(api.app, account);
        const { cartUuid, as } = await cartOf(1, 10, { cookie });
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        expect((await orders.order(created.order_uuid, { bearer: await bearerFor(api.app, account) })).statusCode).toBe(200);
        expect((await orders.order(created.order_uuid, { session: as.session! })).statusCode).toBe(404);
        const other = await signUp(api.app);
        expect((await orders.order(created.order_uuid, { bearer: await bearerFor(api.app, other) })).statusCode).toBe(404);
      });
    });

    describe('Idempotency-Key (C8)', () => {
      it('the same key and body answer the same order (status and body), without a second gateway checkout', async () => {
        const { cartUuid, as } = await cartOf();
        const key = randomUUID();
        const first = await orders.place(cartUuid, orderBody(), as, key);
        const before = gateway.callsOf('createCheckout').length;
        const again = await orders.place(cartUuid, orderBody(), as, key);
        expect(again.statusCode).toBe(201);
        expect(again.json()).toEqual(first.json());
        expect(gateway.callsOf('createCheckout').length).toBe(before);
      });

      it('the same key with another body, or from another caller, is a 422 naming idempotency_key', async () => {
        const { cartUuid, as } = await cartOf();
        const key = randomUUID();
        expect((await orders.place(cartUuid, orderBody(), as, key)).statusCode).toBe(201);
        const other = await orders.place(cartUuid, orderBody({ name: 'Outra Pessoa' }), as, key);
        expect(other.statusCode).toBe(422);
        expect(Object.keys(ValidationErrorBody.parse(other.json()).errors)).toEqual(['idempotency_key']);
        expect((await orders.place(cartUuid, orderBody(), { session: testSessionId() }, key)).statusCode).toBe(422);
      });

      it('no key (or a malformed one) is a 422 and nothing is written', async () => {
        const { cartUuid, as } = await cartOf();
        const before = await counts();
        for (const key of [null, 'short', 'x'.repeat(256)]) {
          const response = await orders.place(cartUuid, orderBody(), as, key);
          expect(response.statusCode).toBe(422);
          expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty('idempotency_key');
        }
        expect(await counts()).toEqual(before);
      });

      it('a refusal is kept for its key as well; a key is kept 24 hours, then free again', async () => {
        const { cartUuid, as } = await cartOf();
        const key = randomUUID();
        expect((await orders.place(cartUuid, orderBody(), as)).statusCode).toBe(201);
        const refused = await orders.place(cartUuid, orderBody(), as, key);
        expect(conflictOf(refused).code).toBe('CART_NOT_OPEN');
        expect((await orders.place(cartUuid, orderBody(), as, key)).json()).toEqual(refused.json());
        const [row] = await api.database.query<{ hours: number }>(
          `select extract(epoch from expires_at - created_at)::int / 3600 as hours from idempotency_keys where key = $1`,
          [key],
        );
        expect(row!.hours).toBe(24);
        await api.database.query(`update idempotency_keys set expires_at = now() - interval '1 second' where key = $1`, [key]);
        expect((await orders.place(cartUuid, orderBody({ name: 'Outra Pessoa' }), as, key)).statusCode).toBe(409);
        await api.database.query(`update idempotency_keys set expires_at = now() - interval '1 second' where key = $1`, [key]);
        expect(await api.app.orders.purgeExpiredKeys()).toBeGreaterThanOrEqual(1);
        expect(await api.database.query('select 1 from idempotency_keys where key = $1', [key])).toEqual([]);
      });
    });

    describe('refusals: never half an order', () => {
      it('a cart that is not the caller\'s, unknown or malformed → 404 (the cart\'s answer)', async () => {
        const { cartUuid } = await cartOf();
        for (const [uuid, as] of [[cartUuid, { session: testSessionId() }], [cartUuid, {}], [randomUUID(), {}], ['nope', {}]] as const) {
          expect((await orders.place(uuid, orderBody(), as)).statusCode).toBe(404);
        }
      });

      it('an empty cart → 422 naming cart', async () => {
        const session = testSessionId();
        const offer = take();
        await setStock(api.database, offer.id, 5);
        const saved = await cartClient(api.app).save({ customer_id: null, session_id: session, items: [item(offer.id, 1, offer.price)] }, { session });
        const cartUuid = saved.json<{ data: { cart_uuid: string } }>().data.cart_uuid;
        await cartClient(api.app).update({ cart_uuid: cartUuid, customer_id: null, session_id: session, items: [] }, { session });
        const response = await orders.place(cartUuid, orderBody(), { session });
        expect(response.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty('cart');
      });

      it('OUT_OF_STOCK: the stock fell below a line since the cart was filled → 409 with the offer and what it has, nothing held', async () => {
        const { offer, cartUuid, as } = await cartOf(3, 5);
        await setStock(api.database, offer.id, 2);
        const before = await counts();
        const body = conflictOf(await orders.place(cartUuid, orderBody(), as));
        expect(body).toMatchObject({ status: 409, code: 'OUT_OF_STOCK', offer_id: offer.id, available: 2, message: 'Apenas 2 em stock' });
        expect(await counts()).toEqual(before);
        expect(await cartStatus(cartUuid)).toBe('OPEN');
      });

      it('PRICE_CHANGED: a price moved since the cart was filled → 409 listing the line; with expected_total the new total is accepted', async () => {
        const { offer, cartUuid, as } = await cartOf(1, 5);
        const raised = Math.round((offer.price + 5) * 100) / 100;
        await setPrice(api.database, offer.id, raised);
        const refused = conflictOf(await orders.place(cartUuid, orderBody(), as));
        expect(refused).toMatchObject({ code: 'PRICE_CHANGED', changes: [{ offer_id: offer.id, previous: offer.price, current: raised }] });
        const shownTotal = refused.data!.totals.total;
        expect(conflictOf(await orders.place(cartUuid, orderBody({ expected_total: offer.price }), as)).code).toBe('PRICE_CHANGED');
        const accepted = await orders.place(cartUuid, orderBody({ expected_total: shownTotal }), as);
        expect(accepted.statusCode).toBe(201);
        expect(OrderCreatedResponse.parse(accepted.json()).data.total).toBe(shownTotal);
      });

      it('COUPON_EXHAUSTED: the cart\'s coupon was used up since it was applied → 409 before any payment starts', async () => {
        const coupon = await createCoupon(api.database, { code: `LAST${randomUUID().slice(0, 6)}`.toUpperCase(), value: 10, max_usage: 1 });
        const { cartUuid, as } = await cartOf();
        await api.database.query('update carts set discount_id = $2 where uuid = $1', [cartUuid, coupon.id]);
        await api.database.query('update discounts set usage_count = 1 where id = $1', [coupon.id]);
        const before = gateway.callsOf('createCheckout').length;
        expect(conflictOf(await orders.place(cartUuid, orderBody(), as)).code).toBe('COUPON_EXHAUSTED');
        expect(gateway.callsOf('createCheckout').length).toBe(before);
      });

      it('a coupon that applies is claimed by the order and on it', async () => {
        const coupon = await createCoupon(api.database, { code: `TEN${randomUUID().slice(0, 6)}`.toUpperCase(), value: 10, max_usage: 3 });
        const { cartUuid, as } = await cartOf(2, 5);
        await api.database.query('update carts set discount_id = $2 where uuid = $1', [cartUuid, coupon.id]);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        const order = OrderResponse.parse((await orders.order(created.order_uuid, as)).json()).data;
        expect(order.coupon).toEqual({ code: expect.stringMatching(/^TEN/), amount: Math.round(order.subtotal * 10) / 100 });
        expect((await api.database.query<{ usage_count: number }>('select usage_count from discounts where id = $1', [coupon.id]))[0]!.usage_count).toBe(1);
      });

      it('CART_NOT_OPEN: a cart already checked out → 409', async () => {
        const { cartUuid, as } = await cartOf();
        expect((await orders.place(cartUuid, orderBody(), as)).statusCode).toBe(201);
        expect(conflictOf(await orders.place(cartUuid, orderBody(), as)).code).toBe('CART_NOT_OPEN');
      });

      it.each<[string, Partial<CheckoutOrderInput> | Record<string, unknown>, string]>([
        ['a postal code that is not NNNN-NNN', { shipping_address: { street: 'Rua A 1', postal_code: '1100', city: 'Lisboa', country: 'PT' } }, 'shipping_address.postal_code'],
        ['a NIF with a wrong check digit', { nif: '123456780' }, 'nif'],
        ['MB WAY without a phone', { payment_method: 'mbway' }, 'mbway_phone'],
        ['an MB WAY phone that is not a Portuguese mobile', { payment_method: 'mbway', mbway_phone: '212345678' }, 'mbway_phone'],
        ['an invalid contact phone', { phone: '123' }, 'phone'],
        ['a total sent as a field of its own', { total: 0.01 }, 'total'],
        ['a shipping method of a seller the cart has not', { shipping: { '999999': 'express' } }, 'shipping.999999'],
      ])('422 naming the field for %s, and nothing written', async (_rule, change, field) => {
        const { cartUuid, as } = await cartOf();
        const before = await counts();
        const response = await orders.place(cartUuid, { ...orderBody(), ...change }, as);
        expect(response.statusCode).toBe(422);
        expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toContain(field);
        expect(await counts()).toEqual(before);
        expect(await cartStatus(cartUuid)).toBe('OPEN');
      });

      it('malformed bodies (fuzz) → 4xx in the API shape, never a 500, never an order', async () => {
        const { cartUuid, as } = await cartOf();
        const before = await counts();
        const bodies: unknown[] = [
          null,
          [],
          'order',
          42,
          {},
          { ...orderBody(), email: ['a@b.pt'] },
          { ...orderBody(), shipping_address: null },
          { ...orderBody(), shipping_address: { ...orderBody().shipping_address, street: 'x'.repeat(10_000) } },
          { ...orderBody(), name: '\u0000' },
          { ...orderBody(), expected_total: 1e308 },
          { ...orderBody(), expected_total: -1 },
          { ...orderBody(), shipping: { '1': { code: 'express' } } },
          { ...orderBody(), shipping: 'express' },
          { ...orderBody(), payment_method: 'MBWAY' },
          { ...orderBody(), locale: 'de' },
          { ...orderBody(), nif: 123456789 },
        ];
        for (const body of bodies) {
          const response = await api.app.inject({
            method: 'POST',
            url: `/v1/checkout/${cartUuid}/orders`,
            headers: { 'x-session-id': as.session!, 'idempotency-key': randomUUID(), 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
          expect(response.json()).toHaveProperty('message');
        }
        expect(await counts()).toEqual(before);
      });
    });

    describe('the gateway after the commit', () => {
      it('a gateway that cannot start the payment → 502 PAYMENT_UNAVAILABLE; the order is cancelled, its stock, coupon and cart given back', async () => {
        const coupon = await createCoupon(api.database, { code: `BACK${randomUUID().slice(0, 6)}`.toUpperCase(), value: 5, max_usage: 1 });
        const { offer, cartUuid, as } = await cartOf(1, 2);
        await api.database.query('update carts set discount_id = $2 where uuid = $1', [cartUuid, coupon.id]);
        gateway.fail.add('createCheckout');
        const response = await orders.place(cartUuid, orderBody(), as);
        expect(response.statusCode).toBe(502);
        const body = PaymentUnavailableBody.parse(response.json());
        expect(OrderResponse.parse((await orders.order(body.order_uuid, as)).json()).data).toMatchObject({ status: 'cancelled', payment: { status: 'failed' } });
        expect((await stockOf(api.database, offer.id)).available).toBe(2);
        expect((await api.database.query<{ usage_count: number }>('select usage_count from discounts where id = $1', [coupon.id]))[0]!.usage_count).toBe(0);
        expect(await cartStatus(cartUuid)).toBe('OPEN');
        gateway.fail.clear();
        expect((await orders.place(cartUuid, orderBody(), as)).statusCode).toBe(201);
      });
    });

    describe('stock holds (C4)', () => {
      it('a hold keeps its units from others until its window ends, then they are for sale again with no sweeper run; the next order releases it', async () => {
        const { offer, cartUuid, as } = await cartOf(2, 2);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody({ payment_method: 'mbway', mbway_phone: '912345678' }), as)).json()).data;
        const hold = `update stock_holds set expires_at = now() + $2::interval where order_id = (select id from orders where uuid = $1)`;
        await api.database.query(hold, [created.order_uuid, '1 second']);
        expect((await stockOf(api.database, offer.id)).available).toBe(0);
        const other = await filledCart(api.app, [{ offer, quantity: 1 }]).catch(() => null);
        expect(other).toBeNull();
        await api.database.query(hold, [created.order_uuid, '-1 second']);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 2, in_checkout: 2 });
        const later = await filledCart(api.app, [{ offer, quantity: 2 }]);
        expect((await orders.place(later.cartUuid, orderBody(), later.as)).statusCode).toBe(201);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 0, in_checkout: 2 });
        const holds = await api.database.query<{ outcome: string; release_reason: string | null }>(
          `select outcome, release_reason from stock_holds where order_id = (select id from orders where uuid = $1)`,
          [created.order_uuid],
        );
        expect(holds).toEqual([{ outcome: 'released', release_reason: 'expired' }]);
      });

      it('an operator setting the stock to N puts exactly N on sale, a hold past its window released first', async () => {
        const { offer, cartUuid, as } = await cartOf(2, 5);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        await api.database.query(`update stock_holds set expires_at = now() - interval '1 second' where order_id = (select id from orders where uuid = $1)`, [created.order_uuid]);
        const [{ uuid }] = (await api.database.query<{ uuid: string }>('select uuid from offers where id = $1', [offer.id])) as [{ uuid: string }];
        const answer = await api.app.inject({ method: 'PATCH', url: `/v1/admin/offers/${uuid}`, payload: { stock: 3 }, headers: { authorization: `Bearer ${api.config.adminToken}` } });
        expect(answer.statusCode).toBe(200);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 0 });
      });

      it('the sweeper releases every hold past its window: no orphan holds', async () => {
        const { offer, cartUuid, as } = await cartOf(1, 3);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody(), as)).json()).data;
        await api.database.query(`update stock_holds set expires_at = now() - interval '1 second' where order_id = (select id from orders where uuid = $1)`, [created.order_uuid]);
        expect(await api.app.ledger.sweepExpiredHolds()).toBeGreaterThanOrEqual(1);
        const [{ orphans }] = (await api.database.query<{ orphans: number }>(`select count(*)::int as orphans from stock_holds where outcome = 'held' and expires_at <= now()`)) as [{ orphans: number }];
        expect(orphans).toBe(0);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 3, in_checkout: 0 });
      });
    });

    describe('another payment attempt (POST /v1/orders/{uuid}/payments)', () => {
      async function timedOut() {
        const { offer, cartUuid, as } = await cartOf(1, 3);
        const created = OrderCreatedResponse.parse((await orders.place(cartUuid, orderBody({ payment_method: 'mbway', mbway_phone: '912345678' }), as)).json()).data;
        return { offer, cartUuid, as, created, tx: created.payment.transaction_id! };
      }

      it("after an MB WAY timeout, 'pay by Multibanco instead': a new attempt with a reference, the stock held again, the cart in CHECKOUT", async () => {
        const { offer, cartUuid, as, created, tx } = await timedOut();
        await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'timeout'), 'poll');
        expect(await cartStatus(cartUuid)).toBe('OPEN');
        const response = await orders.pay(created.order_uuid, { method: 'multibanco' }, as);
        expect(response.statusCode).toBe(201);
        const again = OrderCreatedResponse.parse(response.json()).data;
        expect(again).toMatchObject({ order_uuid: created.order_uuid, status: 'pending_payment', total: created.total, payment: { method: 'multibanco', status: 'pending' } });
        expect(again.payment.transaction_id).not.toBe(tx);
        expect(again.payment.reference).not.toBeNull();
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 2, in_checkout: 1 });
        expect(await cartStatus(cartUuid)).toBe('CHECKOUT');
        // The late timeout of the first attempt no longer ends the order.
        await api.app.ledger.applyGatewayStatus(gateway.statusFor(tx, 'expired'), 'poll');
        expect(OrderResponse.parse((await orders.order(created.order_uuid, as)).json()).data.status).toBe('pending_payment');
      });

      it('409 ORDER_NOT_PAYABLE while an attempt still waits in its window, and once paid; 404 for anyone else', async () => {
        const { as, created, tx } = await timedOut();
        expect(conflictOf(await orders.pay(created.order_uuid, { method: 'multibanco' }, as)).code).toBe('ORDER_NOT_PAYABLE');
        expect((await orders.pay(created.order_uuid, { method: 'multibanco' }, { session: testSessionId() })).statusCode).toBe(404);
        await api.app.ledger.applyGatewayStatus(gateway.settle(tx, 'paid'), 'webhook');
        expect(conflictOf(await orders.pay(created.order_uuid, { method: 'multibanco' }, as)).code).toBe('ORDER_NOT_PAYABLE');
      });

      it("'send again' once the window passed, even before the gateway says so: the old holds give way to new ones", async () => {
        const { offer, as, created } = await timedOut();
        await api.database.query(`update payment_attempts set expires_at = now() - interval '1 second' where order_id = (select id from orders where uuid = $1)`, [created.order_uuid]);
        const response = await orders.pay(created.order_uuid, { method: 'mbway', mbway_phone: '912345678' }, as);
        expect(response.statusCode).toBe(201);
        expect(await stockOf(api.database, offer.id)).toMatchObject({ available: 2, in_checkout: 1 });
      });

      it('CART_NOT_OPEN when the shopper changed the cart since; OUT_OF_STOCK when the stock is gone', async () => {
        const first = await timedOut();
        await api.app.ledger.applyGatewayStatus(gateway.settle(first.tx, 'timeout'), 'poll');
        await cartClient(api.app).update({ cart_uuid: first.cartUuid, customer_id: null, session_id: first.as.session, items: [item(first.offer.id, 2, first.offer.price)] }, first.as);
        expect(conflictOf(await orders.pay(first.created.order_uuid, { method: 'multibanco' }, first.as)).code).toBe('CART_NOT_OPEN');

        const second = await timedOut();
        await api.app.ledger.applyGatewayStatus(gateway.settle(second.tx, 'timeout'), 'poll');
        await setStock(api.database, second.offer.id, 0);
        expect(conflictOf(await orders.pay(second.created.order_uuid, { method: 'multibanco' }, second.as))).toMatchObject({ code: 'OUT_OF_STOCK', available: 0 });
      });
    });
  });
}
