import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../gateway';
import { createSibsGateway, type SibsClientConfig } from './client';

const CONFIG: SibsClientConfig = {
  baseUrl: 'https://gateway.example/sibs/spg/v2/',
  terminalId: '52221',
  clientId: '0b6a4c56-1f6b-4b0e-9f39-5d0c3e2c7a11',
  token: 'secret-bearer-token',
  entity: '24000',
};
const NOW = new Date('2026-11-01T12:00:00.000Z');

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fetch that records each request and answers from `reply`. */
function recordingFetch(reply: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const request: Sent = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    expect(init?.signal, 'every call carries a timeout signal').toBeInstanceOf(AbortSignal);
    sent.push(request);
    return reply(request);
  }) as typeof fetch;
  return { sent, fetchImpl };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CREATED = {
  returnStatus: { statusCode: '000', statusMsg: 'Success' },
  transactionID: 's2bfw1g1P1siCSUjVPP8',
  transactionSignature: 'eyJ0eElkIjoiczIifQ==.c2ln.bWFj',
  formContext: 'Zm9ybQ==',
};

describe('the SIBS SPG v2 client (protocols.md §2.2–2.6)', () => {
  it('creates an MB WAY checkout with Bearer + X-IBM-Client-Id, terminal, unique merchantTransactionId and a 2-decimal EUR amount', async () => {
    const { sent, fetchImpl } = recordingFetch(() => json(CREATED));
    const gateway = createSibsGateway(CONFIG, fetchImpl, { now: () => NOW });
    const checkout = await gateway.createCheckout({
      merchantTransactionId: 'ord-42-a1',
      amount: 49.899999,
      method: 'mbway',
      description: 'Order 42',
      customer: { name: 'Ana Maria da Conceição Silva Pereira dos Santos Rodrigues', email: 'ana@example.test' },
    });
    expect(checkout).toEqual({ transactionId: CREATED.transactionID, transactionSignature: CREATED.transactionSignature });
    const [request] = sent;
    expect(request).toMatchObject({
      url: 'https://gateway.example/sibs/spg/v2/payments',
      method: 'POST',
      headers: { authorization: 'Bearer secret-bearer-token', 'x-ibm-client-id': CONFIG.clientId, 'content-type': 'application/json', accept: 'application/json' },
    });
    expect(request!.body).toEqual({
      merchant: { terminalId: 52221, channel: 'web', merchantTransactionId: 'ord-42-a1' },
      transaction: {
        transactionTimestamp: NOW.toISOString(),
        description: 'Order 42',
        moto: false,
        paymentType: 'PURS',
        amount: { value: 49.9, currency: 'EUR' },
        paymentMethod: ['MBWAY'],
      },
      customer: { customerInfo: { customerName: 'Ana Maria da Conceição Silva Pereira dos Sant', customerEmail: 'ana@example.test' } },
    });
  });

  it('creates a Multibanco checkout with paymentReference: entity, min = max = amount, initialDatetime and finalDatetime', async () => {
    const { sent, fetchImpl } = recordingFetch(() => json(CREATED));
    const gateway = createSibsGateway(CONFIG, fetchImpl, { now: () => NOW });
    const expires = new Date('2026-11-04T12:00:00.000Z');
    await gateway.createCheckout({ merchantTransactionId: 'ord-43-a1', amount: 12, method: 'multibanco', description: 'Order 43', customer: { name: 'Rui', email: 'rui@example.test' }, referenceExpiresAt: expires });
    const transaction = (sent[0]!.body as { transaction: Record<string, unknown> }).transaction;
    expect(transaction.paymentMethod).toEqual(['REFERENCE']);
    expect(transaction.paymentReference).toEqual({
      initialDatetime: NOW.toISOString(),
      finalDatetime: expires.toISOString(),
      maxAmount: { value: 12, currency: 'EUR' },
      minAmount: { value: 12, currency: 'EUR' },
      entity: '24000',
    });
    await expect(
      gateway.createCheckout({ merchantTransactionId: 'x', amount: 1, method: 'multibanco', description: 'd', customer: { name: 'a', email: 'a@b.c' } }),
    ).rejects.toThrow(TypeError);
  });

  it('refuses a checkout answer that is not accepted (statusCode other than 000) or lacks the signature', async () => {
    const refused = createSibsGateway(CONFIG, recordingFetch(() => json({ returnStatus: { statusCode: 'E0101', statusMsg: 'Invalid terminal' } })).fetchImpl);
    const input = { merchantTransactionId: 'm', amount: 1, method: 'mbway' as const, description: 'd', customer: { name: 'a', email: 'a@b.c' } };
    await expect(refused.createCheckout(input)).rejects.toMatchObject({ name: 'GatewayError', statusCode: 'E0101' });
    const unsigned = createSibsGateway(CONFIG, recordingFetch(() => json({ ...CREATED, transactionSignature: undefined })).fetchImpl);
    await expect(unsigned.createCheckout(input)).rejects.toBeInstanceOf(GatewayError);
  });

  it('sends the MB WAY purchase with Digest {transactionSignature} and 351#phone, and reads the pending answer', async () => {
    const { sent, fetchImpl } = recordingFetch(() =>
      json({
        returnStatus: { statusCode: '00.110.1601', statusMsg: 'Pending' },
        paymentStatus: 'Pending',
        paymentMethod: 'MBWAY',
        transactionID: CREATED.transactionID,
        amount: { value: 49.9, currency: 'EUR' },
      }),
    );
    const gateway = createSibsGateway(CONFIG, fetchImpl);
    const status = await gateway.mbwayPurchase({ transactionId: CREATED.transactionID, transactionSignature: CREATED.transactionSignature }, '912345678');
    expect(status).toMatchObject({ outcome: 'pending', final: false, method: 'mbway', statusCode: '00.110.1601' });
    expect(sent[0]).toMatchObject({
      url: `https://gateway.example/sibs/spg/v2/payments/${CREATED.transactionID}/mbway-id/purchase`,
      method: 'POST',
      headers: { authorization: `Digest ${CREATED.transactionSignature}`, 'x-ibm-client-id': CONFIG.clientId },
      body: { customerPhone: '351#912345678' },
    });
    await expect(gateway.mbwayPurchase({ transactionId: 't', transactionSignature: 's' }, '351912345678')).rejects.toThrow(TypeError);
    expect(sent).toHaveLength(1);
  });

  it('generates a reference with Digest and an empty body, and answers its entity, reference, amount and expiry', async () => {
    const { sent, fetchImpl } = recordingFetch(() =>
      json({
        returnStatus: { statusCode: '000', statusMsg: 'Success' },
        paymentStatus: 'Pending',
        paymentMethod: 'REFERENCE',
        transactionID: CREATED.transactionID,
        paymentReference: { reference: '123456789', entity: '24000', amount: { value: 12, currency: 'EUR' }, status: 'UNPAID', expireDate: '2026-11-04T12:00:00.000Z' },
      }),
    );
    const generated = await createSibsGateway(CONFIG, fetchImpl).generateReference({ transactionId: CREATED.transactionID, transactionSignature: 'sig' });
    expect(generated).toMatchObject({ outcome: 'pending', method: 'multibanco', reference: { entity: '24000', reference: '123456789', amount: 12, expiresAt: '2026-11-04T12:00:00.000Z', status: 'UNPAID' } });
    expect(sent[0]).toMatchObject({ url: `https://gateway.example/sibs/spg/v2/payments/${CREATED.transactionID}/service-reference/generate`, headers: { authorization: 'Digest sig' }, body: {} });

    const without = recordingFetch(() => json({ returnStatus: { statusCode: '000' }, paymentStatus: 'Pending', transactionID: 't' }));
    await expect(createSibsGateway(CONFIG, without.fetchImpl).generateReference({ transactionId: 't', transactionSignature: 's' })).rejects.toBeInstanceOf(GatewayError);
  });

  it('asks the status inquiry with Bearer (GET, no body) and reads the answer', async () => {
    const { sent, fetchImpl } = recordingFetch(() =>
      json({ returnStatus: { statusCode: '000' }, paymentStatus: 'Success', paymentType: 'PURS', paymentMethod: 'MBWAY', transactionID: 'id/1', amount: { value: '49.90', currency: 'EUR' } }),
    );
    expect(await createSibsGateway(CONFIG, fetchImpl).status('id/1')).toMatchObject({ outcome: 'paid', final: true, amount: 49.9 });
    expect(sent[0]).toMatchObject({ url: 'https://gateway.example/sibs/spg/v2/payments/id%2F1/status', method: 'GET', headers: { authorization: 'Bearer secret-bearer-token' }, body: undefined });
  });

  it('refunds with Bearer: refunded only when SIBS accepts (000) with Success', async () => {
    const ok = recordingFetch(() => json({ returnStatus: { statusCode: '000' }, paymentStatus: 'Success', paymentType: 'RFND', transactionID: 'r1' }));
    expect(await createSibsGateway(CONFIG, ok.fetchImpl, { now: () => NOW }).refund({ transactionId: 't1', merchantTransactionId: 'ord-1-r1', amount: 20, originalDatetime: new Date('2026-11-20T10:00:00.000Z') })).toEqual({ refunded: true, statusCode: '000' });
    expect(ok.sent[0]).toMatchObject({
      url: 'https://gateway.example/sibs/spg/v2/payments/t1/refund',
      headers: { authorization: 'Bearer secret-bearer-token' },
      body: { merchant: { terminalId: 52221, merchantTransactionId: 'ord-1-r1' }, transaction: { amount: { value: 20, currency: 'EUR' }, originalTransaction: { id: 't1', datetime: '2026-11-20T10:00:00.000Z' } } },
    });
    const no = recordingFetch(() => json({ returnStatus: { statusCode: 'E0500' }, paymentStatus: 'Declined' }));
    expect(await createSibsGateway(CONFIG, no.fetchImpl).refund({ transactionId: 't1', merchantTransactionId: 'm', amount: 1, originalDatetime: NOW })).toEqual({ refunded: false, statusCode: 'E0500' });
  });

  it('turns 4xx, 5xx, non-JSON answers and network failures into GatewayError, never naming the token', async () => {
    const cases: [() => Response | Promise<Response>, number | null, string | null][] = [
      [() => json({ returnStatus: { statusCode: 'E0401', statusMsg: 'Unauthorized' } }, 401), 401, 'E0401'],
      [() => new Response('Bad gateway', { status: 502 }), 502, null],
      [() => new Response('<html>', { status: 200 }), 200, null],
      [() => Promise.reject(new TypeError('fetch failed')), null, null],
    ];
    for (const [reply, httpStatus, statusCode] of cases) {
      const error = await createSibsGateway(CONFIG, recordingFetch(reply).fetchImpl).status('t').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ httpStatus, statusCode });
      expect(String((error as Error).message)).not.toContain(CONFIG.token);
    }
  });

  describe('over a gateway that never answers', () => {
    let server: Server;
    let baseUrl: string;
    beforeAll(async () => {
      server = createServer(() => undefined);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    it('gives up after timeoutMs with a GatewayError (no HTTP status)', async () => {
      const gateway = createSibsGateway({ ...CONFIG, baseUrl, timeoutMs: 150 });
      const started = Date.now();
      await expect(gateway.status('t')).rejects.toMatchObject({ name: 'GatewayError', httpStatus: null, message: 'SIBS status inquiry: no answer within 150 ms' });
      expect(Date.now() - started).toBeLessThan(2_000);
    });
  });
});
