import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartConflictBody, CartResponse, type Cart } from '../../../contract';
import { createTestApi, TEST_PG, type TestApi } from '../../test-support';
import { cartClient, item, setStock, takeOffers, testSessionId, type TestOffer } from './cart-test-kit';

/**
 * Reliability C2 and C5 on the PostgreSQL server (PGlite runs one transaction at a time, so a race
 * cannot happen there): one shopper's concurrent "add one" operations, each a GET, then a PUT with
 * the version it read and quantity + 1, re-applied after a 409 CART_VERSION_CONFLICT on the cart read again.
 */
const REPETITIONS = Number(process.env.CART_RACE_REPETITIONS ?? 20);
const OPERATIONS = Number(process.env.CART_RACE_OPERATIONS ?? 30);
/**
 * The reliability item's full size, 500 racing adds, runs this many times (default once): about half a
 * minute on two shared cores, so `CART_RACE_FULL_REPETITIONS=20` (its 20 × 500) is an on-demand run.
 */
const FULL_OPERATIONS = 500;
const FULL_REPETITIONS = Number(process.env.CART_RACE_FULL_REPETITIONS ?? 1);
const DISTINCT_OFFERS = 100;
/**
 * The retry backoff grows with the crowd: every operation's first PUT races all the others at once, and the
 * retries then spread over a window a few milliseconds wide per shopper, so that a retry meets few others.
 * A fixed 2 ms base made the 500-add race cost 36,000 PUTs (two minutes); this one costs about 5,000.
 */
const backoffBase = (operations: number) => Number(process.env.CART_RACE_BACKOFF_BASE ?? 2 * operations);
const backoffCap = (operations: number) => Number(process.env.CART_RACE_BACKOFF_CAP ?? 20 * operations);

