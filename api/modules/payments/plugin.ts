import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { GatewayMethod, GatewayNotification, GatewayStatus, PaymentGateway } from './gateway';
import { createNotificationStore, type NotificationStore } from './notifications';
import { readSibsNotification } from './sibs/read-status';
import { NOTIFICATION_JOB, sibsWebhookRoutes } from './webhook';

/**
 * Payments as the rest of the API sees them (`installPayments`): the gateway (`app.paymentGateway`),
 * the SIBS webhook, the job that hands each stored notification to the ledger, and the
 * reconciliation poller. The payment-attempt ledger is not here: it comes in as two functions, so
 * that the webhook, the poller and the client's return all converge on its one idempotent transition.
 */

/** Where a status came from. */
export type GatewayStatusSource = 'webhook' | 'poll';

export type OpenAttempt = { transactionId: string; method: GatewayMethod; createdAt: Date };

export type PaymentHooks = {
  /**
   * The ledger's transition for one gateway status. A webhook's notification carries its
   * notificationID, merchantTransactionId and occurredAt (SIBS's transactionDateTime); keeping each
   * transaction's state monotonic (a late Pending after Success changes nothing, P3) is the ledger's
   * rule, with that data and `payments.notifications.ofTransaction()` (every notification of a
   * transaction, in the order received). Answer 'unknown-transaction' when no attempt has that
   * transactionID: it is logged (it was acknowledged already). Throwing retries the notification's
   * job with backoff.
   */
  onGatewayStatus(status: GatewayStatus | GatewayNotification, source: GatewayStatusSource): Promise<void | 'unknown-transaction'>;
  /** Every attempt not final yet (the poller asks SIBS about each). */
  listOpenAttempts(): Promise<OpenAttempt[]>;
};

export type PaymentsOptions = PaymentHooks & { gateway: PaymentGateway };

export const RECONCILE_JOB = 'payments.reconcile';
/** Status inquiries in flight at once during one reconciliation pass. */
const RECONCILE_CONCURRENCY = 4;

declare module 'fastify' {
  interface FastifyInstance {
    paymentGateway: PaymentGateway;
    payments: { notifications: NotificationStore; hooks: PaymentHooks };
  }
}

/** What runs before the ledger exists: it only logs, and there is no attempt to reconcile. */
export function loggingPaymentHooks(log: FastifyBaseLogger): PaymentHooks {
  return {
    async onGatewayStatus(status, source) {
      log.info(
        { transactionID: status.transactionId, outcome: status.outcome, final: status.final, paymentStatus: status.paymentStatus, source },
        'payment status received (no payment ledger is wired: nothing changes)',
      );
    },
    async listOpenAttempts() {
      return [];
    },
  };
}

async function eachLimited<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function installPayments(app: FastifyInstance, options: PaymentsOptions): Promise<void> {
  const { gateway, onGatewayStatus, listOpenAttempts } = options;
  const hooks: PaymentHooks = { onGatewayStatus, listOpenAttempts };
  const notifications = createNotificationStore(app.database, { now: app.jobs.queue.now });
  app.decorate('paymentGateway', gateway);
  app.decorate('payments', { notifications, hooks });

  await app.register(sibsWebhookRoutes, { secret: app.config.sibs.webhookSecret, store: notifications, jobs: app.jobs });

  // After the acknowledgement: the ledger reads each stored notification once (P2).
  app.jobs.register(NOTIFICATION_JOB, async (job) => {
    const stored = await notifications.find(job.payload.id as number);
    if (!stored || stored.processedAt) return;
    const first = await notifications.processedTransition(stored.transitionKey, stored.id);
    if (first !== null) {
      app.log.info({ notificationID: stored.notificationId, duplicateOf: first }, 'SIBS notification repeats a transition already processed');
      await notifications.markProcessed(stored.id, first);
      return;
    }
    const notification = readSibsNotification(stored.payload);
    if ((await onGatewayStatus(notification, 'webhook')) === 'unknown-transaction') {
      app.log.warn({ notificationID: stored.notificationId, transactionID: stored.transactionId }, 'SIBS notification for an unknown transaction (acknowledged, ignored)');
    }
    await notifications.markProcessed(stored.id);
  });

  // The reconciliation poller (P6): SIBS's status inquiry is the authority when a webhook is lost.
  app.jobs.register(RECONCILE_JOB, async (job) => {
    const method = job.payload.method as GatewayMethod;
    const open = (await listOpenAttempts()).filter((attempt) => attempt.method === method);
    let failed = 0;
    await eachLimited(open, RECONCILE_CONCURRENCY, async (attempt) => {
      try {
        await onGatewayStatus(await gateway.status(attempt.transactionId), 'poll');
      } catch (error) {
        failed += 1;
        app.log.warn({ err: error, transactionID: attempt.transactionId, method }, 'reconciliation of a payment attempt failed (asked again next run)');
      }
    });
    if (open.length > 0) app.log.debug({ method, asked: open.length, failed }, 'payment attempts reconciled');
  });
  const { pollIntervalMs, referencePollIntervalMs } = app.config.sibs;
  app.jobs.schedule(`${RECONCILE_JOB}.mbway`, RECONCILE_JOB, pollIntervalMs, { method: 'mbway' });
  app.jobs.schedule(`${RECONCILE_JOB}.multibanco`, RECONCILE_JOB, referencePollIntervalMs, { method: 'multibanco' });
}
