/**
 * GET /v1/products at catalogue scale: seeds BENCH_PRODUCTS (default 100,000) products into PGlite
 * (a temporary DATA_DIR) and, when the PostgreSQL server answers, into a `bench` database on it;
 * then autocannon hits page 1 and a deep page and prints latency percentiles and throughput.
 * BENCH_DURATION (seconds, default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase, type Database, type DatabaseOptions } from '../api/db/client';
import { seedCatalogue } from '../api/db/seed';
import { portOpen } from '../scripts/services';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** BENCH_MODES=postgres (or pglite) runs one mode only. */
const MODES = (process.env.BENCH_MODES ?? 'pglite,postgres').split(',');
const PER_PAGE = 24;
const DEEP_PAGE = Math.max(1, Math.floor(PRODUCTS / PER_PAGE) - 10);

type Row = { mode: string; target: string; p50: number; p95: number; p99: number; rps: number; errors: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** autocannon's summary has no p95, so the percentiles come from every response time. */
async function load(url: string): Promise<Omit<Row, 'mode' | 'target'>> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, summary) =>
      error ? reject(error) : resolve(summary),
    );
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

async function benchMode(mode: string, options: DatabaseOptions, dataDir: string): Promise<Row[]> {
  const database: Database = await openDatabase(options);
  try {
    await database.migrate();
    const seeded = await seedCatalogue(database, {
      products: PRODUCTS,
      onProgress: (message) => process.stdout.write(`\r  ${mode}: seeding ${message}   `),
    });
    process.stdout.write(`\n  ${mode}: seeded ${seeded.products} products, ${seeded.offers} offers in ${(seeded.ms / 1000).toFixed(1)} s\n`);
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', SEED_PRODUCTS: '0' });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const rows: Row[] = [];
    try {
      for (const [target, query] of [
        ['page 1', '?page=1'],
        [`page ${DEEP_PAGE}`, `?page=${DEEP_PAGE}`],
      ] as const) {
        await fetch(`${base}/v1/products${query}`); // warm the caches once
        rows.push({ mode, target, ...(await load(`${base}/v1/products${query}`)) });
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
    await admin.query('drop database if exists bench with (force)');
    await admin.query('create database bench');
    const url = new URL(SERVER_URL);
    url.pathname = '/bench';
    return await run(url.toString());
  } finally {
    await admin.query('drop database if exists bench with (force)').catch(() => undefined);
    await admin.end();
  }
}

function printTable(rows: Row[]) {
  const header = ['mode', 'request', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors'];
  const lines = rows.map((r) => [r.mode, r.target, r.p50, r.p95, r.p99, r.rps.toFixed(0), r.errors].map(String));
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  process.stdout.write(
    `\nGET /v1/products, ${PRODUCTS} products, per_page ${PER_PAGE}, ${CONNECTIONS} connections × ${DURATION} s\n` +
      [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n') +
      '\n',
  );
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const rows: Row[] = [];
process.on('exit', () => {
  if (rows.length > 2) printTable(rows);
});
try {
  if (MODES.includes('pglite')) {
    rows.push(...(await benchMode('pglite', { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') }, dataDir)));
    rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
  }
  const server = new URL(SERVER_URL);
  if (!MODES.includes('postgres')) {
    // skipped on request
  } else if (await portOpen(Number(server.port || 5432), server.hostname)) {
    rows.push(...(await withServerDatabase((url) => benchMode('postgres', { kind: 'postgres', url }, dataDir))));
  } else {
    process.stdout.write(`  postgres: ${server.host} not reachable, skipped\n`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
