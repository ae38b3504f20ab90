import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from './app';
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
export async function openTestDatabase(
  mode: TestDatabaseMode,
  options: { poolSize?: number } = {},
): Promise<{ database: Database; close(): Promise<void> }> {
  if (mode === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    return { database, close: () => database.close() };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: options.poolSize ?? 4 });
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
  options: {
    products?: number;
    configure?: (app: FastifyInstance) => void;
    /** Extra environment for loadConfig (e.g. WEB_ORIGINS). */
    env?: Record<string, string>;
    /** PostgreSQL pool connections (default 4); concurrency suites raise it. */
    poolSize?: number;
  } & Pick<BuildAppOptions, 'now' | 'rateLimitStore' | 'mailTransport' | 'onRoute' | 'paymentGateway' | 'sibsFetch'> = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, API_URL: TEST_API_URL, SEED_PRODUCTS: '0', ...options.env });
  const { database, close } = await openTestDatabase(mode, options.poolSize ? { poolSize: options.poolSize } : {});
  await seedCatalogue(database, { products: options.products ?? 60, now: TEST_SEED_NOW });
  const { now, rateLimitStore, mailTransport, onRoute, paymentGateway, sibsFetch } = options;
  const app = await buildApp({
    config,
    database,
    ...(now ? { now } : {}),
    ...(rateLimitStore ? { rateLimitStore } : {}),
    ...(mailTransport ? { mailTransport } : {}),
    ...(onRoute ? { onRoute } : {}),
    ...(paymentGateway ? { paymentGateway } : {}),
    ...(sibsFetch ? { sibsFetch } : {}),
  });
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

// ─── Accounts: sign up and sign in from a test ─────────────────────────────────────────

/** The web origin tests send (the first default WEB_ORIGINS entry): it makes a request stateful. */
export const TEST_WEB_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'correct horse battery staple';

export type TestCredentials = { email: string; password: string };
export type TestUser = { id: number; uuid: string; email: string; name: string };
/**
 * A cookie-mode sign-in: `headers` is what a write needs (`cookie`, `x-xsrf-token`, `origin`);
 * reads need `cookie` and `origin` (a request without an allowed Origin never uses the cookie).
 */
export type CookieSession = {
  cookie: string;
  xsrf: string;
  user: TestUser;
  headers: { cookie: string; 'x-xsrf-token': string; origin: string };
};

let signUps = 0;

/** Registers a user through POST /v1/users/register; answers its credentials and the created user. */
export async function signUp(
  app: FastifyInstance,
  fields: Partial<TestCredentials & { name: string; lastname: string }> = {},
): Promise<TestCredentials & { user: TestUser }> {
  signUps += 1;
  const email = fields.email ?? `shopper-${signUps}-${randomBytes(4).toString('hex')}@example.test`;
  const password = fields.password ?? TEST_PASSWORD;
  const response = await app.inject({
    method: 'POST',
    url: '/v1/users/register',
    // Each sign-up from its own address: registrations are limited per address (20 an hour).
    remoteAddress: `10.20.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}`,
    payload: { email, password, password_confirmation: password, name: fields.name ?? 'Ana', lastname: fields.lastname ?? 'Silva', terms_accepted: true },
  });
  if (response.statusCode !== 201) throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  return { email, password, user: response.json<{ data: TestUser }>().data };
}

/** `name=value` pairs of a response's Set-Cookie headers (values as sent, still URL-encoded). */
export function setCookiesOf(response: { headers: Record<string, unknown> }): Record<string, string> {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  return Object.fromEntries(
    lines.map((line) => {
      const pair = line.split(';')[0]!;
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** The session and XSRF cookies of a response as a Cookie header, plus the decoded XSRF token. */
export function cookieSessionOf(app: FastifyInstance, response: { headers: Record<string, unknown> }): { cookie: string; xsrf: string } {
  const cookies = setCookiesOf(response);
  const name = app.config.session.cookieName;
  const session = cookies[name];
  const xsrf = cookies['XSRF-TOKEN'];
  if (!session || !xsrf) throw new Error('the response set no session cookies');
  return { cookie: `${name}=${session}; XSRF-TOKEN=${xsrf}`, xsrf: decodeURIComponent(xsrf) };
}

/** GET /sanctum/csrf-cookie: a guest session's cookie header and XSRF token. */
export async function guestSession(app: FastifyInstance): Promise<{ cookie: string; xsrf: string }> {
  const response = await app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin: TEST_WEB_ORIGIN } });
  return cookieSessionOf(app, response);
}

/** The Sanctum SPA flow: CSRF cookie, then POST /login with it; answers the signed-in cookies. */
export async function signIn(app: FastifyInstance, credentials: TestCredentials, options: { remember?: boolean } = {}): Promise<CookieSession> {
  const guest = await guestSession(app);
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    headers: { origin: TEST_WEB_ORIGIN, cookie: guest.cookie, 'x-xsrf-token': guest.xsrf },
    payload: { email: credentials.email, password: credentials.password, ...(options.remember ? { remember: true } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`signIn failed: ${response.statusCode} ${response.body}`);
  const { cookie, xsrf } = cookieSessionOf(app, response);
  return {
    cookie,
    xsrf,
    user: response.json<{ data: TestUser }>().data,
    headers: { cookie, 'x-xsrf-token': xsrf, origin: TEST_WEB_ORIGIN },
  };
}

/** Token mode: POST /login with a device name; answers the `{id}|{secret}` bearer token. */
export async function bearerFor(app: FastifyInstance, credentials: TestCredentials, deviceName = 'vitest'): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: credentials.email, password: credentials.password, device_name: deviceName },
  });
  if (response.statusCode !== 200) throw new Error(`bearerFor failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
