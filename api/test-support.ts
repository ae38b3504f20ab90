import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedCatalogue } from './db/seed';

/**
 * Builds the app once per test file against a real database (after fastify/demo `test/helper.ts`):
 * PGlite in memory, or — with TEST_PG=1 — a throwaway `api_test_<random>` database on the
 * PostgreSQL server, dropped on close.
 */
export type TestDatabaseMode = 'pglite' | 'postgres';
export const TEST_PG = process.env.TEST_PG === '1';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const TEST_API_URL = 'http://api.test';
/** A fixed seed time, so seeded dates are the same in every run. */
export const TEST_SEED_NOW = new Date('2026-11-01T12:00:00Z');

export const DATABASE_MODES: { mode: TestDatabaseMode; enabled: boolean }[] = [
  { mode: 'pglite', enabled: true },
  { mode: 'postgres', enabled: TEST_PG },
];

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** An empty, migrated database; `close` also drops the throwaway PostgreSQL database. */
export async function openTestDatabase(mode: TestDatabaseMode): Promise<{ database: Database; close(): Promise<void> }> {
  if (mode === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
  await database.migrate();
  return {
    database,
    async close() {
      await database.close();
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export type TestApi = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * A seeded app, not yet `ready()` when `configure` is given so a test can add routes first.
 */
export async function createTestApi(
  mode: TestDatabaseMode,
  options: { products?: number; configure?: (app: FastifyInstance) => void } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, API_URL: TEST_API_URL, SEED_PRODUCTS: '0' });
  const { database, close } = await openTestDatabase(mode);
  await seedCatalogue(database, { products: options.products ?? 60, now: TEST_SEED_NOW });
  const app = await buildApp({ config, database });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    dataDir,
    async close() {
      await app.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
