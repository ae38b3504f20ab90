import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedCheckout } from './gateway';
import { createPaymentsTestApi, type PaymentsTestApi } from './test-kit';

/**
 * The reconciliation poller (reliability P6): a recurring job asks SIBS's status inquiry about every
 * open attempt and hands each answer to the ledger — MB WAY every poll interval, Multibanco on its
 * slower schedule — so a payment whose webhook never arrives is still seen. Here every notification
 * is dropped (the sandbox posts to a path that answers 404, and retries only after 5 minutes).
 */
describe('the reconciliation poller', () => {
  let api: PaymentsTestApi;
  let time = new Date('2026-11-01T12:00:00Z').getTime();
  const clock = { now: () => new Date(time), advance: (ms: number) => (time += ms) };

  beforeAll(async () => {
    api = await createPaymentsTestApi('pglite', {
      now: clock.now,
      env: { SIBS_SANDBOX_WEBHOOK_URL: 'http://api.test/dropped-webhook', SIBS_SANDBOX_TIME_SCALE: '1' },
    });
  });
  afterAll(() => api?.close());

  let attempt = 0;
  async function open(method: 'mbway' | 'multibanco'): Promise<CreatedCheckout> {
    attempt += 1;
    const checkout = await api.app.paymentGateway.createCheckout({
      merchantTransactionId: `poll-${attempt}-${Date.now() % 1e6}`,
      amount: 10,
      method,
      description: 'Order',
      customer: { name: 'Ana', email: 'ana@example.test' },
      ...(method === 'multibanco' ? { referenceExpiresAt: new Date(Date.now() + 72 * 3600_000) } : {}),
    });
    if (method === 'mbway') await api.app.paymentGateway.mbwayPurchase(checkout, '961234567');
    else await api.app.paymentGateway.generateReference(checkout);
    api.ledger.open.push({ transactionId: checkout.transactionId, method, createdAt: clock.now() });
    return checkout;
  }
  const polled = (transactionId: string) => api.ledger.calls.filter((call) => call.status.transactionId === transactionId).map((call) => [call.status.outcome, call.source]);
  const control = (id: string, action: string) => api.app.inject({ method: 'POST', url: `/sibs-sandbox/control/${id}/${action}` });

  it('P6: an MB WAY payment whose webhook was dropped reaches the ledger within 2 poll intervals', async () => {
    const { pollIntervalMs } = api.config.sibs;
    expect(pollIntervalMs).toBe(15_000);
    const checkout = await open('mbway');
    await api.app.jobs.runDueJobs();
    expect(polled(checkout.transactionId)).toEqual([['pending', 'poll']]);

    expect((await control(checkout.transactionId, 'approve')).statusCode).toBe(200);
    await api.app.sibsSandbox!.settled();
    expect(api.app.sibsSandbox!.find(checkout.transactionId)!.notifications[0]).toMatchObject({ acknowledged: false, lastFailure: 'HTTP 404' });
    await api.app.jobs.runDueJobs();
    expect(polled(checkout.transactionId)).toEqual([['pending', 'poll']]);

    clock.advance(pollIntervalMs);
    await api.app.jobs.runDueJobs();
    expect(polled(checkout.transactionId)).toEqual([
      ['pending', 'poll'],
      ['paid', 'poll'],
    ]);
    api.ledger.open.splice(0);
  });

  it('P6: a Multibanco reference is asked about on its own slower schedule, not every MB WAY interval', async () => {
    const { pollIntervalMs, referencePollIntervalMs } = api.config.sibs;
    expect(referencePollIntervalMs).toBe(900_000);
    // Line the two schedules up from now.
    clock.advance(referencePollIntervalMs);
    await api.app.jobs.runDueJobs();
    const checkout = await open('multibanco');
    expect((await control(checkout.transactionId, 'pay')).statusCode).toBe(200);

    clock.advance(pollIntervalMs);
    await api.app.jobs.runDueJobs();
    expect(polled(checkout.transactionId)).toEqual([]);

    clock.advance(referencePollIntervalMs - pollIntervalMs);
    await api.app.jobs.runDueJobs();
    expect(polled(checkout.transactionId)).toEqual([['paid', 'poll']]);
    api.ledger.open.splice(0);
  });

  it('an attempt the gateway cannot answer for does not stop the others from being asked', async () => {
    api.ledger.open.push({ transactionId: 'UnknownToTheGateway0', method: 'mbway', createdAt: clock.now() });
    const checkout = await open('mbway');
    await control(checkout.transactionId, 'decline');
    clock.advance(api.config.sibs.pollIntervalMs);
    await api.app.jobs.runDueJobs();
    expect(polled('UnknownToTheGateway0')).toEqual([]);
    expect(polled(checkout.transactionId)).toEqual([['declined', 'poll']]);
    const [job] = await api.app.jobs.queue.list({ dedupeKey: 'recurring:payments.reconcile.mbway' });
    expect(job).toMatchObject({ status: 'pending', lastError: null, runAt: new Date(time + api.config.sibs.pollIntervalMs) });
    api.ledger.open.splice(0);
  });
});
