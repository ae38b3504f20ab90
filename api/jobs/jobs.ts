import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { createJobQueue, type JobQueue } from './queue';
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './runner';

/**
 * The app's background work (`app.jobs`): the durable queue and this process's runner in one
 * object. Modules `register` their handlers and `schedule` their recurring jobs while the app is
 * built; anything may `enqueue` (inside its own transaction when the job must exist exactly when
 * its write does). `startApi` starts the runner after listening and stops it on close; tests call
 * `runDueJobs()` instead, so background work runs when the test says.
 */
export type Jobs = Pick<JobQueue, 'enqueue'> &
  Pick<JobRunner, 'register' | 'schedule' | 'runDueJobs' | 'wake' | 'start' | 'stop' | 'workerId'> & { queue: JobQueue };

/** Finished jobs are kept a week (for an operator reading what ran), then deleted. */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 6 * 60 * 60_000;

export function createJobs(
  database: Pick<Database, 'query'>,
  options: { now?: () => Date; log: FastifyBaseLogger } & Omit<JobRunnerOptions, 'queue' | 'log'>,
): Jobs {
  const { now, log, ...runnerOptions } = options;
  const queue = createJobQueue(database, now ? { now } : {});
  const runner = createJobRunner({ queue, log, ...runnerOptions });
  runner.register('jobs.purge', async () => {
    const purged = await queue.purge(new Date(queue.now().getTime() - DONE_JOBS_KEPT_MS));
    if (purged > 0) log.info({ purged }, 'finished jobs purged');
  });
  runner.schedule('jobs.purge', 'jobs.purge', PURGE_EVERY_MS);
  return {
    queue,
    enqueue: queue.enqueue,
    register: runner.register,
    schedule: runner.schedule,
    runDueJobs: runner.runDueJobs,
    wake: runner.wake,
    start: runner.start,
    stop: runner.stop,
    workerId: runner.workerId,
  };
}
