import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig, type Config } from '../../../config';
import { openTestDatabase } from '../../../test-support';
import { createSibsGateway } from '../sibs/client';
import { COMPRESSED_SANDBOX_ENV, recordingLedger } from '../test-kit';

/**
 * The SIBS client against the sandbox over real HTTP, as `npm start` runs them: the api listens on a
 * port, the client calls `${API_URL}/sibs-sandbox/spg/v2`, the sandbox posts its encrypted
 * notification to `${API_URL}/v1/payments/sibs/webhook`, and the api's running job loop hands it to
 * the ledger.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

describe('the SIBS client against the sandbox over HTTP', () => {
  let app: FastifyInstance;
  let config: Config;
  let closeDatabase: () => Promise<void>;
  let dataDir: string;
  const ledger = recordingLedger();

  beforeAll(async () => {
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'api-sibs-http-'));
    config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, API_URL: `http://127.0.0.1:${port}`, SEED_PRODUCTS: '0', ...COMPRESSED_SANDBOX_ENV });
    const opened = await openTestDatabase('pglite');
    closeDatabase = opened.close;
    app = await buildApp({ config, database: opened.database, paymentHooks: ledger.hooks });
    await app.listen({ port, host: '127.0.0.1' });
    app.jobs.start();
  });
  afterAll(async () => {
    await app?.jobs.stop();
    await app?.close();
    await closeDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const control = async (transactionId: string, action: string) => (await fetch(`${config.apiUrl}/sibs-sandbox/control/${transactionId}/${action}`, { method: 'POST' })).status;
  const webhookOutcomes = (transactionId: string) => ledger.calls.filter((call) => call.status.transactionId === transactionId && call.source === 'webhook').map((call) => call.status.outcome);

  it('create → MB WAY purchase → approve → status paid, and the webhook reached the ledger', async () => {
    const gateway = createSibsGateway(config.sibs);
    expect(config.sibs.baseUrl).toBe(`${config.apiUrl}/sibs-sandbox/spg/v2`);
    const checkout = await gateway.createCheckout({ merchantTransactionId: `http-mbway-${Date.now() % 1e8}`, amount: 23.4, method: 'mbway', description: 'Order', customer: { name: 'Ana', email: 'ana@example.test' } });
    expect(await gateway.mbwayPurchase(checkout, '961234567')).toMatchObject({ outcome: 'pending', final: false });
    expect((await gateway.status(checkout.transactionId)).outcome).toBe('pending');
    expect(await control(checkout.transactionId, 'approve')).toBe(200);
    expect(await gateway.status(checkout.transactionId)).toMatchObject({ outcome: 'paid', final: true, amount: 23.4, currency: 'EUR', method: 'mbway' });
    await expect.poll(() => webhookOutcomes(checkout.transactionId), { timeout: 10_000 }).toEqual(['paid']);
  });

  it('create → reference → pay → status paid, and both notifications reached the ledger', async () => {
    const gateway = createSibsGateway(config.sibs);
    const checkout = await gateway.createCheckout({
      merchantTransactionId: `http-mb-${Date.now() % 1e8}`,
      amount: 61,
      method: 'multibanco',
      description: 'Order',
      customer: { name: 'Rui', email: 'rui@example.test' },
      referenceExpiresAt: new Date(Date.now() + 72 * 3600_000),
    });
    const generated = await gateway.generateReference(checkout);
    expect(generated).toMatchObject({ outcome: 'pending', reference: { entity: config.sibs.entity, amount: 61, status: 'UNPAID' } });
    expect(await control(checkout.transactionId, 'pay')).toBe(200);
    expect(await gateway.status(checkout.transactionId)).toMatchObject({ outcome: 'paid', reference: { reference: generated.reference.reference, status: 'PAID' } });
    await expect.poll(() => webhookOutcomes(checkout.transactionId), { timeout: 10_000 }).toEqual(['pending', 'paid']);
  });
});
