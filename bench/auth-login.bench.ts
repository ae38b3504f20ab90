/**
 * Sign-in cost and enumeration timing (reliability A5, A6): on a fresh PGlite api, with in-process
 * `inject` (no sockets), times BENCH_LOGIN_TRIES (default 50) of each:
 * - a successful cookie-mode login (CSRF cookie, then POST /login) — argon2id verify (api/modules/auth/passwords.ts parameters);
 * - a wrong password for a known e-mail, and an unknown e-mail (verified against a dummy hash);
 * - a registration (argon2id hash) and a forgot-password request for a known and an unknown e-mail.
 * It prints p50/p95 per case and the unknown/known median ratios (A5 asks for them within ±20%).
 * Each try comes from its own client address so the login throttle (10 per e-mail and address) is
 * never what is measured.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../api/app';
import { loadConfig } from '../api/config';
import { openDatabase } from '../api/db/client';

const TRIES = Number(process.env.BENCH_LOGIN_TRIES ?? 50);
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'a quiet river at dawn';

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-auth-'));
// The media folder only; the database stays in memory.
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_PRODUCTS: '0', LOG_LEVEL: 'silent' });
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await database.migrate();
const app = await buildApp({ config, database });
await app.ready();

let address = 0;
const nextAddress = () => `198.51.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`;

async function timed(run: () => Promise<{ statusCode: number }>, expected: number): Promise<number> {
  const start = performance.now();
  const response = await run();
  const ms = performance.now() - start;
  if (response.statusCode !== expected) throw new Error(`expected ${expected}, got ${response.statusCode}`);
  return ms;
}

function stats(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95) };
}

async function login(email: string, password: string, expected: number) {
  const remoteAddress = nextAddress();
  const csrf = await app.inject({ url: '/sanctum/csrf-cookie', headers: { origin: ORIGIN }, remoteAddress });
  const cookies = (csrf.headers['set-cookie'] as string[]).map((line) => line.split(';')[0]!);
  const xsrf = decodeURIComponent(cookies.find((pair) => pair.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
  return timed(
    () =>
      app.inject({
        method: 'POST',
        url: '/login',
        remoteAddress,
        headers: { origin: ORIGIN, cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
        payload: { email, password },
      }),
    expected,
  );
}

const register = (email: string) =>
  timed(
    () =>
      app.inject({
        method: 'POST',
        url: '/v1/users/register',
        remoteAddress: nextAddress(),
        payload: { email, password: PASSWORD, password_confirmation: PASSWORD, name: 'Bench', lastname: 'Mark', terms_accepted: true },
      }),
    201,
  );

const cases: Record<string, number[]> = { register: [], 'login ok': [], 'login wrong password': [], 'login unknown e-mail': [], 'forgot known': [], 'forgot unknown': [] };
const known: string[] = [];
for (let i = 0; i < TRIES; i++) {
  const email = `bench-${i}@example.test`;
  cases.register!.push(await register(email));
  known.push(email);
}
// Interleaved so that a slow moment of the machine hits every case alike.
for (let i = 0; i < TRIES; i++) {
  cases['login ok']!.push(await login(known[i]!, PASSWORD, 200));
  cases['login wrong password']!.push(await login(known[i]!, 'not the right password', 401));
  cases['login unknown e-mail']!.push(await login(`nobody-${i}@example.test`, 'not the right password', 401));
  cases['forgot known']!.push(await timed(() => app.inject({ method: 'POST', url: '/forgot-password', remoteAddress: nextAddress(), payload: { email: known[i]! } }), 200));
  // The token and the e-mail are made after the answer; let that finish so it does not slow the next try.
  await app.deferred.settled();
  cases['forgot unknown']!.push(await timed(() => app.inject({ method: 'POST', url: '/forgot-password', remoteAddress: nextAddress(), payload: { email: `nobody-${i}@example.test` } }), 200));
}
await app.deferred.settled();

const rows = Object.entries(cases).map(([name, times]) => ({ case: name, tries: times.length, ...stats(times) }));
console.log('\n| case | tries | p50 ms | p95 ms |\n| --- | --- | --- | --- |');
for (const row of rows) console.log(`| ${row.case} | ${row.tries} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
const median = (name: string) => rows.find((row) => row.case === name)!.p50;
const ratio = (a: string, b: string) => median(a) / median(b);
console.log(`\nunknown e-mail / wrong password (login): ${ratio('login unknown e-mail', 'login wrong password').toFixed(2)}`);
console.log(`unknown / known (forgot-password): ${ratio('forgot unknown', 'forgot known').toFixed(2)}`);

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });
