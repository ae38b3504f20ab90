import { randomUUID } from 'node:crypto';
import type { Database, Query } from '../db/client';

/**
 * The durable job queue in PostgreSQL (table `jobs`, api/db/schema.ts): what every API process
 * shares, on the PostgreSQL server or the embedded PGlite alike, and what survives a restart.
 * - `enqueue` inserts a pending row, optionally inside the caller's transaction (`query`) and
 *   optionally de-duplicated by a unique `dedupeKey` (a second enqueue with that key is a no-op);
 * - `claim` takes due rows with `FOR UPDATE SKIP LOCKED` (two processes never claim one row) and
 *   leases them: `locked_until` = now + lease, `claimed_by` = a token unique to this claim; a worker
 *   that dies leaves a lease that runs out, and the row is claimed again (its attempt counted);
 * - `complete` and `fail` only touch a row still held by that claim token, so a worker that lost its
 *   lease cannot overwrite the run that took over; `fail` retries with exponential backoff until
 *   `max_attempts`, then marks the row `failed` (kept for an operator);
 * - a recurring job (`recurring`) goes back to pending `repeat_every_ms` after each run, one row per
 *   name, so several processes share one schedule.
 * Times come from `now` (the app's clock), so tests move them.
 */

export type JobPayload = Record<string, unknown>;

export type ClaimedJob = {
  id: number;
  kind: string;
  payload: JobPayload;
  /** This run's number, from 1. */
  attempt: number;
  maxAttempts: number;
  repeatEveryMs: number | null;
  dedupeKey: string | null;
  /** The fencing token of this claim. */
  claimToken: string;
};

export type EnqueueOptions = {
  /** When it becomes due; default now. */
  runAt?: Date;
  /** A unique key: a second enqueue with it does nothing while the first row exists. */
  dedupeKey?: string;
  /** Default 10. */
  maxAttempts?: number;
  /** The caller's transaction, so the job exists exactly when the caller's write does. */
  query?: Query;
};

export type JobRecord = {
  id: number;
  kind: string;
  payload: JobPayload;
  status: 'pending' | 'done' | 'failed';
  runAt: Date;
  attempts: number;
  maxAttempts: number;
  repeatEveryMs: number | null;
  lockedUntil: Date | null;
  claimedBy: string | null;
  dedupeKey: string | null;
  lastError: string | null;
  finishedAt: Date | null;
};

export type JobQueue = ReturnType<typeof createJobQueue>;

export const DEFAULT_MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 30 * 60_000;
const ERROR_TEXT_MAX = 2_000;

