import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { readSibsNotification } from '../sibs/read-status';
import { decryptNotificationPayload } from '../sibs/webhook-crypto';
import { retryDelayMs, SIBS_RETRY_TIERS } from './retry-schedule';
import { createSibsSandbox, SandboxRefusal, type SibsSandbox } from './simulator';

const CREDENTIALS = {
  token: 'sandbox-test-token',
  clientId: '0b6a4c56-1f6b-4b0e-9f39-5d0c3e2c7a11',
  terminalId: '52221',
  entity: '24000',
  webhookSecret: randomBytes(32).toString('base64'),
};

type Delivery = { at: number; iv: string; payload: Record<string, unknown>; contentType: string | null };

/**
 * A webhook receiver: decrypts what the sandbox posts and answers with `reply(delivery, n)`
 * (n = deliveries of that notification so far, from 1).
 */
function receiver(reply: (delivery: Delivery, n: number) => Response = (delivery) => Response.json({ statusCode: '200', statusMsg: 'Success', notificationID: delivery.payload.notificationID })) {
  const deliveries: Delivery[] = [];
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const iv = headers.get('x-initialization-vector')!;
    const payload = decryptNotificationPayload(CREDENTIALS.webhookSecret, iv, headers.get('x-authentication-tag')!, init.body as string) as Record<string, unknown>;
    const delivery = { at: Date.now(), iv, payload, contentType: headers.get('content-type') };
    deliveries.push(delivery);
    return reply(delivery, deliveries.filter((d) => d.payload.notificationID === payload.notificationID).length);
  }) as unknown as typeof fetch;
  return { deliveries, fetchImpl };
}

const sandboxes: SibsSandbox[] = [];
function sandboxWith(fetchImpl: typeof fetch, options: { timeScale?: number; mbwayWindowMs?: number; approveDelayMs?: number } = {}) {
  const sandbox = createSibsSandbox({
    credentials: CREDENTIALS,
    webhookUrl: 'http://shop.test/v1/payments/sibs/webhook',
    mbwayWindowMs: options.mbwayWindowMs ?? 60_000,
    approveDelayMs: options.approveDelayMs ?? 10,
    timeScale: options.timeScale ?? 0.0001,
    log: pino({ level: 'silent' }),
    fetch: fetchImpl,
  });
  sandboxes.push(sandbox);
  return sandbox;
}
afterEach(async () => {
  await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.close()));
});

