/**
 * `npm run bench:checkout` (not part of `npm test` nor of `npm run bench`): the purchase under load, on
 * the PostgreSQL server, through the real HTTP API and the local SIBS sandbox.
 *
 * The API runs in its own process as `npm start` runs it (NODE_ENV=production, the sandbox on its own
 * port, jobs started), on a `bench_checkout` database it seeds (BENCH_PRODUCTS, default 60). Two figures:
 *
 * 1. Orders. BENCH_SHOPPERS (default 50) concurrent shoppers for BENCH_DURATION seconds (default 10),
 *    each in turn: a new guest cart of 1–3 lines (`POST /v1/carts/save`), its checkout view
 *    (`GET /v1/checkout/{cart}`), then the order (`POST /v1/checkout/{cart}/orders` with an
 *    Idempotency-Key, the cart's X-Session-Id and the view's total): Multibanco, or MB WAY with a phone
 *    the sandbox leaves waiting, approves (…678, its webhook sells the stock) or declines (…500, the
 *    stock comes back). Half of the carts hold one of BENCH_HOT_OFFERS (default 3) offers whose stock is
 *    BENCH_HOT_STOCK (default 5), set back to that by the operator's `PATCH /v1/admin/offers/{uuid}`
 *    every BENCH_REPLENISH_MS (default 1000); the other lines are on offers with plenty. Printed: orders
 *    per second, p50/p95/p99 of the order's creation, the 409 OUT_OF_STOCK refusals. Then every
 *    offer's stock columns are read in one snapshot: nothing below 0, sold + in carts + held ≤ initial,
 *    `stock_in_checkout` equal to the units of the holds still held, every order with its lines and
 *    holds — else the bench fails.
 * 2. Webhook acknowledgements. BENCH_WEBHOOK_CONNECTIONS (default 20) senders post SIBS notifications,
 *    AES-256-GCM sealed as SIBS seals them, to `POST /v1/payments/sibs/webhook` for BENCH_DURATION
 *    seconds: first "paid" for each MB WAY order of figure 1 still waiting (its real transaction and
 *    amount), mixed with deliveries of an already sent notification again and notifications for
 *    transactions the shop does not know. Every answer must be 200 with the exact acknowledgement;
 *    afterwards every one of those orders must turn paid, each notificationID be stored once and processed, and the
 *    stock check above hold again.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) is the server's maintenance
 * database; BENCH_REUSE=1 keeps `bench_checkout` (and its seeded catalogue) for the next run.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  CHECKOUT_API_PATHS,
  COMMERCE_API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  SESSION_ID_ALPHABET,
  SESSION_ID_HEADER,
  SESSION_ID_LENGTH,
  type CheckoutOrderInput,
} from '../contract';
import { startApiProcess } from '../app/server/launch';
import { encryptNotification, IV_HEADER, TAG_HEADER } from '../api/modules/payments/sibs/webhook-crypto';
import { freePort, root } from './web/servers';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 60);
const HOT_OFFERS = Number(process.env.BENCH_HOT_OFFERS ?? 3);
const HOT_STOCK = Number(process.env.BENCH_HOT_STOCK ?? 5);
const REPLENISH_MS = Number(process.env.BENCH_REPLENISH_MS ?? 1000);
const WEBHOOK_CONNECTIONS = Number(process.env.BENCH_WEBHOOK_CONNECTIONS ?? 20);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REUSE = process.env.BENCH_REUSE === '1';
const DATABASE = 'bench_checkout';
const PLENTY = 1_000_000;

const round1 = (ms: number) => Math.round(ms * 10) / 10;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function percentile(times: number[], p: number): number {
  if (times.length === 0) return Number.NaN;
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const spread = (times: number[]) =>
  `p50 ${round1(percentile(times, 50))} ms, p95 ${round1(percentile(times, 95))} ms, p99 ${round1(percentile(times, 99))} ms (${times.length})`;

function sessionId(): string {
  return Array.from(
    randomBytes(SESSION_ID_LENGTH),
    (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length],
  ).join('');
}

const problems: string[] = [];
const fail = (message: string) => {
  problems.push(message);
  process.stderr.write(`✗ ${message}\n`);
};

// ─── the database and the API ──────────────────────────────────────────────────────────────────────

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rowCount === 1;
if (!REUSE || !exists) {
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
}
const databaseUrl = new URL(SERVER_URL);
databaseUrl.pathname = `/${DATABASE}`;

// The bench measures the local sandbox on the API's own port.
delete process.env.SIBS_BASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-checkout-'));
const webhookSecret = randomBytes(32).toString('base64');
const adminToken = randomBytes(32).toString('base64url');
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;
console.log(
  `bench:checkout — ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average ${load()}; starting the API on ${DATABASE}…`,
);
const started = performance.now();
const api = await startApiProcess(root, {
  apiPort,
  apiUrl,
  webPort: await freePort(),
  dataDir,
  extraEnv: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl.toString(),
    SEED_PRODUCTS: String(PRODUCTS),
    SIBS_SANDBOX: 'on',
    SIBS_WEBHOOK_SECRET: webhookSecret,
    ADMIN_TOKEN: adminToken,
  },
});
console.log(`  API up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// Whatever ends this process, the API it started goes too.
process.once('exit', () => {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
});
const db = new pg.Client({ connectionString: databaseUrl.toString() });
await db.connect();

type Offer = { id: number; uuid: string; price: number };
const { rows: offers } = await db.query<Offer>(
  `select distinct on (p.id) o.id, o.uuid, coalesce(o.price_campaign, o.price)::float8 as price
   from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id
   where o.is_active and p.is_active order by p.id, o.id`,
);
const hot = offers.slice(0, HOT_OFFERS);
const plenty = offers.slice(HOT_OFFERS, HOT_OFFERS + 20);
if (hot.length < HOT_OFFERS || plenty.length < 3)
  throw new Error(`only ${offers.length} offers of distinct products; raise BENCH_PRODUCTS`);

async function setStock(offer: Offer, stock: number): Promise<void> {
  const response = await fetch(`${apiUrl}/v1/admin/offers/${offer.uuid}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ stock }),
  });
  if (response.status !== 200)
    throw new Error(`PATCH offer ${offer.id}: ${response.status} ${await response.text()}`);
}
for (const offer of plenty) await setStock(offer, PLENTY);
for (const offer of hot) await setStock(offer, HOT_STOCK);

type StockRow = {
  id: number;
  initial: number;
  sold: number;
  in_cart: number;
  in_checkout: number;
  held: number;
  committed: number;
};

/**
 * The stock rules over every offer, read in one snapshot (one statement): nothing below 0, sold + in carts + held ≤ initial,
 * `stock_in_checkout` = the units of the holds still held, and every order of the run with its lines and holds.
 */
