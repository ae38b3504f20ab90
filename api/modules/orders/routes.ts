import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHECKOUT_API_PATHS,
  CheckoutConflictBody,
  CheckoutOrderRequest,
  IDEMPOTENCY_KEY_HEADER,
  MessageBody,
  OrderCreatedResponse,
  OrderPaymentRequest,
  OrderQuery,
  OrderResponse,
  PaymentUnavailableBody,
  ValidationErrorBody,
} from '../../../contract';
import { callerOf } from '../cart/routes';
import { trackingIdOf } from '../utm/routes';
import { keyProblem } from './idempotency';
import { ORDER_MESSAGES } from './service';

/**
 * Order creation (`POST /v1/checkout/{cartUuid}/orders`), a new payment attempt
 * (`POST /v1/orders/{orderUuid}/payments`), both under an `Idempotency-Key`, and the owner's read
 * (`GET /v1/orders/{orderUuid}`). Every answer is `Cache-Control: no-store`. Bodies are strict (an unknown
 * field is a 422 naming it); the ownership proof is the cart's (`X-Session-Id`, or the signed-in customer).
 */
const writeAnswers = {
  201: OrderCreatedResponse,
  404: MessageBody,
  409: CheckoutConflictBody,
  422: ValidationErrorBody,
  502: PaymentUnavailableBody,
};

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const keyOf = (headers: Record<string, unknown>) => headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];

  app.post(
    CHECKOUT_API_PATHS.checkoutOrders(':cartUuid'),
    { schema: { params: z.object({ cartUuid: z.string() }), body: CheckoutOrderRequest, response: writeAnswers } },
    async (request, reply) => {
      const key = keyOf(request.headers);
      const problem = keyProblem(key);
      if (problem) return reply.code(problem.status).send(problem.body as never);
      const answer = await app.orders.create(request.params.cartUuid, request.body, callerOf(request), key as string, trackingIdOf(request));
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.post(
    CHECKOUT_API_PATHS.orderPayments(':orderUuid'),
    { schema: { params: z.object({ orderUuid: z.string() }), body: OrderPaymentRequest, response: writeAnswers } },
    async (request, reply) => {
      const key = keyOf(request.headers);
      const problem = keyProblem(key);
      if (problem) return reply.code(problem.status).send(problem.body as never);
      const answer = await app.orders.retry(request.params.orderUuid, request.body, callerOf(request), key as string);
      return reply.code(answer.status).send(answer.body as never);
    },
  );

  app.get(
    CHECKOUT_API_PATHS.order(':orderUuid'),
    { schema: { params: z.object({ orderUuid: z.string() }), querystring: z.strictObject(OrderQuery.shape), response: { 200: OrderResponse, 404: MessageBody } } },
    async (request, reply) => {
      const order = await app.orders.view(request.params.orderUuid, callerOf(request), request.query.token ?? null);
      return order ? { data: order } : reply.code(404).send({ message: ORDER_MESSAGES.notFound });
    },
  );
};
