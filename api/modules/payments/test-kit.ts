import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { openTestDatabase, TEST_API_URL, type TestDatabaseMode } from '../../test-support';
import type { GatewayNotification, GatewayStatus } from './gateway';
import type { GatewayStatusSource, OpenAttempt, PaymentHooks } from './plugin';
import { encryptNotification } from './sibs/webhook-crypto';

/**
 * Test helpers of the payments module: an in-process `fetch` into the app (the SIBS client and the
 * sandbox's notifications reach the app without a socket), a recording ledger, and an app built
 * for payment tests — no catalogue, the sandbox's clock compressed.
 */

/** A `fetch` that sends each request to `app.inject` (the URL's path and query; its host is ignored). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers: responseHeaders });
  }) as typeof fetch;
}

export type LedgerCall = { status: GatewayStatus | GatewayNotification; source: GatewayStatusSource };

/** The ledger's two functions, recording what they are given; `open` is what `listOpenAttempts` answers. */
export function recordingLedger() {
  const calls: LedgerCall[] = [];
  const open: OpenAttempt[] = [];
  const unknown = new Set<string>();
  let failures = 0;
  const hooks: PaymentHooks = {
    async onGatewayStatus(status, source) {
      if (failures > 0) {
        failures -= 1;
        throw new Error('the ledger is down');
      }
      calls.push({ status, source });
      return unknown.has(status.transactionId) ? 'unknown-transaction' : undefined;
    },
    async listOpenAttempts() {
      return [...open];
    },
  };
  return {
    hooks,
    calls,
    open,
    /** Transactions the ledger answers 'unknown-transaction' for. */
    unknown,
    /** The next `count` calls throw. */
    failNext(count: number) {
      failures = count;
    },
  };
}

export type PaymentsTestApi = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  ledger: ReturnType<typeof recordingLedger>;
  /** A notification as SIBS posts it: base64 ciphertext and the IV and tag headers. */
  post(payload: unknown, options?: { secret?: string; contentType?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/** The sandbox's times for tests: magic phones in 20 ms, the MB WAY window 1.5 s, 5-minute retries in 30 ms. */
export const COMPRESSED_SANDBOX_ENV = {
  SIBS_SANDBOX_APPROVE_DELAY_MS: '20',
  SIBS_SANDBOX_MBWAY_WINDOW_MS: '1500',
  SIBS_SANDBOX_TIME_SCALE: '0.0001',
};

export async function createPaymentsTestApi(
  mode: TestDatabaseMode,
  options: { env?: Record<string, string>; now?: () => Date; listen?: boolean } = {},
): Promise<PaymentsTestApi> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-payments-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, API_URL: TEST_API_URL, SEED_PRODUCTS: '0', ...COMPRESSED_SANDBOX_ENV, ...options.env });
  const { database, close } = await openTestDatabase(mode);
  const ledger = recordingLedger();
  const app = await buildApp({
    config,
    database,
    paymentHooks: ledger.hooks,
    ...(options.listen ? {} : { sibsFetch: injectFetch }),
    ...(options.now ? { now: options.now } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    ledger,
    post(payload, postOptions = {}) {
      const sealed = encryptNotification(postOptions.secret ?? config.sibs.webhookSecret, payload);
      return app.inject({
        method: 'POST',
        url: '/v1/payments/sibs/webhook',
        headers: { 'content-type': postOptions.contentType ?? 'text/plain', 'x-initialization-vector': sealed.iv, 'x-authentication-tag': sealed.tag },
        payload: sealed.body,
      });
    },
    async close() {
      await app.close();
      await close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