async function checkStock(label: string, since: Date): Promise<void> {
  const { rows } = await db.query<StockRow & { orders_without_lines: number; orders_without_holds: number }>(
    `with holds as (
       select offer_id, sum(quantity) filter (where outcome = 'held')::int as held, sum(quantity) filter (where outcome = 'committed')::int as committed
       from stock_holds group by offer_id
     ), stock as (
       select o.id, o.initial_stock as initial, o.sold_stock as sold, o.stock_in_cart as in_cart, o.stock_in_checkout as in_checkout,
         coalesce(h.held, 0) as held, coalesce(h.committed, 0) as committed
       from offers o left join holds h on h.offer_id = o.id
     )
     select s.*,
       (select count(*) from orders r where r.created_at >= $2 and not exists (select 1 from order_lines l where l.order_id = r.id))::int as orders_without_lines,
       (select count(*) from orders r where r.created_at >= $2 and not exists (select 1 from stock_holds h where h.order_id = r.id))::int as orders_without_holds
     from stock s
     where s.id = any($1::int[]) or s.sold < 0 or s.in_checkout < 0 or s.in_cart < 0 or s.sold + s.in_cart + s.in_checkout > s.initial or s.in_checkout <> s.held
     order by s.id`,
    [[...hot, ...plenty].map((offer) => offer.id), since],
  );
  let broken = 0;
  for (const row of rows) {
    const why = [
      row.sold < 0 || row.in_cart < 0 || row.in_checkout < 0 ? 'a column below 0' : null,
      row.sold + row.in_cart + row.in_checkout > row.initial ? 'sold + in carts + held > initial' : null,
      row.in_checkout !== row.held ? `stock_in_checkout ${row.in_checkout} ≠ held holds ${row.held}` : null,
    ].filter(Boolean);
    if (why.length) {
      broken++;
      fail(`${label}: offer ${row.id} ${why.join(', ')} (${JSON.stringify(row)})`);
    }
  }
  const [first] = rows;
  if (first && first.orders_without_lines + first.orders_without_holds > 0) {
    fail(
      `${label}: ${first.orders_without_lines} orders without lines, ${first.orders_without_holds} without stock holds`,
    );
  }
  console.log(
    `  stock check (${label}): ${rows.length} offers read, ${broken} broken; the contended offers:`,
  );
  for (const row of rows.filter((candidate) => hot.some((offer) => offer.id === candidate.id))) {
    const left = row.initial - row.sold - row.in_cart - row.in_checkout;
    console.log(
      `    offer ${row.id}: initial ${row.initial}, sold ${row.sold} (${row.committed} of them through paid orders' holds), held ${row.in_checkout}, left ${left}` +
        ` → sold + held ${row.sold + row.in_checkout} ≤ initial ${row.initial}: ${row.sold + row.in_cart + row.in_checkout <= row.initial && left >= 0 ? 'yes' : 'NO'}`,
    );
  }
}

