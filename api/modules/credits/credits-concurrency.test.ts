import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDIT_API_PATHS, CheckoutConflictBody, OrderCreatedResponse } from '../../../contract';
import { createTestApi, signIn, signUp, TEST_PG, type CookieSession, type TestApi } from '../../test-support';
import { setStock, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, orderBody, orderClient } from '../orders/order-test-kit';

/**
 * The store-credit balance never goes below zero under concurrent orders, on the PostgreSQL server
 * (PGlite runs one transaction at a time, so no race can happen there).
 *
 * A customer has one OPEN cart at a time, so the writers that race on one customer's credit are: a new
 * order from the open cart, and new payments of their earlier orders whose credit was given back when
 * they were declined (each takes its credit again). The setup (declined orders, their carts waiting) is
 * written through the routes one by one; the race itself is all at once through the HTTP routes.
 */
const REPETITIONS = Number(process.env.CREDIT_RACE_REPETITIONS ?? 10);
const DECLINED_ORDERS = 8;

describe.runIf(TEST_PG)(`store credit on the PostgreSQL server (× ${REPETITIONS})`, () => {
  let api: TestApi;
  let orders: ReturnType<typeof orderClient>;
  let offer: TestOffer;
  const gateway = new FakeGateway();

  beforeAll(async () => {
    api = await createTestApi('postgres', { products: 20, poolSize: 16, paymentGateway: gateway });
    orders = orderClient(api.app);
    [offer] = (await takeOffers(api.database, 1, 0)) as [TestOffer];
    await setStock(api.database, offer.id, 1_000_000);
  });
  afterAll(() => api?.close());

  /** An OPEN cart of `who` with one unit of the offer. */
  async function openCart(who: CookieSession): Promise<{ id: number; uuid: string }> {
    const [cart] = await api.database.query<{ id: number; uuid: string }>(
      `insert into carts (session_id, customer_id, status, version) values ('race-' || gen_random_uuid(), $1, 'OPEN', 0) returning id, uuid`,
      [who.user.id],
    );
    await api.database.query(`insert into cart_items (cart_id, offer_id, quantity, price) values ($1, $2, 1, $3)`, [cart!.id, offer.id, offer.price.toFixed(2)]);
    return cart!;
  }

  async function ledgerOf(userId: number) {
    const [row] = await api.database.query<{ net_spent: number; negative_prefix: boolean }>(
      `select coalesce(-sum(amount) filter (where kind in ('order_spent', 'order_restored')), 0)::float8 as net_spent,
              coalesce(bool_or(running < 0), false) as negative_prefix
       from (select amount, kind, sum(amount) over (order by created_at, id) as running from store_credit_entries where user_id = $1) e`,
      [userId],
    );
    return row!;
  }

  it(`${DECLINED_ORDERS} declined orders paid again at once and a new order, all wanting credit: they take at most the balance, never below zero (× ${REPETITIONS})`, async () => {
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const who = await signIn(api.app, await signUp(api.app));
      const as = { cookie: who };
      const grant = await api.app.inject({
        method: 'POST',
        url: CREDIT_API_PATHS.grant(who.user.uuid),
        headers: { authorization: `Bearer ${api.config.adminToken}` },
        payload: { amount: 20, reason: 'race' },
      });
      expect(grant.statusCode).toBe(201);

      // Setup: orders that used €20 of credit each, declined by MB WAY (their credit given back), carts waiting.
      const declined: string[] = [];
      gateway.mbwayOutcome = 'declined';
      for (let index = 0; index < DECLINED_ORDERS; index++) {
        const cart = await openCart(who);
        const response = await orders.place(cart.uuid, orderBody({ use_store_credit: true, payment_method: 'mbway', mbway_phone: '912345678' }), as);
        expect(response.statusCode).toBe(201);
        declined.push(OrderCreatedResponse.parse(response.json()).data.order_uuid);
        await api.database.query(`update carts set status = 'CHECKOUT' where id = $1`, [cart.id]);
      }
      gateway.mbwayOutcome = 'pending';
      expect((await api.app.credits.balance(who.user.id)).balance).toBe(20);
      const fresh = await openCart(who);

      const [created, ...retries] = await Promise.all([
        orders.place(fresh.uuid, orderBody({ use_store_credit: true }), as),
        ...declined.map((orderUuid) => orders.pay(orderUuid, { method: 'multibanco' }, as)),
      ]);
      expect(created!.statusCode).toBe(201);
      const paidAgain = retries.filter((response) => response.statusCode === 201);
      const refused = retries.filter((response) => response.statusCode === 409).map((response) => CheckoutConflictBody.parse(response.json()).code);
      expect(paidAgain.length + refused.length).toBe(DECLINED_ORDERS);
      expect(new Set(refused)).toEqual(new Set(refused.length ? ['STORE_CREDIT_UNAVAILABLE'] : []));

      // Exactly one of the writers holds the €20 (a retry needs it whole; the new order takes what is left).
      const [{ held }] = (await api.database.query<{ held: number }>(
        `select coalesce(sum(o.store_credit), 0)::float8 as held from orders o where o.customer_id = $1 and o.status = 'pending_payment'`,
        [who.user.id],
      )) as [{ held: number }];
      const ledger = await ledgerOf(who.user.id);
      expect(ledger.negative_prefix).toBe(false);
      expect(ledger.net_spent).toBeCloseTo(20, 2);
      expect(paidAgain.length).toBeLessThanOrEqual(1);
      expect(held).toBeGreaterThanOrEqual(20);
      expect((await api.app.credits.balance(who.user.id)).balance).toBe(0);
    }
  }, 300_000);
});
