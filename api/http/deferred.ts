import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that must not shape a response's timing (a reset e-mail for a known address but none for an
 * unknown one would tell them apart, reliability A5): it runs after the handler answered. `settled()`
 * waits for all of it — tests and the app's close use it.
 */
export type DeferredWork = {
  run(name: string, task: () => Promise<unknown>): void;
  settled(): Promise<void>;
};

export function createDeferredWork(log: FastifyBaseLogger): DeferredWork {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `deferred ${name} failed`),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    deferred: DeferredWork;
  }
}