// ─── figure 1: orders with stock contention ────────────────────────────────────────────────────────

type Placed = { orderUuid: string; transactionId: string; phone: 'waiting' | 'approve' | 'decline' | null };
const times = {
  cart: [] as number[],
  view: [] as number[],
  order: [] as number[],
  refusedOrder: [] as number[],
};
const counts = {
  orders: 0,
  outOfStock: 0,
  cartRefused: 0,
  otherConflicts: new Map<string, number>(),
  errors: new Map<string, number>(),
};
const placed: Placed[] = [];
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;
const nineDigits = () => `9${String(randomInt(10_000_000, 99_999_999))}`;

/** A waiting MB WAY phone: any 9XXXXXXXX but the sandbox's magic endings. */
function waitingPhone(): string {
  for (;;) {
    const phone = nineDigits();
    if (!phone.endsWith('678') && !phone.endsWith('500')) return phone;
  }
}

/** Multibanco 35 %, MB WAY left waiting 45 %, approved 15 %, declined 5 %. */
function paymentOf(): Pick<CheckoutOrderInput, 'payment_method' | 'mbway_phone'> & {
  phone: Placed['phone'];
} {
  const roll = randomInt(100);
  if (roll < 35) return { payment_method: 'multibanco', phone: null };
  if (roll < 80) return { payment_method: 'mbway', mbway_phone: waitingPhone(), phone: 'waiting' };
  if (roll < 95)
    return { payment_method: 'mbway', mbway_phone: `${nineDigits().slice(0, 6)}678`, phone: 'approve' };
  return { payment_method: 'mbway', mbway_phone: `${nineDigits().slice(0, 6)}500`, phone: 'decline' };
}

function linesOf(): { offer: Offer; quantity: number }[] {
  const lines: { offer: Offer; quantity: number }[] = [];
  if (randomInt(2) === 0) lines.push({ offer: pick(hot), quantity: 1 });
  const count = randomInt(lines.length ? 0 : 1, 3 - lines.length + 1);
  const shuffled = [...plenty].sort(() => Math.random() - 0.5);
  for (const offer of shuffled.slice(0, count)) lines.push({ offer, quantity: randomInt(1, 4) });
  return lines;
}

async function timed(
  list: number[],
  request: () => Promise<Response>,
): Promise<{ status: number; body: string }> {
  const start = performance.now();
  const response = await request();
  const body = await response.text();
  list.push(performance.now() - start);
  return { status: response.status, body };
}

