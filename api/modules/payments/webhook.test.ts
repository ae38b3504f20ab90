import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_MODES } from '../../test-support';
import type { GatewayNotification } from './gateway';
import { encryptNotification } from './sibs/webhook-crypto';
import { createPaymentsTestApi, type PaymentsTestApi } from './test-kit';
import { NOT_AUTHENTIC } from './webhook';

/** A notification as SIBS writes it (§2.7), for one transaction. */
function notification(fields: Record<string, unknown> = {}) {
  return {
    returnStatus: { statusCode: '000', statusMsg: 'Success' },
    paymentStatus: 'Success',
    paymentMethod: 'MBWAY',
    transactionID: `tx${randomBytes(8).toString('hex')}`,
    transactionDateTime: '2026-11-01T12:03:00.000Z',
    amount: { currency: 'EUR', value: '49.90' },
    merchant: { transactionId: 'ord-1-a1', terminalId: 52221 },
    paymentType: 'PURS',
    notificationID: randomUUID(),
    ...fields,
  };
}

const ackOf = (notificationID: string) => ({ statusCode: '200', statusMsg: 'Success', notificationID });

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`POST /v1/payments/sibs/webhook on ${mode}`, () => {
    let api: PaymentsTestApi;
    beforeAll(async () => {
      api = await createPaymentsTestApi(mode);
    });
    afterAll(() => api?.close());

    const rows = async (transactionId: string) =>
      api.database.query<{ notification_id: string; deliveries: number; processed_at: Date | null; duplicate_of: number | null; occurred_at: Date | null; outcome: string }>(
        `select * from payment_notifications where transaction_id = $1 order by id`,
        [transactionId],
      );
    const callsFor = (transactionId: string) => api.ledger.calls.filter((call) => call.status.transactionId === transactionId);

    it('acknowledges an authentic notification with the exact body echoing its notificationID, then hands it to the ledger from a job', async () => {
      const body = notification();
      const response = await api.post(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ackOf(body.notificationID));
      // Processing happens after the acknowledgement, in a job.
      expect(callsFor(body.transactionID)).toEqual([]);
      expect(await rows(body.transactionID)).toMatchObject([{ notification_id: body.notificationID, deliveries: 1, processed_at: null, outcome: 'paid' }]);
      await api.app.jobs.runDueJobs();
      const [call] = callsFor(body.transactionID);
      expect(call!.source).toBe('webhook');
      expect(call!.status).toMatchObject({
        transactionId: body.transactionID,
        notificationId: body.notificationID,
        merchantTransactionId: 'ord-1-a1',
        outcome: 'paid',
        final: true,
        amount: 49.9,
        currency: 'EUR',
        occurredAt: '2026-11-01T12:03:00.000Z',
      } satisfies Partial<GatewayNotification>);
      expect((await rows(body.transactionID))[0]!.processed_at).not.toBeNull();
    });

    it('reads a base64 body sent as application/json too (the newer QLY docs), while the rest of the API still refuses text/plain', async () => {
      const body = notification();
      const response = await api.post(body, { contentType: 'application/json' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(ackOf(body.notificationID));
      const elsewhere = await api.app.inject({ method: 'POST', url: '/login', headers: { 'content-type': 'text/plain' }, payload: '{"email":"a@b.c"}' });
      expect(elsewhere.statusCode).toBe(415);
    });

    it('P1: a bad tag, a wrong key, a truncated body or missing headers → 400, no acknowledgement, nothing stored, nothing processed', async () => {
      const body = notification();
      const sealed = encryptNotification(api.config.sibs.webhookSecret, body);
      const flipped = Buffer.from(sealed.tag, 'base64');
      flipped[0] = flipped[0]! ^ 1;
      const wrongKey = encryptNotification(randomBytes(32).toString('base64'), body);
      const cases = [
        { iv: sealed.iv, tag: flipped.toString('base64'), payload: sealed.body },
        { iv: wrongKey.iv, tag: wrongKey.tag, payload: wrongKey.body },
        { iv: sealed.iv, tag: sealed.tag, payload: Buffer.from(sealed.body, 'base64').subarray(0, 16).toString('base64') },
        { iv: sealed.iv, tag: sealed.tag, payload: sealed.body.slice(0, -2) },
        { iv: undefined, tag: sealed.tag, payload: sealed.body },
        { iv: sealed.iv, tag: undefined, payload: sealed.body },
        { iv: sealed.iv, tag: sealed.tag, payload: '' },
      ];
      for (const { iv, tag, payload } of cases) {
        const response = await api.app.inject({
          method: 'POST',
          url: '/v1/payments/sibs/webhook',
          headers: { 'content-type': 'text/plain', ...(iv ? { 'x-initialization-vector': iv } : {}), ...(tag ? { 'x-authentication-tag': tag } : {}) },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual(NOT_AUTHENTIC);
      }
      await api.app.jobs.runDueJobs();
      expect(await rows(body.transactionID)).toEqual([]);
      expect(callsFor(body.transactionID)).toEqual([]);
    });

    it('P2: 5 duplicate deliveries (each freshly encrypted, 2 of them at once) → 1 stored notification, 1 processing, 5 identical acknowledgements', async () => {
      const body = notification();
      const first = await api.post(body);
      const concurrent = await Promise.all([api.post(body), api.post(body)]);
      await api.app.jobs.runDueJobs();
      const late = [await api.post(body), await api.post(body)];
      await api.app.jobs.runDueJobs();
      const acks = [first, ...concurrent, ...late];
      expect(acks.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(acks.map((response) => response.body))).toEqual(new Set([JSON.stringify(ackOf(body.notificationID))]));
      expect(await rows(body.transactionID)).toMatchObject([{ deliveries: 5 }]);
      expect(callsFor(body.transactionID)).toHaveLength(1);
      expect(await api.app.jobs.queue.list({ dedupeKey: `payments.notification:${body.notificationID}` })).toHaveLength(1);
    });

    it('P2: a second notificationID for a transition already processed (same transaction, type and status) is kept but not processed again', async () => {
      const body = notification();
      await api.post(body);
      await api.app.jobs.runDueJobs();
      const again = { ...body, notificationID: randomUUID() };
      expect((await api.post(again)).json()).toEqual(ackOf(again.notificationID));
      await api.app.jobs.runDueJobs();
      const stored = await rows(body.transactionID);
      expect(stored).toHaveLength(2);
      expect(stored[1]!.processed_at).not.toBeNull();
      expect(stored[1]!.duplicate_of).not.toBeNull();
      expect(callsFor(body.transactionID)).toHaveLength(1);
    });

    it('P3: out of order (Success before Pending), both are kept with their SIBS time and order of arrival and reach the ledger in that order', async () => {
      const transactionID = `tx${randomBytes(8).toString('hex')}`;
      const success = notification({ transactionID, transactionDateTime: '2026-11-01T12:05:00.000Z' });
      const pending = notification({
        transactionID,
        paymentStatus: 'Pending',
        returnStatus: { statusCode: '00.110.1601', statusMsg: 'Pending' },
        transactionDateTime: '2026-11-01T12:01:00.000Z',
      });
      await api.post(success);
      await api.app.jobs.runDueJobs();
      await api.post(pending);
      await api.app.jobs.runDueJobs();
      const stored = await api.app.payments.notifications.ofTransaction(transactionID);
      expect(stored.map((row) => [row.notificationId, row.occurredAt?.toISOString()])).toEqual([
        [success.notificationID, '2026-11-01T12:05:00.000Z'],
        [pending.notificationID, '2026-11-01T12:01:00.000Z'],
      ]);
      expect(stored[0]!.receivedAt.getTime()).toBeLessThanOrEqual(stored[1]!.receivedAt.getTime());
      const calls = callsFor(transactionID).map((call) => call.status);
      expect(calls.map((status) => [status.outcome, status.final, (status as GatewayNotification).occurredAt])).toEqual([
        ['paid', true, '2026-11-01T12:05:00.000Z'],
        ['pending', false, '2026-11-01T12:01:00.000Z'],
      ]);
      // The ledger's monotonic rule can be applied on what it is given: a final outcome is never left for a non-final one.
      const settled = calls.reduce<string | null>((state, status) => (state !== null && state !== 'pending' ? state : status.outcome), null);
      expect(settled).toBe('paid');
    });

    it('acknowledges a notification for a transaction the ledger does not know, and does not retry it', async () => {
      const body = notification();
      api.ledger.unknown.add(body.transactionID);
      expect((await api.post(body)).json()).toEqual(ackOf(body.notificationID));
      await api.app.jobs.runDueJobs();
      expect(callsFor(body.transactionID)).toHaveLength(1);
      expect((await rows(body.transactionID))[0]!.processed_at).not.toBeNull();
      const [job] = await api.app.jobs.queue.list({ dedupeKey: `payments.notification:${body.notificationID}` });
      expect(job).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('a ledger failure leaves the notification acknowledged and stored, and its job is retried', async () => {
      const body = notification();
      api.ledger.failNext(1);
      expect((await api.post(body)).statusCode).toBe(200);
      await api.app.jobs.runDueJobs();
      expect(callsFor(body.transactionID)).toEqual([]);
      const [job] = await api.app.jobs.queue.list({ dedupeKey: `payments.notification:${body.notificationID}` });
      expect(job).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: the ledger is down' });
      await api.database.query(`update jobs set run_at = now() - interval '1 second' where id = $1`, [job!.id]);
      await api.app.jobs.runDueJobs();
      expect(callsFor(body.transactionID)).toHaveLength(1);
    });

    it('P5: when the notification cannot be stored there is no acknowledgement (500), so SIBS sends it again', async () => {
      const body = notification();
      await api.database.query('alter table payment_notifications rename to payment_notifications_away');
      try {
        const response = await api.post(body);
        expect(response.statusCode).toBe(500);
        expect(response.body).not.toContain(body.notificationID);
      } finally {
        await api.database.query('alter table payment_notifications_away rename to payment_notifications');
      }
      const retried = await api.post(body);
      expect(retried.json()).toEqual(ackOf(body.notificationID));
    });

    it('P5: acknowledges within 1 s (20 notifications, each timed)', async () => {
      const durations: number[] = [];
      for (let index = 0; index < 20; index += 1) {
        const started = performance.now();
        const response = await api.post(notification());
        durations.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
      expect(Math.max(...durations)).toBeLessThan(1_000);
      await api.app.jobs.runDueJobs();
    });
  });
}
