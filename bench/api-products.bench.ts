/**
 * Catalogue listings at scale: seeds BENCH_PRODUCTS (default 100,000) products into a `bench` database
 * on the PostgreSQL server (when it answers) and BENCH_PGLITE_PRODUCTS (default 10,000 — the embedded
 * database builds its read model about ten times slower) into PGlite, then autocannon hits each
 * listing — list + facets — at 1, 10 and 50 connections and prints p50/p95/p99 and throughput.
 *
 * BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default "1,10,50"),
 * BENCH_MODES (default "postgres,pglite"), BENCH_REUSE=1 keeps and reuses an already seeded `bench`
 * database of the same size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { ProductListResponse } from '../contract';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase, type Database, type DatabaseOptions } from '../api/db/client';
import { clearCatalogue, seedCatalogue } from '../api/db/seed';
import { portOpen } from '../scripts/services';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const PGLITE_PRODUCTS = Number(process.env.BENCH_PGLITE_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,10,50').split(',').map(Number);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MODES = (process.env.BENCH_MODES ?? 'postgres,pglite').split(',');
const REUSE = process.env.BENCH_REUSE === '1';

/** What a shopper's browsing sends: the plain list, a segment by price, a filtered brand page, a search. */
const TARGETS: [name: string, path: string][] = [
  ['list + facets', '/v1/products'],
  ['segment, price asc', '/v1/products/segment/women?sort=price&order=asc'],
  ['category + colour + price', '/v1/products/categories/mulher?attribute_color[]=preto&attribute_color[]=azul&price_max=100&sort=sold_count&order=desc'],
  ['search', '/v1/products/search?q=vestido%20verao'],
];

type Row = { mode: string; products: number; target: string; connections: number; p50: number; p95: number; p99: number; rps: number; errors: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** autocannon's summary has no p95, so the percentiles come from every response time. */
async function load(url: string, connections: number): Promise<Pick<Row, 'p50' | 'p95' | 'p99' | 'rps' | 'errors'>> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: DURATION }, (error, summary) => (error ? reject(error) : resolve(summary)));
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
    });
  });
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

async function seeded(database: Database, mode: string, products: number): Promise<void> {
  await database.migrate();
  const [row] = await database.query<{ products: number; cards: number }>(
    'select (select count(*) from products)::int as products, (select count(*) from catalog_cards)::int as cards',
  );
  if (REUSE && row?.products === products && row.cards === products * 4) {
    process.stdout.write(`  ${mode}: reusing ${products} seeded products\n`);
    return;
  }
  await clearCatalogue(database);
  const summary = await seedCatalogue(database, {
    products,
    onProgress: (message) => process.stdout.write(`\r  ${mode}: seeding ${message}          `),
  });
  process.stdout.write(`\n  ${mode}: seeded ${summary.products} products, ${summary.offers} offers and the read model in ${(summary.ms / 1000).toFixed(1)} s\n`);
}

async function benchMode(mode: string, options: DatabaseOptions, dataDir: string, products: number): Promise<Row[]> {
  const database = await openDatabase(options);
  try {
    await seeded(database, mode, products);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_PRODUCTS: '0' });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const rows: Row[] = [];
    try {
      for (const [target, url] of TARGETS) {
        // Once outside the clock: proves the body is a valid list and warms the caches.
        const body = ProductListResponse.parse(await (await fetch(`${base}${url}`)).json());
        process.stdout.write(`  ${mode}: ${target} → ${body.meta.total} products, ${body.data.length} on the page\n`);
        for (const connections of CONNECTIONS) {
          rows.push({ mode, products, target, connections, ...(await load(`${base}${url}`, connections)) });
        }
      }
    } finally {
      await app.close();
    }
    printTable(rows);
    return rows;
  } finally {
    await database.close();
  }
}

async function withServerDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = 'bench'");
    if (!REUSE || exists.rowCount === 0) {
      await admin.query('drop database if exists bench with (force)');
      await admin.query('create database bench');
    }
    const url = new URL(SERVER_URL);
    url.pathname = '/bench';
    return await run(url.toString());
  } finally {
    if (!REUSE) await admin.query('drop database if exists bench with (force)').catch(() => undefined);
    await admin.end();
  }
}

function printTable(rows: Row[]) {
  const header = ['mode', 'products', 'request', 'conn', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors'];
  const lines = rows.map((r) =>
    [r.mode, r.products, r.target, r.connections, r.p50, r.p95, r.p99, r.rps.toFixed(0), r.errors].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    `\nCatalogue listings (list + facets, per_page 24), ${DURATION} s per run\n` +
      [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n') +
      '\n',
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const rows: Row[] = [];
try {
  const server = new URL(SERVER_URL);
  if (MODES.includes('postgres')) {
    if (await portOpen(Number(server.port || 5432), server.hostname)) {
      rows.push(...(await withServerDatabase((url) => benchMode('postgres', { kind: 'postgres', url, max: 10 }, dataDir, PRODUCTS))));
    } else {
      process.stdout.write(`  postgres: ${server.host} not reachable, skipped\n`);
    }
  }
  if (MODES.includes('pglite')) {
    rows.push(...(await benchMode('pglite', { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') }, dataDir, PGLITE_PRODUCTS)));
  }
  if (rows.length > 0) printTable(rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
