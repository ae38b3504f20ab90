import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_API_PATHS, MessageBody, PaymentParams, PaymentStateResponse, orderSuccessPath, type PaymentState } from '../../../contract';
import type { Database } from '../../db/client';
import { callerOf } from '../cart/routes';
import type { Caller } from '../cart/service';
import { attemptByTransactionId, orderById, refundsOfAttempt, wholePaymentRefund } from '../orders/repository';
import { ownsOrder } from '../orders/service';

/**
 * A payment attempt as the processing page reads it: `GET /v1/payments/{transactionId}` (the polling
 * fallback when the socket is down) and `POST /v1/payments/{transactionId}/return` (the shopper came
 * back: the gateway is asked first, and its answer goes through the ledger's one transition). Only the
 * order's owner gets an answer; anyone else, and an unknown id, gets 404. `Cache-Control: no-store`.
 */

export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';

export async function paymentStateOf(
  database: Database,
  transactionId: string,
  caller: Pick<Caller, 'userId' | 'sessionId'>,
  linkTokenOf: (orderUuid: string) => string,
): Promise<PaymentState | null> {
  const attempt = await attemptByTransactionId(database.query, transactionId);
  if (!attempt) return null;
  const order = await orderById(database.query, attempt.order_id);
  if (!ownsOrder(order, caller)) return null;
  // Lines returned later do not undo the payment; a payment the shop could not honour was not kept.
  const refunded = wholePaymentRefund(await refundsOfAttempt(database.query, attempt.id)) !== null;
  const paidHere = attempt.status === 'paid' && !refunded && (order.status === 'paid' || order.status === 'paid_after_expiry');
  return {
    transaction_id: transactionId,
    order_uuid: order.uuid,
    cart_uuid: order.cart_uuid,
    method: attempt.method,
    status: attempt.status,
    final: attempt.status !== 'pending',
    order_status: order.status,
    amount: attempt.amount,
    reference: attempt.reference,
    expires_at: new Date(attempt.expires_at).toISOString(),
    redirect: paidHere ? { url: orderSuccessPath(order.uuid, order.locale, linkTokenOf(order.uuid)) } : null,
  };
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const params = z.object({ transactionId: z.string() });
  const answers = { 200: PaymentStateResponse, 404: MessageBody };

  app.get(CHECKOUT_API_PATHS.payment(':transactionId'), { schema: { params, response: answers } }, async (request, reply) => {
    const id = PaymentParams.safeParse(request.params);
    const state = id.success ? await paymentStateOf(app.database, id.data.transactionId, callerOf(request), app.orders.linkTokenOf) : null;
    return state ? { data: state } : reply.code(404).send({ message: PAYMENT_NOT_FOUND });
  });

  app.post(CHECKOUT_API_PATHS.paymentReturn(':transactionId'), { schema: { params, response: answers } }, async (request, reply) => {
    const id = PaymentParams.safeParse(request.params);
    const caller = callerOf(request);
    const before = id.success ? await paymentStateOf(app.database, id.data.transactionId, caller, app.orders.linkTokenOf) : null;
    if (!before) return reply.code(404).send({ message: PAYMENT_NOT_FOUND });
    if (!before.final) {
      try {
        const status = await app.paymentGateway.status(before.transaction_id);
        await app.ledger.applyGatewayStatus(status, 'return');
      } catch (error) {
        // The gateway could not be asked: the shopper gets the state as it is; the webhook and the poller still come.
        request.log.warn({ err: error, transactionId: before.transaction_id }, 'payments: the status inquiry of a return failed');
      }
    }
    return { data: (await paymentStateOf(app.database, before.transaction_id, caller, app.orders.linkTokenOf))! };
  });
};
