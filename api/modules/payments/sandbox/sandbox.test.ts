import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { DEV_SECRETS } from '../../../secrets';
import type { Database } from '../../../db/client';
import { openTestDatabase, setCookiesOf, TEST_API_URL } from '../../../test-support';
import type { CreatedCheckout } from '../gateway';
import { createPaymentsTestApi, type PaymentsTestApi } from '../test-kit';

/** The sandbox over HTTP on the api's own port (protocols.md §2.8), through the SIBS client and by hand. */
describe('the SIBS sandbox at /sibs-sandbox (in-process)', () => {
  let api: PaymentsTestApi;
  beforeAll(async () => {
    api = await createPaymentsTestApi('pglite');
  });
  afterAll(() => api?.close());

  const base = '/sibs-sandbox/spg/v2';
  let attempt = 0;
  const bearer = () => ({ authorization: `Bearer ${api.config.sibs.token}`, 'x-ibm-client-id': api.config.sibs.clientId });
  const createBody = () => {
    attempt += 1;
    return {
      merchant: { terminalId: Number(api.config.sibs.terminalId), channel: 'web', merchantTransactionId: `ord-${attempt}-${Date.now()}` },
      transaction: { transactionTimestamp: new Date().toISOString(), description: 'Order', moto: false, paymentType: 'PURS', amount: { value: 20, currency: 'EUR' }, paymentMethod: ['MBWAY'] },
    };
  };
  async function mbwayCheckout(): Promise<CreatedCheckout> {
    return api.app.paymentGateway.createCheckout({ merchantTransactionId: `m-${++attempt}-${Date.now() % 1e6}`, amount: 20, method: 'mbway', description: 'Order', customer: { name: 'Ana', email: 'ana@example.test' } });
  }
  const control = (id: string, action: string) => api.app.inject({ method: 'POST', url: `/sibs-sandbox/control/${id}/${action}` });
  const ledgerOutcomes = (transactionId: string) => api.ledger.calls.filter((call) => call.status.transactionId === transactionId).map((call) => [call.status.outcome, call.source]);

  describe('authentication (401), validation (400) and unknown ids (404)', () => {
    it('POST /payments needs the Bearer token and the client id', async () => {
      const cases = [
        {},
        { authorization: `Bearer ${api.config.sibs.token}` },
        { authorization: 'Bearer wrong-token', 'x-ibm-client-id': api.config.sibs.clientId },
        { authorization: `Bearer ${api.config.sibs.token}`, 'x-ibm-client-id': '11111111-1111-4111-8111-111111111111' },
        { authorization: `Digest ${api.config.sibs.token}`, 'x-ibm-client-id': api.config.sibs.clientId },
      ];
      for (const headers of cases) {
        const response = await api.app.inject({ method: 'POST', url: `${base}/payments`, headers, payload: createBody() });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ returnStatus: { statusCode: 'E0401', statusMsg: 'Unauthorized' } });
      }
      const ok = await api.app.inject({ method: 'POST', url: `${base}/payments`, headers: bearer(), payload: createBody() });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ returnStatus: { statusCode: '000' }, transactionID: expect.stringMatching(/^[A-Za-z0-9]{20}$/) });
      const [head] = ok.json<{ transactionSignature: string }>().transactionSignature.split('.');
      expect(JSON.parse(Buffer.from(head!, 'base64').toString())).toEqual({ txId: ok.json<{ transactionID: string }>().transactionID, mc: 52221, tc: 52221 });
    });

    it('the MB WAY purchase and the reference generation need that transaction\'s Digest signature', async () => {
      const checkout = await mbwayCheckout();
      const other = await mbwayCheckout();
      const purchase = (headers: Record<string, string>) =>
        api.app.inject({ method: 'POST', url: `${base}/payments/${checkout.transactionId}/mbway-id/purchase`, headers, payload: { customerPhone: '351#912345111' } });
      expect((await purchase({ authorization: `Digest ${other.transactionSignature}`, 'x-ibm-client-id': api.config.sibs.clientId })).statusCode).toBe(401);
      expect((await purchase({ authorization: `Bearer ${api.config.sibs.token}`, 'x-ibm-client-id': api.config.sibs.clientId })).statusCode).toBe(401);
      expect((await purchase({ authorization: `Digest ${checkout.transactionSignature}` })).statusCode).toBe(401);
      const generate = await api.app.inject({
        method: 'POST',
        url: `${base}/payments/${checkout.transactionId}/service-reference/generate`,
        headers: { authorization: `Digest ${other.transactionSignature}`, 'x-ibm-client-id': api.config.sibs.clientId },
        payload: {},
      });
      expect(generate.statusCode).toBe(401);
      expect((await purchase({ authorization: `Digest ${checkout.transactionSignature}`, 'x-ibm-client-id': api.config.sibs.clientId })).statusCode).toBe(200);
    });

    it('the status inquiry needs Bearer (or the transaction\'s Digest); unknown ids are 404', async () => {
      const checkout = await mbwayCheckout();
      const status = (id: string, headers: Record<string, string>) => api.app.inject({ method: 'GET', url: `${base}/payments/${id}/status`, headers });
      expect((await status(checkout.transactionId, { 'x-ibm-client-id': api.config.sibs.clientId })).statusCode).toBe(401);
      expect((await status(checkout.transactionId, { ...bearer(), authorization: 'Bearer nope' })).statusCode).toBe(401);
      expect((await status(checkout.transactionId, bearer())).json()).toMatchObject({ transactionID: checkout.transactionId, paymentStatus: 'Pending', returnStatus: { statusCode: '000' } });
      expect((await status(checkout.transactionId, { authorization: `Digest ${checkout.transactionSignature}`, 'x-ibm-client-id': api.config.sibs.clientId })).statusCode).toBe(200);
      const unknown = await status('NoSuchTransaction000', bearer());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ returnStatus: { statusCode: 'E0404' } });
      const purchaseUnknown = await api.app.inject({
        method: 'POST',
        url: `${base}/payments/NoSuchTransaction000/mbway-id/purchase`,
        headers: { authorization: 'Digest x', 'x-ibm-client-id': api.config.sibs.clientId },
        payload: { customerPhone: '351#912345678' },
      });
      expect(purchaseUnknown.statusCode).toBe(404);
    });

    it('answers the status by merchantTransactionId (Bearer)', async () => {
      const body = createBody();
      const created = (await api.app.inject({ method: 'POST', url: `${base}/payments`, headers: bearer(), payload: body })).json<{ transactionID: string }>();
      const byMerchant = await api.app.inject({ method: 'GET', url: `${base}/payments/status?merchantTransactionId=${body.merchant.merchantTransactionId}`, headers: bearer() });
      expect(byMerchant.json()).toMatchObject({ transactionID: created.transactionID, merchant: { merchantTransactionId: body.merchant.merchantTransactionId } });
      expect((await api.app.inject({ method: 'GET', url: `${base}/payments/status?merchantTransactionId=nobody`, headers: bearer() })).statusCode).toBe(404);
      expect((await api.app.inject({ method: 'GET', url: `${base}/payments/status`, headers: bearer() })).statusCode).toBe(400);
      expect((await api.app.inject({ method: 'GET', url: `${base}/payments/status?merchantTransactionId=x` })).statusCode).toBe(401);
    });

    it('validation errors are 400 with a returnStatus naming the field', async () => {
      const invalid = [
        { ...createBody(), transaction: { ...createBody().transaction, amount: { value: 20.001, currency: 'EUR' } } },
        { ...createBody(), transaction: { ...createBody().transaction, paymentMethod: ['REFERENCE'] } },
        { ...createBody(), merchant: { terminalId: 1, channel: 'web', merchantTransactionId: 'x' } },
        { merchant: createBody().merchant },
      ];
      for (const payload of invalid) {
        const response = await api.app.inject({ method: 'POST', url: `${base}/payments`, headers: bearer(), payload });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ returnStatus: { statusCode: 'E0400' } });
      }
      const checkout = await mbwayCheckout();
      const badPhone = await api.app.inject({
        method: 'POST',
        url: `${base}/payments/${checkout.transactionId}/mbway-id/purchase`,
        headers: { authorization: `Digest ${checkout.transactionSignature}`, 'x-ibm-client-id': api.config.sibs.clientId },
        payload: { customerPhone: '351#812345678' },
      });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json<{ returnStatus: { statusMsg: string } }>().returnStatus.statusMsg).toMatch(/^customerPhone/);
    });
  });

  describe('MB WAY through the client, the controls and the webhook into the ledger', () => {
    it('…678 approves on its own: notification → webhook → ledger paid', async () => {
      const checkout = await mbwayCheckout();
      expect(await api.app.paymentGateway.mbwayPurchase(checkout, '912345678')).toMatchObject({ outcome: 'pending', method: 'mbway' });
      await expect.poll(() => api.app.paymentGateway.status(checkout.transactionId).then((status) => status.outcome)).toBe('paid');
      await api.app.sibsSandbox!.settled();
      await api.app.jobs.runDueJobs();
      expect(ledgerOutcomes(checkout.transactionId)).toEqual([['paid', 'webhook']]);
    });

    it('…500 declines on its own', async () => {
      const checkout = await mbwayCheckout();
      await api.app.paymentGateway.mbwayPurchase(checkout, '912345500');
      await expect.poll(() => api.app.paymentGateway.status(checkout.transactionId).then((status) => status.outcome)).toBe('declined');
    });

    it('any other phone waits for the controls: approve, decline, timeout (409 once final, 404 unknown)', async () => {
      const outcomes: string[] = [];
      for (const action of ['approve', 'decline', 'timeout']) {
        const checkout = await mbwayCheckout();
        await api.app.paymentGateway.mbwayPurchase(checkout, '961234567');
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect((await api.app.paymentGateway.status(checkout.transactionId)).outcome).toBe('pending');
        const response = await control(checkout.transactionId, action);
        expect(response.statusCode).toBe(200);
        outcomes.push((await api.app.paymentGateway.status(checkout.transactionId)).outcome);
        expect((await control(checkout.transactionId, 'approve')).statusCode).toBe(409);
        expect((await control(checkout.transactionId, 'pay')).statusCode).toBe(409);
      }
      expect(outcomes).toEqual(['paid', 'declined', 'timeout']);
      expect((await control('NoSuchTransaction000', 'approve')).statusCode).toBe(404);
      expect((await control('NoSuchTransaction000', 'refund')).statusCode).toBe(404);
    });

    it('the MB WAY window runs out on its own (compressed to 1.5 s here)', async () => {
      const checkout = await mbwayCheckout();
      await api.app.paymentGateway.mbwayPurchase(checkout, '961234567');
      await expect.poll(() => api.app.paymentGateway.status(checkout.transactionId).then((status) => [status.outcome, status.statusCode]), { timeout: 8_000 }).toEqual(['timeout', '00.110.1601']);
      await api.app.sibsSandbox!.settled();
      await api.app.jobs.runDueJobs();
      expect(ledgerOutcomes(checkout.transactionId)).toEqual([['timeout', 'webhook']]);
    });
  });

  describe('Multibanco', () => {
    const referenceCheckout = (expiresInMs: number) =>
      api.app.paymentGateway.createCheckout({
        merchantTransactionId: `r-${++attempt}-${Date.now() % 1e6}`,
        amount: 35.5,
        method: 'multibanco',
        description: 'Order',
        customer: { name: 'Rui', email: 'rui@example.test' },
        referenceExpiresAt: new Date(Date.now() + expiresInMs),
      });

    it('a generated reference is paid with the pay control; the generation notification is not a payment', async () => {
      const checkout = await referenceCheckout(3 * 24 * 3600_000);
      const generated = await api.app.paymentGateway.generateReference(checkout);
      expect(generated).toMatchObject({ outcome: 'pending', reference: { entity: api.config.sibs.entity, amount: 35.5, status: 'UNPAID' } });
      expect(generated.reference.reference).toMatch(/^\d{9}$/);
      expect((await control(checkout.transactionId, 'pay')).statusCode).toBe(200);
      expect(await api.app.paymentGateway.status(checkout.transactionId)).toMatchObject({ outcome: 'paid', reference: { status: 'PAID' } });
      await api.app.sibsSandbox!.settled();
      await api.app.jobs.runDueJobs();
      expect(ledgerOutcomes(checkout.transactionId)).toEqual([
        ['pending', 'webhook'],
        ['paid', 'webhook'],
      ]);
    });

    it('a reference expires at its finalDatetime (E0612 → expired)', async () => {
      const checkout = await referenceCheckout(300);
      await api.app.paymentGateway.generateReference(checkout);
      await expect.poll(() => api.app.paymentGateway.status(checkout.transactionId).then((status) => [status.outcome, status.statusCode]), { timeout: 3_000 }).toEqual([
        'expired',
        'E0612',
      ]);
      expect((await control(checkout.transactionId, 'pay')).statusCode).toBe(409);
    });

    it('a paid transaction can be refunded through the client; the refund notification is not read as a payment', async () => {
      const checkout = await referenceCheckout(3 * 24 * 3600_000);
      await api.app.paymentGateway.generateReference(checkout);
      await control(checkout.transactionId, 'pay');
      const refund = await api.app.paymentGateway.refund({ transactionId: checkout.transactionId, merchantTransactionId: `rf-${attempt}`, amount: 35.5, originalDatetime: new Date() });
      expect(refund).toEqual({ refunded: true, statusCode: '000' });
      await expect(api.app.paymentGateway.refund({ transactionId: checkout.transactionId, merchantTransactionId: `rf2-${attempt}`, amount: 1, originalDatetime: new Date() })).rejects.toMatchObject({ httpStatus: 400 });
      await api.app.sibsSandbox!.settled();
      await api.app.jobs.runDueJobs();
      const refundCall = api.ledger.calls.find((call) => call.status.paymentType === 'RFND' && call.status.amount === 35.5);
      expect(refundCall!.status).toMatchObject({ paymentStatus: 'Success', outcome: 'error', final: false });
    });
  });

  describe('the operator page', () => {
    it('lists what waits, with forms that work without JavaScript, under a strict CSP', async () => {
      const checkout = await mbwayCheckout();
      await api.app.paymentGateway.mbwayPurchase(checkout, '961111222');
      const page = await api.app.inject({ method: 'GET', url: '/sibs-sandbox/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'none'; style-src 'nonce-[^']+'; form-action 'self'/);
      expect(page.body).not.toContain('<script');
      expect(page.body).toContain(`action="/sibs-sandbox/control/${checkout.transactionId}/approve"`);
      expect(page.body).toContain('351#96****222');
      expect(page.body).not.toContain('961111222');
      const posted = await api.app.inject({ method: 'POST', url: `/sibs-sandbox/control/${checkout.transactionId}/approve`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(posted.statusCode).toBe(303);
      expect(posted.headers.location).toMatch(/^\/sibs-sandbox\/\?notice=/);
      const after = await api.app.inject({ method: 'GET', url: posted.headers.location as string });
      expect(after.body).toContain('approve done');
      expect(after.body).not.toContain(`action="/sibs-sandbox/control/${checkout.transactionId}/approve"`);
    });

    it('a browser holding a storefront session on this host passes the CSRF check through the form\'s token', async () => {
      const origin = TEST_API_URL;
      const csrf = await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { origin } });
      const cookies = setCookiesOf(csrf);
      const cookie = Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
      const checkout = await mbwayCheckout();
      await api.app.paymentGateway.mbwayPurchase(checkout, '961111333');
      const page = await api.app.inject({ method: 'GET', url: '/sibs-sandbox/', headers: { cookie } });
      const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1];
      expect(token).toBeTruthy();
      const url = `/sibs-sandbox/control/${checkout.transactionId}/approve`;
      const headers = { cookie, origin, host: new URL(origin).host, 'content-type': 'application/x-www-form-urlencoded' };
      expect((await api.app.inject({ method: 'POST', url, headers, payload: '' })).statusCode).toBe(419);
      const posted = await api.app.inject({ method: 'POST', url, headers, payload: `_token=${encodeURIComponent(token!.replaceAll('&amp;', '&'))}` });
      expect(posted.statusCode).toBe(303);
      expect((await api.app.paymentGateway.status(checkout.transactionId)).outcome).toBe('paid');
    });
  });
});