let attempt = 0;
function checkout(method: 'MBWAY' | 'REFERENCE', fields: { finalInMs?: number; amount?: number } = {}) {
  attempt += 1;
  const amount = fields.amount ?? 49.9;
  const now = new Date();
  return {
    merchant: { terminalId: 52221, channel: 'web', merchantTransactionId: `ord-${attempt}-${randomBytes(3).toString('hex')}` },
    transaction: {
      transactionTimestamp: now.toISOString(),
      description: 'Order',
      moto: false,
      paymentType: 'PURS',
      amount: { value: amount, currency: 'EUR' },
      paymentMethod: [method],
      ...(method === 'REFERENCE'
        ? {
            paymentReference: {
              initialDatetime: now.toISOString(),
              finalDatetime: new Date(now.getTime() + (fields.finalInMs ?? 3 * 24 * 3600_000)).toISOString(),
              maxAmount: { value: amount, currency: 'EUR' },
              minAmount: { value: amount, currency: 'EUR' },
              entity: '24000',
            },
          }
        : {}),
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the SIBS sandbox simulator (protocols.md §2.8)', () => {
  it('magic phones: …678 approves and …500 declines after the delay, each with one encrypted notification; another phone waits', async () => {
    const { deliveries, fetchImpl } = receiver();
    const sandbox = sandboxWith(fetchImpl, { approveDelayMs: 30 });
    const approved = sandbox.createCheckout(checkout('MBWAY'));
    const declined = sandbox.createCheckout(checkout('MBWAY'));
    const waiting = sandbox.createCheckout(checkout('MBWAY'));
    expect(sandbox.mbwayPurchase(approved.transactionID, { customerPhone: '351#912345678' })).toMatchObject({ paymentStatus: 'Pending', returnStatus: { statusCode: '00.110.1601' } });
    sandbox.mbwayPurchase(declined.transactionID, { customerPhone: '351#912345500' });
    sandbox.mbwayPurchase(waiting.transactionID, { customerPhone: '351#912345123' });
    expect(sandbox.find(approved.transactionID)!.state).toBe('Pending');
    await expect.poll(() => deliveries.length).toBe(2);
    await sleep(100);
    expect(readSibsNotification(deliveries.find((d) => d.payload.transactionID === approved.transactionID)!.payload)).toMatchObject({ outcome: 'paid', amount: 49.9 });
    expect(readSibsNotification(deliveries.find((d) => d.payload.transactionID === declined.transactionID)!.payload)).toMatchObject({ outcome: 'declined', statusCode: '01.106.0004' });
    expect(sandbox.find(waiting.transactionID)!.state).toBe('Pending');
    expect(deliveries.every((d) => d.contentType === 'text/plain')).toBe(true);
    expect(deliveries.every((d) => typeof (d.payload.amount as { value: unknown }).value === 'string')).toBe(true);
  });

  it('an MB WAY request nobody answers times out when the window ends', async () => {
    const { deliveries, fetchImpl } = receiver();
    const sandbox = sandboxWith(fetchImpl, { mbwayWindowMs: 200 });
    const { transactionID } = sandbox.createCheckout(checkout('MBWAY'));
    const started = Date.now();
    sandbox.mbwayPurchase(transactionID, { customerPhone: '351#961234567' });
    expect(sandbox.find(transactionID)!.state).toBe('Pending');
    await expect.poll(() => sandbox.find(transactionID)!.state).toBe('Timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await expect.poll(() => deliveries.length).toBe(1);
    expect(readSibsNotification(deliveries[0]!.payload)).toMatchObject({ outcome: 'timeout', final: true });
  });

  it('a reference is generated once (entity, 9 digits, expireDate = finalDatetime, generation notification not a payment), and can be paid', async () => {
    const { deliveries, fetchImpl } = receiver();
    const sandbox = sandboxWith(fetchImpl);
    const body = checkout('REFERENCE', { amount: 12.5 });
    const { transactionID } = sandbox.createCheckout(body);
    const generated = sandbox.generateReference(transactionID);
    expect(generated.paymentReference).toMatchObject({ entity: '24000', status: 'UNPAID', expireDate: body.transaction.paymentReference!.finalDatetime });
    expect(generated.paymentReference!.reference).toMatch(/^\d{9}$/);
    expect(sandbox.generateReference(transactionID).paymentReference!.reference).toBe(generated.paymentReference!.reference);
    await expect.poll(() => deliveries.length).toBe(1);
    expect(readSibsNotification(deliveries[0]!.payload)).toMatchObject({ outcome: 'pending', paymentStatus: 'Success', reference: { status: 'UNPAID' } });
    sandbox.control(transactionID, 'pay');
    await expect.poll(() => deliveries.length).toBe(2);
    expect(readSibsNotification(deliveries[1]!.payload)).toMatchObject({ outcome: 'paid', final: true, amount: 12.5, reference: { status: 'PAID' } });
    expect(() => sandbox.control(transactionID, 'pay')).toThrow(SandboxRefusal);
  });

  it('a reference expires at its finalDatetime (Declined, E0612), with a notification, and can no longer be paid', async () => {
    const { deliveries, fetchImpl } = receiver();
    const sandbox = sandboxWith(fetchImpl);
    const { transactionID } = sandbox.createCheckout(checkout('REFERENCE', { finalInMs: 250 }));
    sandbox.generateReference(transactionID);
    expect(sandbox.statusAnswer(sandbox.find(transactionID)!).paymentStatus).toBe('Pending');
    await sleep(300);
    expect(sandbox.statusAnswer(sandbox.find(transactionID)!)).toMatchObject({ paymentStatus: 'Declined', returnStatus: { statusCode: 'E0612' } });
    await expect.poll(() => deliveries.length).toBe(2);
    expect(readSibsNotification(deliveries[1]!.payload)).toMatchObject({ outcome: 'expired', final: true });
    expect(() => sandbox.control(transactionID, 'pay')).toThrow(/only a pending reference/);
    // A late payment (the race P7 is about) only when asked for.
    sandbox.control(transactionID, 'pay', true);
    await expect.poll(() => deliveries.length).toBe(3);
    expect(readSibsNotification(deliveries[2]!.payload).outcome).toBe('paid');
  });

  it('re-sends a notification on the retry tiers until the acknowledgement is right — a fresh IV each time — then stops', async () => {
    // 1st: HTTP 500; 2nd: another notificationID; 3rd: statusCode "500"; 4th: not JSON; 5th: acknowledged with "000".
    const { deliveries, fetchImpl } = receiver((delivery, n) => {
      const id = delivery.payload.notificationID;
      if (n === 1) return new Response('down', { status: 500 });
      if (n === 2) return Response.json({ statusCode: '200', statusMsg: 'Success', notificationID: 'another' });
      if (n === 3) return Response.json({ statusCode: '500', statusMsg: 'Error', notificationID: id });
      if (n === 4) return new Response('OK', { status: 200 });
      return Response.json({ statusCode: '000', statusMsg: 'Success', notificationID: id });
    });
    const sandbox = sandboxWith(fetchImpl, { timeScale: 0.0002 });
    const { transactionID } = sandbox.createCheckout(checkout('MBWAY'));
    sandbox.mbwayPurchase(transactionID, { customerPhone: '351#912345678' });
    await expect.poll(() => sandbox.find(transactionID)!.notifications[0]?.acknowledged, { timeout: 5_000 }).toBe(true);
    expect(deliveries).toHaveLength(5);
    expect(new Set(deliveries.map((d) => d.payload.notificationID)).size).toBe(1);
    expect(new Set(deliveries.map((d) => d.iv)).size).toBe(5);
    // Tier 0: five minutes between tries, scaled to 60 ms.
    for (let index = 1; index < deliveries.length; index += 1) {
      expect(deliveries[index]!.at - deliveries[index - 1]!.at).toBeGreaterThanOrEqual(55);
    }
    await sleep(200);
    expect(deliveries).toHaveLength(5);
    expect(sandbox.find(transactionID)!.notifications[0]).toMatchObject({ attempts: 5, acknowledged: true, nextAttemptAt: null, gaveUp: false });
  });

  it('gives up after retry 43 (the last tier) when nothing ever acknowledges', async () => {
    const { deliveries, fetchImpl } = receiver(() => new Response('nope', { status: 503 }));
    const sandbox = sandboxWith(fetchImpl, { timeScale: 0.000001 });
    const { transactionID } = sandbox.createCheckout(checkout('MBWAY'));
    sandbox.mbwayPurchase(transactionID, { customerPhone: '351#912345500' });
    await expect.poll(() => sandbox.find(transactionID)!.notifications[0]?.gaveUp, { timeout: 15_000 }).toBe(true);
    // The first attempt and retries 0 to 43.
    expect(deliveries).toHaveLength(45);
    expect(sandbox.find(transactionID)!.notifications[0]).toMatchObject({ attempts: 45, acknowledged: false, lastFailure: 'HTTP 503' });
  });

  it('the retry tiers of §2.7', () => {
    const minutes = (retry: number) => retryDelayMs(retry)! / 60_000;
    expect([0, 4].map(minutes)).toEqual([5, 5]);
    expect([5, 8].map(minutes)).toEqual([60, 60]);
    expect([9, 13].map(minutes)).toEqual([120, 120]);
    expect([14, 19].map(minutes)).toEqual([240, 240]);
    expect([20, 26].map(minutes)).toEqual([360, 360]);
    expect([27, 34].map(minutes)).toEqual([720, 720]);
    expect([35, 43].map(minutes)).toEqual([1440, 1440]);
    expect(retryDelayMs(44)).toBeNull();
    expect(SIBS_RETRY_TIERS).toHaveLength(7);
  });

  it('refuses what SIBS would: a reused checkout, a method the checkout lacks, a wrong terminal, entity or window, a duplicate merchantTransactionId', () => {
    const sandbox = sandboxWith(receiver().fetchImpl);
    const body = checkout('MBWAY');
    const { transactionID } = sandbox.createCheckout(body);
    const refusal = (run: () => unknown): [number, string] => {
      try {
        run();
      } catch (error) {
        if (error instanceof SandboxRefusal) return [error.httpStatus, error.message];
        throw error;
      }
      return [200, 'accepted'];
    };
    expect(refusal(() => sandbox.createCheckout(body))).toEqual([400, 'merchant.merchantTransactionId: must be unique per attempt']);
    expect(refusal(() => sandbox.generateReference(transactionID))).toEqual([400, 'REFERENCE is not a payment method of this checkout']);
    expect(refusal(() => sandbox.mbwayPurchase(transactionID, { customerPhone: '912345678' }))[0]).toBe(400);
    sandbox.mbwayPurchase(transactionID, { customerPhone: '351#912345111' });
    expect(refusal(() => sandbox.mbwayPurchase(transactionID, { customerPhone: '351#912345111' }))[0]).toBe(400);
    expect(refusal(() => sandbox.createCheckout({ ...checkout('MBWAY'), merchant: { terminalId: 1, channel: 'web', merchantTransactionId: 'x1' } }))[0]).toBe(400);
    const reference = checkout('REFERENCE');
    expect(refusal(() => sandbox.createCheckout({ ...reference, transaction: { ...reference.transaction, paymentReference: { ...reference.transaction.paymentReference!, entity: '11111' } } }))[0]).toBe(400);
    expect(refusal(() => sandbox.createCheckout(checkout('REFERENCE', { finalInMs: -1_000 })))[0]).toBe(400);
    const threeDecimals = checkout('MBWAY', { amount: 10.005 });
    expect(refusal(() => sandbox.createCheckout(threeDecimals))[0]).toBe(400);
    expect(refusal(() => sandbox.control('unknown-id', 'approve'))).toEqual([404, 'Transaction not found']);
  });
});
