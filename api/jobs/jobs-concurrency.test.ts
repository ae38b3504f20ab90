import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { TEST_DATABASE_URL, TEST_PG } from '../test-support';
import { createJobs, type Jobs } from './jobs';

/**
 * Several API processes share one queue: here two runners, each with its own connection pool (as two
 * processes would have), drain the same jobs on the PostgreSQL server at once. PGlite runs one
 * statement at a time, so this race only exists on the server.
 */

const log = pino({ level: 'silent' });
const REPETITIONS = 20;
const JOBS_PER_RUN = 200;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.runIf(TEST_PG)('job queue concurrency on the PostgreSQL server', () => {
  const name = `api_test_jobs_${randomBytes(5).toString('hex')}`;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    first = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
    second = await openDatabase({ kind: 'postgres', url: url.toString(), max: 4 });
    await first.migrate();
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it(`two runners, ${JOBS_PER_RUN} jobs → each job done exactly once (${REPETITIONS} runs)`, { timeout: 240_000 }, async () => {
    for (let run = 0; run < REPETITIONS; run += 1) {
      const runs = new Map<number, string[]>();
      const makeRunner = (database: Database, worker: string): Jobs => {
        const jobs = createJobs(database, { log, concurrency: 8, workerId: worker });
        jobs.register('test.count', async (job) => {
          const n = job.payload.n as number;
          runs.set(n, [...(runs.get(n) ?? []), worker]);
          // A little work with a yield, so the two runners interleave their claims.
          if (n % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        });
        return jobs;
      };
      const a = makeRunner(first, 'a');
      const b = makeRunner(second, 'b');
      await first.query(
        `insert into jobs (kind, payload) select 'test.count', jsonb_build_object('n', n, 'run', $1::int) from generate_series(1, $2::int) as n`,
        [run, JOBS_PER_RUN],
      );
      await Promise.all([a.runDueJobs(), b.runDueJobs()]);

      expect(runs.size).toBe(JOBS_PER_RUN);
      const twice = [...runs.entries()].filter(([, workers]) => workers.length !== 1);
      expect(twice).toEqual([]);
      const rows = await first.query<{ status: string; attempts: number; count: string }>(
        `select status, attempts, count(*) as count from jobs where kind = 'test.count' group by status, attempts`,
      );
      expect(rows.map((row) => ({ ...row, count: Number(row.count) }))).toEqual([{ status: 'done', attempts: 1, count: JOBS_PER_RUN }]);
      // Both runners took part (otherwise the race was not tested).
      const workers = new Set([...runs.values()].flat());
      expect(workers).toEqual(new Set(['a', 'b']));
      await first.query(`delete from jobs where kind = 'test.count'`);
    }
  });

  it('two started runners (the API\'s background loops) share a stream of jobs, each done once', { timeout: 60_000 }, async () => {
    const runs = new Map<number, number>();
    const makeRunner = (database: Database, worker: string) => {
      const jobs = createJobs(database, { log, workerId: worker, pollIntervalMs: 20 });
      jobs.register('test.stream', async (job) => {
        const n = job.payload.n as number;
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
      return jobs;
    };
    const a = makeRunner(first, 'a');
    const b = makeRunner(second, 'b');
    a.start();
    b.start();
    try {
      for (let n = 1; n <= 300; n += 1) {
        await a.enqueue('test.stream', { n });
        if (n % 50 === 0) b.wake();
      }
      await expect.poll(() => runs.size, { timeout: 30_000 }).toBe(300);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
