import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutConflictBody, OrderCreatedResponse, type OrderCreated } from '../../../contract';
import { createTestApi, TEST_PG, type TestApi } from '../../test-support';
import { createCoupon, setStock, takeOffers, type As, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, insertGuestCarts, orderBody, orderClient, sleep, stockOf } from './order-test-kit';

/**
 * Reliability C1, C2, C6–C9 and P4 on the PostgreSQL server (PGlite runs one transaction at a time, so a
 * race cannot happen there), each repeated ORDER_RACE_REPETITIONS times (20 by default). The carts of a
 * race are written straight to the database; the race itself goes through the HTTP routes.
 */
const REPETITIONS = Number(process.env.ORDER_RACE_REPETITIONS ?? 20);
const P4_RUNS = Number(process.env.ORDER_P4_RUNS ?? 100);

type Placed = { statusCode: number; body: unknown };

describe.runIf(TEST_PG)(`orders on the PostgreSQL server (C1, C2, C6–C9 × ${REPETITIONS}; P4 × ${P4_RUNS})`, () => {
  let api: TestApi;
  let orders: ReturnType<typeof orderClient>;
  let offers: TestOffer[];
  let next = 0;
  const gateway = new FakeGateway();
  const timings: string[] = [];
  const take = () => offers[next++]!;

  beforeAll(async () => {
    api = await createTestApi('postgres', { products: 60, poolSize: 16, paymentGateway: gateway });
    orders = orderClient(api.app);
    offers = await takeOffers(api.database, 40, 0);
  });
  afterAll(async () => {
    if (timings.length) process.stdout.write(`order concurrency timings: ${timings.join('; ')}\n`);
    await api?.close();
  });

  const placeAll = (carts: { cartUuid: string; as: As }[], body = orderBody()): Promise<Placed[]> =>
    Promise.all(carts.map(async (cart) => {
      const response = await orders.place(cart.cartUuid, body, cart.as);
      return { statusCode: response.statusCode, body: response.json() as unknown };
    }));
  const codeOf = (placed: Placed) => (placed.statusCode === 409 ? CheckoutConflictBody.parse(placed.body).code : String(placed.statusCode));

  /** Samples what an offer has left while `race` runs; answers every sample. */
  async function sampled<T>(offerId: number, race: Promise<T>): Promise<{ result: T; samples: number[] }> {
    const samples: number[] = [];
    let done = false;
    const sampler = (async () => {
      while (!done) {
        const row = await stockOf(api.database, offerId);
        samples.push(row.available, row.initial - row.sold - row.in_checkout);
        await sleep(2);
      }
    })();
    const result = await race.finally(() => (done = true));
    await sampler;
    return { result, samples };
  }

  it(`C1: stock 10, 50 concurrent orders of one unit → exactly 10 orders, 40 OUT_OF_STOCK, 0 left, never below 0 (× ${REPETITIONS})`, async () => {
    const offer = take();
    const started = performance.now();
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      await setStock(api.database, offer.id, 10);
      const carts = await insertGuestCarts(api.database, 50, [{ offer, quantity: 1 }]);
      const { result, samples } = await sampled(offer.id, placeAll(carts));
      const codes = result.map(codeOf);
      expect(codes.filter((code) => code === '201')).toHaveLength(10);
      expect(codes.filter((code) => code === 'OUT_OF_STOCK')).toHaveLength(40);
      expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
      const stock = await stockOf(api.database, offer.id);
      expect(stock.available).toBe(0);
      const [{ holds }] = (await api.database.query<{ holds: number }>(
        `select coalesce(sum(quantity), 0)::int as holds from stock_holds where offer_id = $1 and outcome = 'held'`,
        [offer.id],
      )) as [{ holds: number }];
      expect(holds).toBe(stock.in_checkout);
    }
    timings.push(`C1 ${REPETITIONS} × 50: ${Math.round(performance.now() - started)} ms`);
  }, 300_000);

  it(`C1 variant: stock 10, 30 concurrent orders of 1–4 units on two offers → Σ ordered ≤ 10 per offer, each order all or nothing (× ${Math.ceil(REPETITIONS / 2)})`, async () => {
    const [a, b] = [take(), take()];
    for (let repetition = 0; repetition < Math.ceil(REPETITIONS / 2); repetition++) {
      await setStock(api.database, a.id, 10);
      await setStock(api.database, b.id, 10);
      const shoppers = Array.from({ length: 30 }, () => ({ qa: 1 + Math.floor(Math.random() * 4), qb: 1 + Math.floor(Math.random() * 4) }));
      const carts = await Promise.all(shoppers.map(async ({ qa, qb }) => ({ ...(await insertGuestCarts(api.database, 1, [{ offer: a, quantity: qa }, { offer: b, quantity: qb }]))[0]!, qa, qb })));
      const placed = await placeAll(carts);
      const won = carts.filter((_, i) => placed[i]!.statusCode === 201);
      expect(placed.every((p) => p.statusCode === 201 || codeOf(p) === 'OUT_OF_STOCK')).toBe(true);
      const heldA = won.reduce((sum, cart) => sum + cart.qa, 0);
      const heldB = won.reduce((sum, cart) => sum + cart.qb, 0);
      expect(heldA).toBeLessThanOrEqual(10);
      expect(heldB).toBeLessThanOrEqual(10);
      // All or nothing: what the offers hold is exactly the lines of the orders that were placed.
      expect((await stockOf(api.database, a.id)).available).toBe(10 - heldA);
      expect((await stockOf(api.database, b.id)).available).toBe(10 - heldB);
    }
  }, 300_000);

  it(`C2: stock 3, concurrent orders of a line of 2 units → exactly one, the rest OUT_OF_STOCK with 1 available (× ${REPETITIONS})`, async () => {
    const offer = take();
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      await setStock(api.database, offer.id, 3);
      const carts = await insertGuestCarts(api.database, 10, [{ offer, quantity: 2 }]);
      const placed = await placeAll(carts);
      expect(placed.filter((p) => p.statusCode === 201)).toHaveLength(1);
      const refused = placed.filter((p) => p.statusCode === 409).map((p) => CheckoutConflictBody.parse(p.body));
      expect(refused).toHaveLength(9);
      expect(refused.every((body) => body.code === 'OUT_OF_STOCK' && body.offer_id === offer.id && body.available === 1)).toBe(true);
    }
  }, 300_000);

  it(`C6: a single-use coupon, 20 concurrent orders with it → exactly 1 order carries it, 19 COUPON_EXHAUSTED before any payment starts (× ${REPETITIONS})`, async () => {
    const offer = take();
    await setStock(api.database, offer.id, 1_000_000);
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const coupon = await createCoupon(api.database, { code: `ONCE${repetition}${randomUUID().slice(0, 6)}`.toUpperCase(), value: 10, max_usage: 1 });
      const carts = await insertGuestCarts(api.database, 20, [{ offer, quantity: 1 }], coupon.id);
      const checkoutsBefore = gateway.callsOf('createCheckout').length;
      const placed = await placeAll(carts);
      expect(placed.map(codeOf).sort()).toEqual(['201', ...Array<string>(19).fill('COUPON_EXHAUSTED')]);
      expect(gateway.callsOf('createCheckout').length - checkoutsBefore).toBe(1);
      const [row] = await api.database.query<{ usage_count: number; orders: number }>(
        `select d.usage_count, (select count(*)::int from orders o where o.discount_id = d.id) as orders from discounts d where d.id = $1`,
        [coupon.id],
      );
      expect(row).toEqual({ usage_count: 1, orders: 1 });
    }
  }, 300_000);

  it(`C7/C8: 10 concurrent submits of one cart with one Idempotency-Key → 1 order, 1 gateway checkout, every answer the same order (× ${REPETITIONS})`, async () => {
    const offer = take();
    await setStock(api.database, offer.id, 1_000_000);
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const [cart] = await insertGuestCarts(api.database, 1, [{ offer, quantity: 1 }]);
      const key = randomUUID();
      const before = gateway.callsOf('createCheckout').length;
      const answers = await Promise.all(Array.from({ length: 10 }, () => orders.place(cart!.cartUuid, orderBody(), cart!.as, key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array<number>(10).fill(201));
      const uuids = new Set(answers.map((answer) => OrderCreatedResponse.parse(answer.json()).data.order_uuid));
      expect(uuids.size).toBe(1);
      expect(gateway.callsOf('createCheckout').length - before).toBe(1);
      const [{ count }] = (await api.database.query<{ count: number }>(`select count(*)::int as count from orders where cart_uuid = $1`, [cart!.cartUuid])) as [{ count: number }];
      expect(count).toBe(1);
    }
  }, 300_000);

  it(`C7: 10 concurrent submits of one cart with different keys → 1 order, the others 409 CART_NOT_OPEN (× ${REPETITIONS})`, async () => {
    const offer = take();
    await setStock(api.database, offer.id, 1_000_000);
    for (let repetition = 0; repetition < REPETITIONS; repetition++) {
      const [cart] = await insertGuestCarts(api.database, 1, [{ offer, quantity: 1 }]);
      const placed = await placeAll(Array.from({ length: 10 }, () => cart!));
      expect(placed.map(codeOf).sort()).toEqual(['201', ...Array<string>(9).fill('CART_NOT_OPEN')]);
    }
  }, 300_000);

  it('C9: 20 orders stalled 5 s at the gateway (more than the pool has connections) do not slow orders of another offer (p95 under 1 s)', async () => {
    const [slow, fast] = [take(), take()];
    await setStock(api.database, slow.id, 100);
    await setStock(api.database, fast.id, 100);
    const stalledCarts = await insertGuestCarts(api.database, 20, [{ offer: slow, quantity: 1 }]);
    const fastCarts = await insertGuestCarts(api.database, 10, [{ offer: fast, quantity: 1 }]);
    const isStalled = (input: unknown) => (input as { amount: number }).amount === slow.price;
    gateway.delay = (name, input) => (name === 'createCheckout' && isStalled(input) ? 5_000 : 0);
    try {
      const stalled = placeAll(stalledCarts);
      // Every stalled order has committed and is waiting at the gateway.
      while (gateway.callsOf('createCheckout').filter((call) => isStalled(call.input)).length < 20) await sleep(10);
      const durations: number[] = [];
      for (const cart of fastCarts) {
        const started = performance.now();
        const response = await orders.place(cart.cartUuid, orderBody(), cart.as);
        durations.push(performance.now() - started);
        expect(response.statusCode).toBe(201);
      }
      durations.sort((x, y) => x - y);
      const p95 = durations[Math.ceil(durations.length * 0.95) - 1]!;
      timings.push(`C9 p95 beside 20 orders stalled 5 s: ${Math.round(p95)} ms`);
      expect(p95).toBeLessThan(1_000);
      expect((await stalled).map((placed) => placed.statusCode)).toEqual(Array<number>(20).fill(201));
    } finally {
      gateway.delay = () => 0;
    }
  }, 60_000);

  it('C3/C9: 200 mixed concurrent operations (orders, paid webhooks and returns, timeouts, declines, the sweeper, operator restocks) on two sellers\' offers of one cart → no deadlock, no 500, each offer\'s stock conserved', async () => {
    const own = take();
    const [other] = await api.database.query<TestOffer>(
      `select o.id, coalesce(o.price_campaign, o.price)::float8 as price, o.pvp::float8 as pvp, v.product_id as "productId"
       from offers o join sellers s on s.id = o.seller_id join variants v on v.id = o.variant_id join products p on p.id = v.product_id
       where s.vendor_type = 'MARKETPLACE' and o.is_active and p.is_active and o.seller_id <> (select seller_id from offers where id = $1)
       order by o.id desc limit 1`,
      [own.id],
    );
    const pair = [own, other!];
    for (const offer of pair) await setStock(api.database, offer.id, 40);
    const soldBefore = await Promise.all(pair.map(async (offer) => (await stockOf(api.database, offer.id)).sold));
    const uuids = await api.database.query<{ uuid: string }>('select uuid from offers where id = any($1::int[])', [pair.map((offer) => offer.id)]);
    const carts = await Promise.all(
      Array.from({ length: 80 }, async (_, i) => {
        const lines = i % 3 === 0 ? [pair[0]!] : i % 3 === 1 ? [pair[1]!] : pair;
        return (await insertGuestCarts(api.database, 1, lines.map((offer) => ({ offer, quantity: 1 + (i % 2) }))))[0]!;
      }),
    );
    const statuses: number[] = [];
    const logged = vi.spyOn(api.app.log, 'error');
    const started = performance.now();
    const outcomes = ['webhook', 'return', 'timeout', 'declined', 'none'] as const;
    const shopper = async (cart: (typeof carts)[number], i: number) => {
      await sleep(Math.random() * 30);
      const method = i % 2 === 0 ? 'mbway' : 'multibanco';
      const placed = await orders.place(cart.cartUuid, orderBody({ payment_method: method, ...(method === 'mbway' ? { mbway_phone: '912345678' } : {}) }), cart.as);
      statuses.push(placed.statusCode);
      if (placed.statusCode !== 201) return;
      const transactionId = OrderCreatedResponse.parse(placed.json()).data.payment.transaction_id!;
      await sleep(Math.random() * 30);
      const outcome = outcomes[i % outcomes.length]!;
      if (outcome === 'webhook') await api.app.ledger.applyGatewayStatus(gateway.settle(transactionId, 'paid'), 'webhook');
      if (outcome === 'return') {
        gateway.settle(transactionId, 'paid');
        statuses.push((await orders.paymentReturn(transactionId, cart.as)).statusCode);
      }
      if (outcome === 'timeout' || outcome === 'declined') await api.app.ledger.applyGatewayStatus(gateway.settle(transactionId, outcome), 'poll');
    };
    const operator = async (i: number) => {
      await sleep(Math.random() * 60);
      if (i % 2 === 0) {
        await api.app.ledger.sweepExpiredHolds();
        return;
      }
      const response = await api.app.inject({
        method: 'PATCH',
        url: `/v1/admin/offers/${uuids[i % uuids.length]!.uuid}`,
        headers: { authorization: `Bearer ${api.config.adminToken}` },
        payload: { stock: 30 + (i % 20) },
      });
      statuses.push(response.statusCode);
    };
    await Promise.all([...carts.map(shopper), ...Array.from({ length: 40 }, (_, i) => operator(i))]);
    timings.push(`mixed 200: ${Math.round(performance.now() - started)} ms`);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThan(0);
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    for (const [index, offer] of pair.entries()) {
      const stock = await stockOf(api.database, offer.id);
      const [row] = await api.database.query<{ held: number; sold: number }>(
        `select (select coalesce(sum(h.quantity), 0)::int from stock_holds h where h.offer_id = $1 and h.outcome = 'held') as held,
           (select coalesce(sum(l.quantity), 0)::int from order_lines l join orders o on o.id = l.order_id
             where l.offer_id = $1 and o.status in ('paid', 'paid_after_expiry')
               and not exists (select 1 from payment_refunds r where r.attempt_id = o.current_attempt_id and r.reason <> 'return')) as sold`,
        [offer.id],
      );
      expect(stock.in_checkout).toBe(row!.held);
      expect(stock.sold - soldBefore[index]!).toBe(row!.sold);
      expect(stock.available).toBeGreaterThanOrEqual(0);
    }
  }, 120_000);

  it(`P4: the webhook and the shopper's return of one payment arrive together (jitter 0–50 ms, ${P4_RUNS} runs) → exactly one paid transition, one stock commit, one e-mail, one order event`, async () => {
    const offer = take();
    await setStock(api.database, offer.id, 1_000_000);
    const published = vi.spyOn(api.app.broadcasting, 'publishOrderCreated');
    const started = performance.now();
    const BATCH = 10;
    for (let start = 0; start < P4_RUNS; start += BATCH) {
      const carts = await insertGuestCarts(api.database, Math.min(BATCH, P4_RUNS - start), [{ offer, quantity: 2 }]);
      const created: OrderCreated[] = (await placeAll(carts)).map((placed) => OrderCreatedResponse.parse(placed.body).data);
      const soldBefore = (await stockOf(api.database, offer.id)).sold;
      published.mockClear();
      const outcomes = await Promise.all(
        created.map(async (order, i) => {
          const transactionId = order.payment.transaction_id!;
          const paid = gateway.settle(transactionId, 'paid');
          const [webhook, returned] = await Promise.all([
            sleep(Math.random() * 50).then(() => api.app.ledger.applyGatewayStatus(paid, 'webhook')),
            sleep(Math.random() * 50).then(() => orders.paymentReturn(transactionId, carts[i]!.as)),
          ]);
          expect(returned.statusCode).toBe(200);
          return { webhook, returned: returned.json<{ data: { status: string; order_status: string } }>().data };
        }),
      );
      for (const { returned } of outcomes) expect(returned).toMatchObject({ status: 'paid', order_status: 'paid' });
      expect((await stockOf(api.database, offer.id)).sold - soldBefore).toBe(2 * created.length);
      const uuids = created.map((order) => order.order_uuid);
      const mails = await api.database.query<{ to_address: string; count: number }>(
        `select m.subject, count(*)::int as count from mail_outbox m where m.kind = 'order_confirmation' and m.subject like any($1::text[]) group by m.subject`,
        [uuids.map((uuid) => `%#${uuid.slice(0, 8)}%`)],
      );
      expect(mails.map((mail) => mail.count)).toEqual(Array<number>(created.length).fill(1));
      expect(published.mock.calls.map(([, payload]) => payload.order.order_uuid).sort()).toEqual([...uuids].sort());
    }
    timings.push(`P4 ${P4_RUNS} runs: ${Math.round(performance.now() - started)} ms`);
  }, 300_000);
});