/** One shopper's purchase: cart, checkout view, order. */
async function shop(): Promise<void> {
  const session = sessionId();
  const json = { [SESSION_ID_HEADER]: session, 'content-type': 'application/json' };
  const lines = linesOf();
  const items = lines.map(({ offer, quantity }) => ({
    offer_id: offer.id,
    quantity,
    price: offer.price,
    segment_id: null,
    campaign_id: null,
    cart_id: null,
    id: null,
    category: null,
  }));
  const saved = await timed(times.cart, () =>
    fetch(`${apiUrl}${COMMERCE_API_PATHS.cartSave}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ customer_id: null, session_id: session, items }),
    }),
  );
  if (saved.status === 409) {
    counts.cartRefused++;
    return;
  }
  if (saved.status !== 201) {
    bump(counts.errors, `cart ${saved.status} ${saved.body.slice(0, 120)}`);
    return;
  }
  const cartUuid = (JSON.parse(saved.body) as { data: { cart_uuid: string } }).data.cart_uuid;
  const view = await timed(times.view, () =>
    fetch(`${apiUrl}${CHECKOUT_API_PATHS.checkout(cartUuid)}`, { headers: { [SESSION_ID_HEADER]: session } }),
  );
  if (view.status !== 200) {
    bump(counts.errors, `checkout view ${view.status} ${view.body.slice(0, 120)}`);
    return;
  }
  const total = (JSON.parse(view.body) as { data: { totals: { total: number } } }).data.totals.total;
  const { phone, ...payment } = paymentOf();
  const body: CheckoutOrderInput = {
    email: `shopper.${session.slice(0, 8).toLowerCase()}@example.test`,
    name: 'Ana Silva',
    phone: '912345678',
    shipping_address: { street: 'Rua Augusta 100', postal_code: '1100-053', city: 'Lisboa', country: 'PT' },
    expected_total: total,
    ...payment,
  };
  const start = performance.now();
  const response = await fetch(`${apiUrl}${CHECKOUT_API_PATHS.checkoutOrders(cartUuid)}`, {
    method: 'POST',
    headers: { ...json, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - start;
  if (response.status === 201) {
    times.order.push(ms);
    counts.orders++;
    const created = (
      JSON.parse(text) as { data: { order_uuid: string; payment: { transaction_id: string } } }
    ).data;
    placed.push({ orderUuid: created.order_uuid, transactionId: created.payment.transaction_id, phone });
  } else if (response.status === 409) {
    times.refusedOrder.push(ms);
    const code = (JSON.parse(text) as { code?: string }).code ?? '?';
    if (code === 'OUT_OF_STOCK') counts.outOfStock++;
    else bump(counts.otherConflicts, code);
  } else {
    bump(counts.errors, `order ${response.status} ${text.slice(0, 160)}`);
  }
}

async function shopper(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      await shop();
    } catch (error) {
      bump(counts.errors, `request failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

let replenishments = 0;
async function replenisher(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, REPLENISH_MS));
    for (const offer of hot) await setStock(offer, HOT_STOCK);
    replenishments++;
  }
}

const ordersSince = new Date((await db.query<{ now: Date }>('select now() as now')).rows[0]!.now);
console.log(
  `\nFigure 1: ${SHOPPERS} shoppers × ${DURATION_S} s, ${HOT_OFFERS} contended offers (stock ${HOT_STOCK}, set back every ${REPLENISH_MS} ms) and ${plenty.length} plentiful; load average ${load()}`,
);
const ordersStart = performance.now();
const ordersDeadline = ordersStart + DURATION_S * 1000;
await Promise.all([
  ...Array.from({ length: SHOPPERS }, () => shopper(ordersDeadline)),
  replenisher(ordersDeadline),
]);
const ordersSeconds = (performance.now() - ordersStart) / 1000;

console.log(
  `  orders created: ${counts.orders} in ${ordersSeconds.toFixed(1)} s → ${(counts.orders / ordersSeconds).toFixed(1)} orders/s`,
);
console.log(`  order creation (201): ${spread(times.order)}`);
console.log(
  `  409 OUT_OF_STOCK at order creation: ${counts.outOfStock} (${spread(times.refusedOrder)}); carts refused at save (409): ${counts.cartRefused}`,
);
if (counts.otherConflicts.size)
  console.log(`  other 409s: ${JSON.stringify(Object.fromEntries(counts.otherConflicts))}`);