type Outcome = 'added' | 'outOfStock';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(TEST_PG)(`cart concurrency on the PostgreSQL server (C2, C5: ${REPETITIONS} × ${OPERATIONS} and ${FULL_REPETITIONS} × ${FULL_OPERATIONS} concurrent adds to one cart; CART_RACE_FULL_REPETITIONS=20 for the issue's 20 × 500)`, () => {
  let api: TestApi;
  let carts: ReturnType<typeof cartClient>;
  let anchor: TestOffer;
  let pool: TestOffer[];
  const timings: string[] = [];

  beforeAll(async () => {
    api = await createTestApi('postgres', { products: DISTINCT_OFFERS + 20, poolSize: 16 });
    carts = cartClient(api.app);
    const offers = await takeOffers(api.database, DISTINCT_OFFERS + 4, 0);
    anchor = offers[0]!;
    pool = offers.slice(1);
    await setStock(api.database, anchor.id, 1_000_000);
  });
  afterAll(async () => {
    if (timings.length) process.stdout.write(`cart concurrency timings: ${timings.join('; ')}\n`);
    await api?.close();
  });

  /** A guest cart holding one unit of the anchor offer (the carts under test always have a line). */
  async function newCart(): Promise<{ session: string; cart: Cart }> {
    const session = testSessionId();
    const response = await carts.save({ customer_id: null, session_id: session, items: [item(anchor.id, 1, anchor.price)] }, { session });
    return { session, cart: CartResponse.parse(response.json()).data };
  }

  /**
   * One shopper's "add one unit of `offer`": the cart's other lines are sent unchanged; with `split`
   * the new quantity goes as two lines of the offer (the server sums them, C2).
   */
  async function addOne(session: string, cartUuid: string, offer: TestOffer, split: boolean, operations: number): Promise<{ outcome: Outcome; attempts: number }> {
    let cart = CartResponse.parse((await carts.get(cartUuid, { session })).json()).data;
    for (let attempt = 1; ; attempt++) {
      const quantity = (cart.items.find((line) => line.offer_id === offer.id)?.quantity ?? 0) + 1;
      const others = cart.items.filter((line) => line.offer_id !== offer.id).map((line) => item(line.offer_id, line.quantity, line.price));
      const lines = split && quantity > 1 ? [item(offer.id, quantity - 1, offer.price), item(offer.id, 1, offer.price)] : [item(offer.id, quantity, offer.price)];
      const response = await carts.update(
        { cart_uuid: cartUuid, customer_id: null, session_id: session, items: [...others, ...lines], version: cart.version },
        { session },
      );
      if (response.statusCode === 200) return { outcome: 'added', attempts: attempt };
      if (response.statusCode !== 409) throw new Error(`unexpected ${response.statusCode}: ${response.body}`);
      const conflict = CartConflictBody.parse(response.json());
      if (conflict.code === 'OUT_OF_STOCK') return { outcome: 'outOfStock', attempts: attempt };
      expect(conflict.code).toBe('CART_VERSION_CONFLICT');
      // Jittered backoff, so hundreds of shoppers re-applying at once do not all collide again. The cart the
      // conflict carries is stale by the end of the wait, so the retry reads it afresh: its PUT then races only
      // the writes of its own few milliseconds, not of the whole wait.
      await sleep(Math.random() * Math.min(backoffCap(operations), backoffBase(operations) * 2 ** (attempt - 1)));
      cart = CartResponse.parse((await carts.get(cartUuid, { session })).json()).data;
    }
  }

  async function run(offer: TestOffer, stock: number | null, split: boolean, operations: number) {
    await setStock(api.database, offer.id, stock ?? 1_000_000);
    const { session, cart } = await newCart();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: operations }, (_, i) => addOne(session, cart.cart_uuid, offer, split && i % 2 === 0, operations)));
    const ms = performance.now() - started;
    const final = CartResponse.parse((await carts.get(cart.cart_uuid, { session })).json()).data;
    const line = final.items.filter((l) => l.offer_id === offer.id);
    return { results, final, line, ms, attempts: results.reduce((sum, r) => sum + r.attempts, 0) };
  }

  /** One repetition: the unlimited race and the stock race side by side, on two carts and two offers. */
  async function race(operations: number, label: string) {
    const stockLimit = Math.round(operations * 0.6);
    const [unlimited, limited] = await Promise.all([run(pool[0]!, null, false, operations), run(pool[1]!, stockLimit, true, operations)]);

    expect(unlimited.results.every((r) => r.outcome === 'added')).toBe(true);
    expect(unlimited.line.map((l) => l.quantity)).toEqual([operations]);
    expect(unlimited.final.items.find((l) => l.offer_id === anchor.id)?.quantity).toBe(1);
    expect(unlimited.final.version).toBe(1 + operations);

    expect(limited.results.filter((r) => r.outcome === 'added')).toHaveLength(stockLimit);
    expect(limited.results.filter((r) => r.outcome === 'outOfStock')).toHaveLength(operations - stockLimit);
    expect(limited.line.map((l) => l.quantity)).toEqual([stockLimit]);
    timings.push(`${label}: ${Math.round(Math.max(unlimited.ms, limited.ms))} ms, ${unlimited.attempts} + ${limited.attempts} PUTs`);
  }

  it(`${REPETITIONS} × ${OPERATIONS} concurrent adds end at exactly ${OPERATIONS} (none lost); with stock ${Math.round(OPERATIONS * 0.6)}, half sent as two lines of the offer, at exactly that stock and the rest clean OUT_OF_STOCK`, async () => {
    for (let repetition = 1; repetition <= REPETITIONS; repetition++) await race(OPERATIONS, `#${repetition} × ${OPERATIONS}`);
  }, 900_000);

  it(`${FULL_REPETITIONS} × ${FULL_OPERATIONS} concurrent adds end at exactly ${FULL_OPERATIONS}; with stock ${Math.round(FULL_OPERATIONS * 0.6)} at exactly that stock, the rest clean OUT_OF_STOCK`, async () => {
    for (let repetition = 1; repetition <= FULL_REPETITIONS; repetition++) await race(FULL_OPERATIONS, `#${repetition} × ${FULL_OPERATIONS}`);
  }, FULL_REPETITIONS * 600_000);

  it(`${DISTINCT_OFFERS} concurrent adds of distinct offers give ${DISTINCT_OFFERS} lines, none duplicated (C5)`, async () => {
    const offers = pool.slice(2, 2 + DISTINCT_OFFERS);
    for (const offer of offers) await setStock(api.database, offer.id, 10);
    const { session, cart } = await newCart();
    const started = performance.now();
    await Promise.all(offers.map((offer) => addOne(session, cart.cart_uuid, offer, false, DISTINCT_OFFERS)));
    timings.push(`${DISTINCT_OFFERS} distinct: ${Math.round(performance.now() - started)} ms`);
    const final = CartResponse.parse((await carts.get(cart.cart_uuid, { session })).json()).data;
    expect(final.items).toHaveLength(DISTINCT_OFFERS + 1);
    expect(new Set(final.items.map((l) => l.offer_id)).size).toBe(DISTINCT_OFFERS + 1);
    expect(final.items.every((l) => l.quantity === 1)).toBe(true);
    const [{ lines }] = (await api.database.query<{ lines: number }>(
      'select count(*)::int as lines from cart_items ci join carts c on c.id = ci.cart_id where c.uuid = $1',
      [cart.cart_uuid],
    )) as [{ lines: number }];
    expect(lines).toBe(DISTINCT_OFFERS + 1);
  }, 600_000);

  it('20 concurrent first saves of one session make one cart, and no line above its stock', async () => {
    const offer = pool[2 + DISTINCT_OFFERS]!;
    await setStock(api.database, offer.id, 3);
    const session = testSessionId();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => carts.save({ customer_id: null, session_id: session, items: [item(offer.id, 2, offer.price), item(offer.id, 1, offer.price)] }, { session })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    const uuids = new Set(answers.map((a) => CartResponse.parse(a.json()).data.cart_uuid));
    expect(uuids.size).toBe(1);
    const [{ quantity }] = (await api.database.query<{ quantity: number }>(
      `select ci.quantity from cart_items ci join carts c on c.id = ci.cart_id where c.session_id = $1 and ci.offer_id = $2`,
      [session, offer.id],
    )) as [{ quantity: number }];
    expect(quantity).toBe(3);
  }, 60_000);
});