describe('where the sandbox is served', () => {
  // One database for the apps of this block: opening one is the slow part.
  let database: Database;
  let closeDatabase: () => Promise<void>;
  beforeAll(async () => {
    ({ database, close: closeDatabase } = await openTestDatabase('pglite'));
  });
  afterAll(() => closeDatabase?.());

  async function appWith(env: Record<string, string>) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'api-sandbox-'));
    const config = loadConfig({ DATA_DIR: dataDir, API_URL: TEST_API_URL, SEED_PRODUCTS: '0', NODE_ENV: 'test', ...env });
    const app = await buildApp({ config, database });
    await app.ready();
    return {
      app,
      config,
      async close() {
        await app.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  it('with SIBS_BASE_URL set, nowhere: the client talks to that gateway', async () => {
    const api = await appWith({ SIBS_BASE_URL: 'https://api.qly.sibspayments.com/sibs/spg/v2' });
    try {
      expect(api.config.sibs.sandbox).toBeNull();
      expect(api.app.sibsSandbox).toBeNull();
      expect((await api.app.inject({ method: 'GET', url: '/sibs-sandbox/' })).statusCode).toBe(404);
      expect((await api.app.inject({ method: 'POST', url: '/sibs-sandbox/spg/v2/payments', payload: {} })).statusCode).toBe(404);
    } finally {
      await api.close();
    }
  });

  it('under NODE_ENV=production only when SIBS_SANDBOX=on asks for it, and then never with the development credentials', async () => {
    const off = await appWith({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    try {
      expect((await off.app.inject({ method: 'GET', url: '/sibs-sandbox/' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
    const on = await appWith({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SIBS_SANDBOX: 'on' });
    try {
      expect((await on.app.inject({ method: 'GET', url: '/sibs-sandbox/' })).statusCode).toBe(200);
      const create = (token: string) =>
        on.app.inject({ method: 'POST', url: '/sibs-sandbox/spg/v2/payments', headers: { authorization: `Bearer ${token}`, 'x-ibm-client-id': on.config.sibs.clientId }, payload: {} });
      expect(on.config.sibs.token).not.toBe(DEV_SECRETS.SIBS_TOKEN);
      expect((await create(DEV_SECRETS.SIBS_TOKEN)).statusCode).toBe(401);
      expect((await create(on.config.sibs.token)).statusCode).toBe(400);
    } finally {
      await on.close();
    }
  });
});