console.log(`  cart save: ${spread(times.cart)}`);
console.log(`  checkout view: ${spread(times.view)}`);
console.log(
  `  stock set back ${replenishments} times; payments: ${['waiting', 'approve', 'decline', null].map((kind) => `${kind ?? 'multibanco'} ${placed.filter((p) => p.phone === kind).length}`).join(', ')}`,
);
for (const [error, count] of counts.errors) fail(`figure 1: ${count} × ${error}`);
if (counts.orders === 0) fail('figure 1: no order was created');
await checkStock('after the orders', ordersSince);
const [{ written }] = (
  await db.query<{ written: number }>('select count(*)::int as written from orders where created_at >= $1', [
    ordersSince,
  ])
).rows as [{ written: number }];
console.log(
  `  orders in the database since the start: ${written} (${counts.orders} answered 201; a refusal writes none)`,
);
if (written !== counts.orders) fail(`figure 1: ${written} orders written for ${counts.orders} answered 201`);

// ─── figure 2: webhook acknowledgements ────────────────────────────────────────────────────────────

type Sent = { payload: Record<string, unknown>; notificationId: string };
const { rows: waiting } = await db.query<{
  transaction_id: string;
  merchant_transaction_id: string;
  amount: string;
  order_uuid: string;
}>(
  `select a.transaction_id, a.merchant_transaction_id, a.amount::text as amount, o.uuid as order_uuid
   from payment_attempts a join orders o on o.id = a.order_id
   where a.transaction_id = any($1::text[]) and a.status = 'pending' and o.status = 'pending_payment'`,
  [placed.filter((p) => p.phone === 'waiting').map((p) => p.transactionId)],
);

function paidNotification(attempt: (typeof waiting)[number] | null): Sent {
  const notificationId = randomUUID();
  const payload = {
    returnStatus: { statusCode: '000', statusMsg: 'Success' },
    paymentStatus: 'Success',
    paymentMethod: 'MBWAY',
    transactionID: attempt?.transaction_id ?? `s${randomBytes(12).toString('hex')}`,
    transactionDateTime: new Date().toISOString(),
    amount: { currency: 'EUR', value: attempt?.amount ?? '19.90' },
    merchant: {
      transactionId: attempt?.merchant_transaction_id ?? `SF${randomBytes(12).toString('hex')}`,
      terminalId: 52221,
    },
    paymentType: 'PURS',
    notificationID: notificationId,
  };
  return { payload, notificationId };
}

const acks: number[] = [];
const sentIds = new Set<string>();
const kinds = { paid: 0, again: 0, unknown: 0 };
let nextWaiting = 0;
const sent: Sent[] = [];
let badAcks = 0;

/** The next delivery: half "paid" for the waiting orders while any is left, a quarter sent again, a quarter (then half) unknown. */
function nextNotification(i: number): Sent {
  const slot = i % 4;
  if (slot >= 2 && nextWaiting < waiting.length) {
    kinds.paid++;
    const notification = paidNotification(waiting[nextWaiting++]!);
    sent.push(notification);
    return notification;
  }
  if (slot % 2 === 0 && sent.length) {
    kinds.again++;
    return pick(sent);
  }
  kinds.unknown++;
  return paidNotification(null);
}

