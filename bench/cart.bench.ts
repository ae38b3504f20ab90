/**
 * Cart call costs (reliability L4 asks cart mutations to stay fast under load): on a seeded PGlite
 * api (BENCH_CART_PRODUCTS, default 200), with in-process `inject` (no sockets), times
 * BENCH_CART_TRIES (default 200) of each, one guest cart per try:
 * - POST v1/carts/save (a new cart with one line), GET v1/carts/cart/{uuid},
 * - PUT v1/carts/update adding a second seller's line (with its version), a stale-version PUT (409),
 * - POST v1/carts/{uuid}/coupon (VERAO10) and DELETE v1/carts/{uuid}.
 * It prints p50/p95 per call. The concurrency figures (500 racing adds) come from
 * api/modules/cart/cart-concurrency.test.ts on the PostgreSQL server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { COMMERCE_API_PATHS, SESSION_ID_ALPHABET, SESSION_ID_HEADER, SESSION_ID_LENGTH } from '../contract';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/client';
import { seedCatalogue } from '../api/db/seed';

const TRIES = Number(process.env.BENCH_CART_TRIES ?? 200);
const PRODUCTS = Number(process.env.BENCH_CART_PRODUCTS ?? 200);

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cart-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_PRODUCTS: '0', LOG_LEVEL: 'silent' });
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
await seedCatalogue(database, { products: PRODUCTS });
const app = await buildApp({ config, database });
await app.ready();

const offers = await database.query<{ id: number; price: number; seller: number }>(
  `select o.id, coalesce(o.price_campaign, o.price)::float8 as price, o.seller_id as seller from offers o
   join variants v on v.id = o.variant_id join products p on p.id = v.product_id
   where o.is_active and p.is_active and o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout > 5 order by o.id`,
);
const first = offers[0]!;
const second = offers.find((offer) => offer.seller !== first.seller) ?? offers[1]!;
const line = (offer: { id: number; price: number }, quantity: number) => ({ offer_id: offer.id, quantity, price: offer.price, segment_id: null, campaign_id: null, cart_id: null, id: null, category: null });
const sessionId = () => Array.from(randomBytes(SESSION_ID_LENGTH), (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');

const cases: Record<string, number[]> = { save: [], get: [], update: [], 'update stale (409)': [], 'coupon apply': [], delete: [] };
async function timed(name: string, run: () => Promise<{ statusCode: number; body: string }>, expected: number) {
  const start = performance.now();
  const response = await run();
  cases[name]!.push(performance.now() - start);
  if (response.statusCode !== expected) throw new Error(`${name}: expected ${expected}, got ${response.statusCode} ${response.body}`);
  return response;
}

for (let i = 0; i < TRIES; i++) {
  const session = sessionId();
  const headers = { [SESSION_ID_HEADER]: session };
  const saved = await timed('save', () => app.inject({ method: 'POST', url: COMMERCE_API_PATHS.cartSave, headers, payload: { customer_id: null, session_id: session, items: [line(first, 1)] } }), 201);
  const cart = (JSON.parse(saved.body) as { data: { cart_uuid: string; version: number } }).data;
  await timed('get', () => app.inject({ url: COMMERCE_API_PATHS.cart(cart.cart_uuid), headers }), 200);
  const body = { cart_uuid: cart.cart_uuid, customer_id: null, session_id: session, items: [line(first, 1), line(second, 1)], version: cart.version };
  await timed('update', () => app.inject({ method: 'PUT', url: COMMERCE_API_PATHS.cartUpdate, headers, payload: body }), 200);
  await timed('update stale (409)', () => app.inject({ method: 'PUT', url: COMMERCE_API_PATHS.cartUpdate, headers, payload: body }), 409);
  await timed('coupon apply', () => app.inject({ method: 'POST', url: COMMERCE_API_PATHS.cartCoupon(cart.cart_uuid), headers, payload: { code: 'VERAO10' } }), 200);
  await timed('delete', () => app.inject({ method: 'DELETE', url: COMMERCE_API_PATHS.cartDelete(cart.cart_uuid), headers }), 200);
}

const pct = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
console.log(`cart calls on PGlite, ${TRIES} tries each (in-process inject):`);
for (const [name, times] of Object.entries(cases)) console.log(`  ${name.padEnd(20)} p50 ${pct(times, 50).toFixed(2)} ms  p95 ${pct(times, 95).toFixed(2)} ms`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
