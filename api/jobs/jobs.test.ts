import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { DATABASE_MODES, openTestDatabase } from '../test-support';
import { createJobs, DONE_JOBS_KEPT_MS } from './jobs';
import { backoffMs, createJobQueue } from './queue';
import { createJobRunner } from './runner';

const log = pino({ level: 'silent' });

/** A clock the test moves. */
function testClock(start = new Date('2026-11-01T12:00:00Z')) {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance(ms: number) {
      time += ms;
    },
  };
}

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`the durable job queue on ${mode}`, () => {
    let database: Database;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ database, close } = await openTestDatabase(mode));
    });
    afterAll(() => close?.());
    beforeEach(async () => {
      await database.query('delete from jobs');
    });

    it('runs an enqueued job once, with its payload, and keeps it as done', async () => {
      const clock = testClock();
      const jobs = createJobs(database, { now: clock.now, log });
      const seen: unknown[] = [];
      jobs.register('test.echo', async (job) => {
        seen.push(job.payload);
      });
      const { id } = await jobs.enqueue('test.echo', { hello: 'world', n: 1 });
      expect(await jobs.runDueJobs()).toBeGreaterThanOrEqual(1);
      expect(await jobs.runDueJobs()).toBe(0);
      expect(seen).toEqual([{ hello: 'world', n: 1 }]);
      expect(await jobs.queue.find(id!)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null, claimedBy: null, finishedAt: clock.now() });
    });

    it('de-duplicates an enqueue on its key, also after the first run finished', async () => {
      const jobs = createJobs(database, { log });
      let runs = 0;
      jobs.register('test.once', async () => {
        runs += 1;
      });
      const first = await jobs.enqueue('test.once', {}, { dedupeKey: 'once:1' });
      const second = await jobs.enqueue('test.once', {}, { dedupeKey: 'once:1' });
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: null, created: false });
      await jobs.runDueJobs();
      expect((await jobs.enqueue('test.once', {}, { dedupeKey: 'once:1' })).created).toBe(false);
      await jobs.runDueJobs();
      expect(runs).toBe(1);
    });

    it('waits for run_at', async () => {
      const clock = testClock();
      const jobs = createJobs(database, { now: clock.now, log });
      let runs = 0;
      jobs.register('test.later', async () => {
        runs += 1;
      });
      await jobs.enqueue('test.later', {}, { runAt: new Date(clock.now().getTime() + 60_000) });
      await jobs.runDueJobs();
      expect(runs).toBe(0);
      clock.advance(60_000);
      await jobs.runDueJobs();
      expect(runs).toBe(1);
    });

    it('enqueued inside a transaction, the job exists only if the transaction commits', async () => {
      const jobs = createJobs(database, { log });
      await expect(
        database.transaction(async (query) => {
          await jobs.enqueue('test.tx', { n: 1 }, { query });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await database.transaction((query) => jobs.enqueue('test.tx', { n: 2 }, { query }));
      expect((await jobs.queue.list({ kind: 'test.tx' })).map((job) => job.payload)).toEqual([{ n: 2 }]);
    });

    it('retries a failing job with exponential backoff, then marks it failed after max attempts with the last error', async () => {
      const clock = testClock();
      const jobs = createJobs(database, { now: clock.now, log });
      const attempts: number[] = [];
      jobs.register('test.flaky', async (job) => {
        attempts.push(job.attempt);
        throw new Error(`boom ${job.attempt}`);
      });
      const { id } = await jobs.enqueue('test.flaky', {}, { maxAttempts: 3 });
      await jobs.runDueJobs();
      expect(attempts).toEqual([1]);
      expect(await jobs.queue.find(id!)).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: boom 1', runAt: new Date(clock.now().getTime() + backoffMs(1)) });
      clock.advance(backoffMs(1) - 1);
      await jobs.runDueJobs();
      expect(attempts).toEqual([1]);
      clock.advance(1);
      await jobs.runDueJobs();
      expect(attempts).toEqual([1, 2]);
      clock.advance(backoffMs(2));
      await jobs.runDueJobs();
      expect(attempts).toEqual([1, 2, 3]);
      expect(await jobs.queue.find(id!)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'Error: boom 3' });
      clock.advance(60 * 60_000);
      await jobs.runDueJobs();
      expect(attempts).toEqual([1, 2, 3]);
      expect(backoffMs(1)).toBe(2_000);
      expect(backoffMs(2)).toBe(4_000);
      expect(backoffMs(30)).toBe(30 * 60_000);
    });

    it('a job whose worker died is claimed again once its lease ran out, and the dead claim cannot complete it', async () => {
      const clock = testClock();
      const queue = createJobQueue(database, { now: clock.now });
      const { id } = await queue.enqueue('test.lease', { n: 1 });
      const [dead] = await queue.claim('worker-a', ['test.lease'], 10, 30_000);
      expect(dead).toMatchObject({ id, attempt: 1 });
      // Worker A dies here. Before the lease ends nobody else gets the job…
      clock.advance(29_999);
      expect(await queue.claim('worker-b', ['test.lease'], 10, 30_000)).toEqual([]);
      // …after it, worker B does.
      clock.advance(1);
      const [taken] = await queue.claim('worker-b', ['test.lease'], 10, 30_000);
      expect(taken).toMatchObject({ id, attempt: 2 });
      expect(await queue.complete(dead!)).toBe(false);
      expect(await queue.fail(dead!, new Error('late'))).toBe('lost');
      expect(await queue.complete(taken!)).toBe(true);
      expect(await queue.find(id!)).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    });

    it('a running job keeps its lease while the handler works longer than the lease', async () => {
      const queue = createJobQueue(database);
      const runner = createJobRunner({ queue, log, leaseMs: 300 });
      let finish!: () => void;
      runner.register('test.slow', () => new Promise<void>((resolve) => (finish = resolve)));
      const { id } = await queue.enqueue('test.slow');
      const running = runner.runDueJobs();
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await queue.claim('other', ['test.slow'], 10, 300)).toEqual([]);
      expect((await queue.find(id!))!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
      finish();
      await running;
      expect(await queue.find(id!)).toMatchObject({ status: 'done', attempts: 1 });
    });

    it('claims only the kinds this process has handlers for', async () => {
      const jobs = createJobs(database, { log });
      const { id } = await jobs.enqueue('test.elsewhere');
      await jobs.runDueJobs();
      expect(await jobs.queue.find(id!)).toMatchObject({ status: 'pending', attempts: 0 });
    });

    it('a recurring job runs once per interval, one schedule for every runner, and a failure does not end it', async () => {
      const clock = testClock();
      const runs: string[] = [];
      let failNext = false;
      const makeRunner = (name: string) => {
        const jobs = createJobs(database, { now: clock.now, log });
        jobs.register('test.tick', async () => {
          if (failNext) {
            failNext = false;
            throw new Error('tick failed');
          }
          runs.push(name);
        });
        jobs.schedule('test.tick', 'test.tick', 10_000, { what: 'tick' });
        return jobs;
      };
      const a = makeRunner('a');
      const b = makeRunner('b');
      await a.runDueJobs();
      await b.runDueJobs();
      expect(runs).toEqual(['a']);
      clock.advance(9_999);
      await b.runDueJobs();
      expect(runs).toEqual(['a']);
      clock.advance(1);
      await b.runDueJobs();
      await a.runDueJobs();
      expect(runs).toEqual(['a', 'b']);
      failNext = true;
      clock.advance(10_000);
      await a.runDueJobs();
      expect(runs).toEqual(['a', 'b']);
      clock.advance(backoffMs(1));
      await a.runDueJobs();
      expect(runs).toEqual(['a', 'b', 'a']);
      const [row] = await a.queue.list({ dedupeKey: 'recurring:test.tick' });
      expect(row).toMatchObject({ status: 'pending', attempts: 0, repeatEveryMs: 10_000, payload: { what: 'tick' } });
    });

    it('purges done jobs after a week, keeping pending and failed ones', async () => {
      const clock = testClock();
      const jobs = createJobs(database, { now: clock.now, log });
      jobs.register('test.old', async () => undefined);
      const { id } = await jobs.enqueue('test.old');
      await jobs.runDueJobs();
      const { id: waiting } = await jobs.enqueue('test.unhandled');
      clock.advance(DONE_JOBS_KEPT_MS + 6 * 60 * 60_000 + 1);
      await jobs.runDueJobs();
      expect(await jobs.queue.find(id!)).toBeNull();
      expect(await jobs.queue.find(waiting!)).not.toBeNull();
    });

    it('start() runs jobs in the background, wake() runs a new one without waiting for the poll, stop() waits for the one in flight', async () => {
      const jobs = createJobs(database, { log, pollIntervalMs: 60_000 });
      const done: number[] = [];
      jobs.register('test.background', async (job) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        done.push(job.payload.n as number);
      });
      jobs.start();
      await new Promise((resolve) => setTimeout(resolve, 100));
      await jobs.enqueue('test.background', { n: 1 });
      jobs.wake();
      await expect.poll(() => done, { timeout: 5_000 }).toEqual([1]);
      await jobs.enqueue('test.background', { n: 2 });
      jobs.wake();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await jobs.stop();
      expect(done).toEqual([1, 2]);
    });
  });
}
