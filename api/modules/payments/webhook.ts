import type { FastifyPluginAsync } from 'fastify';
import type { MessageBody } from '../../../contract';
import type { Jobs } from '../../jobs/jobs';
import type { NotificationStore } from './notifications';
import { acknowledgementOf } from './sibs/protocol';
import { decryptNotificationPayload, IV_HEADER, NotificationRejected, TAG_HEADER } from './sibs/webhook-crypto';
import { readSibsNotification, UnreadableSibsAnswer } from './sibs/read-status';

/**
 * `POST /v1/payments/sibs/webhook`, the SIBS notification (protocols.md §2.7; reliability P1, P2, P5):
 * - the body is base64 ciphertext, sent as text/plain or (newer QLY docs) application/json: both are
 *   read as raw text here, in this route's own context (the rest of the API keeps refusing text/plain);
 * - not authentic (bad tag, wrong key, truncated or altered body, missing headers) → 400 and nothing
 *   stored, so SIBS retries and nothing changes;
 * - authentic → stored once per notificationID together with its processing job (one transaction),
 *   then 200 `{statusCode:"200", statusMsg:"Success", notificationID}` at once; the ledger reads it
 *   afterwards, from the job. A repeated delivery gets the same acknowledgement and nothing else.
 *   A failed write answers 500: no acknowledgement, so SIBS sends it again.
 * Unknown transactions are acknowledged too (the acknowledgement never depends on the ledger).
 */

export const SIBS_WEBHOOK_PATH = '/v1/payments/sibs/webhook';
export const NOTIFICATION_JOB = 'payments.notification';
export const NOT_AUTHENTIC: MessageBody = { message: 'The notification could not be authenticated.' };

/** A SIBS notification is a few kilobytes. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

export type SibsWebhookOptions = { secret: string; store: NotificationStore; jobs: Jobs };

export const sibsWebhookRoutes: FastifyPluginAsync<SibsWebhookOptions> = async (app, { secret, store, jobs }) => {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
    done(null, body);
  });

  app.post(SIBS_WEBHOOK_PATH, { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
    const iv = request.headers[IV_HEADER];
    const tag = request.headers[TAG_HEADER];
    const body = typeof request.body === 'string' ? request.body : null;
    let payload: unknown;
    let notification;
    try {
      if (typeof iv !== 'string' || typeof tag !== 'string' || body === null) throw new NotificationRejected('headers or body missing');
      payload = decryptNotificationPayload(secret, iv, tag, body);
      notification = readSibsNotification(payload);
    } catch (error) {
      if (!(error instanceof NotificationRejected || error instanceof UnreadableSibsAnswer)) throw error;
      request.log.warn({ reason: error.message }, 'SIBS notification refused');
      return reply.code(400).header('cache-control', 'no-store').send(NOT_AUTHENTIC);
    }
    const stored = await store.record(notification, payload, (id, query) =>
      jobs.enqueue(NOTIFICATION_JOB, { id }, { dedupeKey: `${NOTIFICATION_JOB}:${notification.notificationId}`, query }),
    );
    request.log.info(
      { notificationID: notification.notificationId, transactionID: notification.transactionId, paymentStatus: notification.paymentStatus, deliveries: stored.deliveries },
      stored.first ? 'SIBS notification stored' : 'SIBS notification delivered again',
    );
    if (stored.first) jobs.wake();
    return reply.code(200).header('cache-control', 'no-store').send(acknowledgementOf(notification.notificationId));
  });
};
