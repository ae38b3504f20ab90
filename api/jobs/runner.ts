import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedJob, JobPayload, JobQueue } from './queue';

/**
 * Runs the queue's due jobs with the handlers registered for their kinds. `runDueJobs()` claims and
 * runs until nothing is due (tests call it to run background work deterministically); `start()`
 * does the same in a loop every `pollIntervalMs` (or at once after `wake()`), and `stop()` ends the
 * loop and waits for the jobs in flight. Several processes run it against one database safely: the
 * claim is `FOR UPDATE SKIP LOCKED` with a lease the runner extends while a handler works.
 * A process claims only the kinds it has handlers for.
 */

export type JobHandler = (job: ClaimedJob) => Promise<void>;

/** A recurring job declared by a module; written to the queue on the runner's first pass. */
type Schedule = { name: string; kind: string; everyMs: number; payload: JobPayload };

export type JobRunnerOptions = {
  queue: JobQueue;
  log: FastifyBaseLogger;
  workerId?: string;
  /** How often the loop looks for due jobs; default 1 s. */
  pollIntervalMs?: number;
  /** How long a claim holds a job before another process may take it; default 60 s (extended while running). */
  leaseMs?: number;
  /** Jobs run at once by one runner; default 4. */
  concurrency?: number;
};

export type JobRunner = ReturnType<typeof createJobRunner>;

/** Guards `runDueJobs` against a handler that keeps enqueueing due work. */
const MAX_ROUNDS = 1_000;

export function createJobRunner(options: JobRunnerOptions) {
  const { queue, log } = options;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const concurrency = options.concurrency ?? 4;
  const handlers = new Map<string, JobHandler>();
  const schedules = new Map<string, Schedule>();
  let schedulesWritten: Promise<void> | null = null;

  let loop: Promise<void> | null = null;
  let stopping = false;
  let wakeUp: (() => void) | null = null;
  let woken = false;

  function writeSchedules(): Promise<void> {
    schedulesWritten ??= (async () => {
      for (const schedule of schedules.values()) {
        await queue.recurring(schedule.name, schedule.kind, schedule.everyMs, schedule.payload);
      }
    })().catch((error: unknown) => {
      schedulesWritten = null;
      throw error;
    });
    return schedulesWritten;
  }

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers.get(job.kind)!;
    // The lease is extended while the handler works, so a slow job is not taken over by another process.
    const heartbeat = setInterval(() => {
      queue.extend(job, leaseMs).catch((error: unknown) => log.warn({ err: error, job: job.id }, 'job lease could not be extended'));
    }, Math.max(10, Math.floor(leaseMs / 3)));
    try {
      await handler(job);
      clearInterval(heartbeat);
      if (!(await queue.complete(job))) log.warn({ job: job.id, kind: job.kind }, 'job finished after its lease passed to another worker');
    } catch (error) {
      clearInterval(heartbeat);
      const result = await queue.fail(job, error);
      const level = result === 'failed' ? 'error' : 'warn';
      log[level]({ err: error, job: job.id, kind: job.kind, attempt: job.attempt, result }, `job ${job.kind} failed`);
    }
  }

  async function runDueJobs(): Promise<number> {
    await writeSchedules();
    let ran = 0;
    for (let round = 0; round < MAX_ROUNDS && !stopping; round += 1) {
      const claimed = await queue.claim(workerId, [...handlers.keys()], concurrency, leaseMs);
      if (claimed.length === 0) break;
      await Promise.all(claimed.map(runOne));
      ran += claimed.length;
    }
    return ran;
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      if (woken || stopping) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });
  }

  return {
    workerId,

    /** The handler of one kind of job; a job that throws is retried with backoff. */
    register(kind: string, handler: JobHandler): void {
      if (handlers.has(kind)) throw new Error(`a handler for job ${kind} is already registered`);
      handlers.set(kind, handler);
    },

    /** A job run every `everyMs`, one schedule shared by all processes (its row is written on the first pass). */
    schedule(name: string, kind: string, everyMs: number, payload: JobPayload = {}): void {
      schedules.set(name, { name, kind, everyMs, payload });
      schedulesWritten = null;
    },

    runDueJobs,

    /** Looks for due jobs now instead of at the next poll (e.g. right after a webhook was stored). */
    wake(): void {
      woken = true;
      wakeUp?.();
    },

    start(): void {
      if (loop) return;
      stopping = false;
      loop = (async () => {
        while (!stopping) {
          try {
            await runDueJobs();
          } catch (error) {
            log.error({ err: error }, 'job runner pass failed');
          }
          await sleep(pollIntervalMs);
        }
      })();
    },

    async stop(): Promise<void> {
      if (!loop) return;
      stopping = true;
      wakeUp?.();
      await loop;
      loop = null;
    },
  };
}