/** The wait before the next try after `attempt` failed: 2 s, 4 s, 8 s… at most 30 minutes. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1), BACKOFF_MAX_MS);
}

type Row = {
  id: number;
  kind: string;
  payload: JobPayload;
  status: JobRecord['status'];
  run_at: Date | string;
  attempts: number;
  max_attempts: number;
  repeat_every_ms: number | null;
  locked_until: Date | string | null;
  claimed_by: string | null;
  dedupe_key: string | null;
  last_error: string | null;
  finished_at: Date | string | null;
};

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

function recordOf(row: Row): JobRecord {
  return {
    id: row.id,
    kind: row.kind,
    payload: row.payload,
    status: row.status,
    runAt: dateOf(row.run_at),
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    repeatEveryMs: row.repeat_every_ms,
    lockedUntil: row.locked_until === null ? null : dateOf(row.locked_until),
    claimedBy: row.claimed_by,
    dedupeKey: row.dedupe_key,
    lastError: row.last_error,
    finishedAt: row.finished_at === null ? null : dateOf(row.finished_at),
  };
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, ERROR_TEXT_MAX);
}

export function createJobQueue(database: Pick<Database, 'query'>, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  const later = (ms: number) => new Date(now().getTime() + ms);

  return {
    now,

    async enqueue(kind: string, payload: JobPayload = {}, enqueueOptions: EnqueueOptions = {}): Promise<{ id: number | null; created: boolean }> {
      const query = enqueueOptions.query ?? database.query;
      const rows = await query<{ id: number }>(
        `insert into jobs (kind, payload, run_at, max_attempts, dedupe_key)
         values ($1, $2::jsonb, $3, $4, $5)
         on conflict (dedupe_key) do nothing
         returning id`,
        [kind, JSON.stringify(payload), enqueueOptions.runAt ?? now(), enqueueOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS, enqueueOptions.dedupeKey ?? null],
      );
      return rows[0] ? { id: rows[0].id, created: true } : { id: null, created: false };
    },

    /**
     * One recurring job per `name`, first due at `firstRunAt` (default now). Called again (another
     * process, a restart) it keeps the schedule, takes the new interval and payload, and never
     * leaves the next run further away than one interval.
     */
    async recurring(name: string, kind: string, everyMs: number, payload: JobPayload = {}, firstRunAt?: Date): Promise<void> {
      if (!Number.isInteger(everyMs) || everyMs <= 0) throw new RangeError('a recurring job needs a positive interval in ms');
      await database.query(
        `insert into jobs (kind, payload, run_at, repeat_every_ms, dedupe_key)
         values ($1, $2::jsonb, $3, $4, $5)
         on conflict (dedupe_key) do update set
           kind = excluded.kind,
           payload = excluded.payload,
           repeat_every_ms = excluded.repeat_every_ms,
           status = 'pending',
           finished_at = null,
           run_at = least(jobs.run_at, $6::timestamptz)`,
        [kind, JSON.stringify(payload), firstRunAt ?? now(), everyMs, `recurring:${name}`, later(everyMs)],
      );
    },

    /** Leases up to `limit` due jobs of the given kinds to one claim (one fencing token). */
    async claim(workerId: string, kinds: readonly string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
      if (kinds.length === 0 || limit <= 0) return [];
      const token = `${workerId}:${randomUUID()}`;
      const at = now();
      const rows = await database.query<Row>(
        `with due as (
           select id from jobs
           where status = 'pending' and run_at <= $1 and (locked_until is null or locked_until <= $1) and kind = any($2::text[])
           order by run_at, id
           limit $3
           for update skip locked
         )
         update jobs set attempts = jobs.attempts + 1, locked_until = $4, claimed_by = $5
         from due where jobs.id = due.id
         returning jobs.*`,
        [at, [...kinds], limit, new Date(at.getTime() + leaseMs), token],
      );
      return rows
        .map((row) => ({
          id: row.id,
          kind: row.kind,
          payload: row.payload,
          attempt: row.attempts,
          maxAttempts: row.max_attempts,
          repeatEveryMs: row.repeat_every_ms,
          dedupeKey: row.dedupe_key,
          claimToken: token,
        }))
        .sort((a, b) => a.id - b.id);
    },

    /** Pushes the lease of a running job further; false when the claim was lost. */
    async extend(job: ClaimedJob, leaseMs: number): Promise<boolean> {
      const rows = await database.query(`update jobs set locked_until = $3 where id = $1 and claimed_by = $2 returning id`, [job.id, job.claimToken, later(leaseMs)]);
      return rows.length === 1;
    },

    /** Done (or, recurring, pending again one interval later); false when the claim was lost. */
    async complete(job: ClaimedJob): Promise<boolean> {
      const at = now();
      const rows =
        job.repeatEveryMs === null
          ? await database.query(
              `update jobs set status = 'done', finished_at = $3, locked_until = null, claimed_by = null, last_error = null
               where id = $1 and claimed_by = $2 returning id`,
              [job.id, job.claimToken, at],
            )
          : await database.query(
              `update jobs set status = 'pending', run_at = $3, attempts = 0, locked_until = null, claimed_by = null, last_error = null
               where id = $1 and claimed_by = $2 returning id`,
              [job.id, job.claimToken, new Date(at.getTime() + job.repeatEveryMs)],
            );
      return rows.length === 1;
    },

    /**
     * Records a failed run: due again after the backoff, or `failed` once its attempts are spent
     * (a recurring job never is: it waits the backoff, at most one interval). 'lost' when another
     * claim holds the row now.
     */
    async fail(job: ClaimedJob, error: unknown): Promise<'retry' | 'failed' | 'lost'> {
      const text = errorText(error);
      const at = now();
      if (job.repeatEveryMs === null && job.attempt >= job.maxAttempts) {
        const rows = await database.query(
          `update jobs set status = 'failed', finished_at = $3, last_error = $4, locked_until = null, claimed_by = null
           where id = $1 and claimed_by = $2 returning id`,
          [job.id, job.claimToken, at, text],
        );
        return rows.length === 1 ? 'failed' : 'lost';
      }
      const wait = job.repeatEveryMs === null ? backoffMs(job.attempt) : Math.min(backoffMs(job.attempt), job.repeatEveryMs);
      const rows = await database.query(
        `update jobs set run_at = $3, last_error = $4, locked_until = null, claimed_by = null
         where id = $1 and claimed_by = $2 returning id`,
        [job.id, job.claimToken, new Date(at.getTime() + wait), text],
      );
      return rows.length === 1 ? 'retry' : 'lost';
    },

    /** Deletes done jobs finished before `before` (their dedupe keys go with them). */
    async purge(before: Date): Promise<number> {
      const rows = await database.query(`delete from jobs where status = 'done' and finished_at < $1 returning id`, [before]);
      return rows.length;
    },

    async find(id: number): Promise<JobRecord | null> {
      const rows = await database.query<Row>(`select * from jobs where id = $1`, [id]);
      return rows[0] ? recordOf(rows[0]) : null;
    },

    async list(filter: { kind?: string; dedupeKey?: string } = {}): Promise<JobRecord[]> {
      const rows = await database.query<Row>(
        `select * from jobs where ($1::text is null or kind = $1) and ($2::text is null or dedupe_key = $2) order by id`,
        [filter.kind ?? null, filter.dedupeKey ?? null],
      );
      return rows.map(recordOf);
    },
  };
}