let deliveries = 0;
async function deliver(): Promise<void> {
  const { payload, notificationId } = nextNotification(deliveries++);
  sentIds.add(notificationId);
  // SIBS seals each delivery afresh: a new IV every time, also for a notification sent again.
  const sealed = encryptNotification(webhookSecret, payload);
  const start = performance.now();
  const response = await fetch(`${apiUrl}/v1/payments/sibs/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', [IV_HEADER]: sealed.iv, [TAG_HEADER]: sealed.tag },
    body: sealed.body,
  });
  const text = await response.text();
  acks.push(performance.now() - start);
  const expected = JSON.stringify({
    statusCode: '200',
    statusMsg: 'Success',
    notificationID: notificationId,
  });
  if (response.status !== 200 || text !== expected) {
    badAcks++;
    if (badAcks <= 5)
      fail(
        `figure 2: ${response.status} ${text.slice(0, 160)} instead of the acknowledgement of ${notificationId}`,
      );
  }
}

async function sender(deadline: number): Promise<void> {
  while (performance.now() < deadline) {
    try {
      await deliver();
    } catch (error) {
      badAcks++;
      if (badAcks <= 5)
        fail(`figure 2: a delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

console.log(
  `\nFigure 2: ${WEBHOOK_CONNECTIONS} senders × ${DURATION_S} s of SIBS notifications; ${waiting.length} MB WAY orders still waiting; load average ${load()}`,
);
const hooksStart = performance.now();
const hooksDeadline = hooksStart + DURATION_S * 1000;
await Promise.all(Array.from({ length: WEBHOOK_CONNECTIONS }, () => sender(hooksDeadline)));
const hooksSeconds = (performance.now() - hooksStart) / 1000;
console.log(
  `  acknowledged: ${acks.length - badAcks} of ${acks.length} in ${hooksSeconds.toFixed(1)} s → ${(acks.length / hooksSeconds).toFixed(0)} notifications/s`,
);
console.log(`  acknowledgement: ${spread(acks)}; max ${round1(Math.max(...acks))} ms`);
console.log(
  `  deliveries: ${kinds.paid} "paid" for waiting orders, ${kinds.again} sent again, ${kinds.unknown} for unknown transactions; ${sentIds.size} distinct notificationIDs`,
);
if (badAcks > 0) fail(`figure 2: ${badAcks} deliveries not acknowledged as SIBS expects`);

// The acknowledged notifications are processed after the answer, by the API's jobs.
const paidUuids = waiting.slice(0, nextWaiting).map((row) => row.order_uuid);
const settleStart = performance.now();
let settled = { paid: 0, stored: 0, processed: 0 };
for (;;) {
  const { rows } = await db.query<typeof settled>(
    `select (select count(*) from orders where uuid = any($1::uuid[]) and status = 'paid')::int as paid,
       (select count(*) from payment_notifications where notification_id = any($2::text[]))::int as stored,
       (select count(*) from payment_notifications where notification_id = any($2::text[]) and processed_at is not null)::int as processed`,
    [paidUuids, [...sentIds]],
  );
  settled = rows[0]!;
  if (
    (settled.paid === paidUuids.length && settled.processed === sentIds.size) ||
    performance.now() - settleStart > 120_000
  )
    break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(
  `  after the last acknowledgement: ${settled.stored} of ${sentIds.size} notificationIDs stored (once each), all processed by the jobs ` +
    `${((performance.now() - settleStart) / 1000).toFixed(1)} s later; ${settled.paid} of ${paidUuids.length} orders paid by them`,
);
if (settled.paid !== paidUuids.length)
  fail(
    `figure 2: ${paidUuids.length - settled.paid} orders paid by an acknowledged notification stayed unpaid`,
  );
if (settled.stored !== sentIds.size)
  fail(`figure 2: ${settled.stored} notifications stored for ${sentIds.size} notificationIDs`);
if (settled.processed !== sentIds.size)
  fail(`figure 2: ${sentIds.size - settled.processed} acknowledged notifications not processed within 120 s`);

// Where figure 1's orders ended: the sandbox approved (…678) and declined (…500) MB WAY on its own, in its webhooks.
const { rows: ends } = await db.query<{ uuid: string; status: string }>(
  'select uuid, status from orders where uuid = any($1::uuid[])',
  [placed.map((p) => p.orderUuid)],
);
const statusOf = new Map(ends.map((row) => [row.uuid, row.status]));
for (const kind of ['approve', 'decline', 'waiting', null] as const) {
  const tally = new Map<string, number>();
  for (const order of placed.filter((p) => p.phone === kind))
    bump(tally, statusOf.get(order.orderUuid) ?? 'missing');
  console.log(
    `  ${kind === null ? 'Multibanco' : `MB WAY ${kind === 'waiting' ? 'left waiting (paid above)' : kind === 'approve' ? 'approved (…678)' : 'declined (…500)'}`}: ${JSON.stringify(Object.fromEntries(tally))}`,
  );
}
await checkStock('after the webhooks', ordersSince);

console.log(`\nload average at the end ${load()}`);
await db.end();
await api.stop();
if (!REUSE) await admin.query(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined);
await admin.end();
rmSync(dataDir, { recursive: true, force: true });
if (problems.length) {
  process.stderr.write(`\nbench:checkout failed: ${problems.length} problem(s)\n`);
  process.exit(1);
}
