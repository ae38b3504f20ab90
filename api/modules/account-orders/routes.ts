import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_ORDER_API_PATHS,
  ACCOUNT_ORDERS_PER_PAGE,
  AccountOrderListResponse,
  AccountOrderParams,
  AccountOrderResponse,
  AccountOrdersQuery,
  CheckoutConflictBody,
  MessageBody,
  ReorderResponse,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { paginationEnvelope } from '../../http/pagination';
import { callerOf } from '../cart/routes';
import { ACCOUNT_ORDER_MESSAGES, createAccountOrderService } from './service';

/** The writes carry no body; one with any field is refused like every strict body (422). */
const NoBody = z.strictObject({}).nullish();
const errors = { 401: MessageBody, 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody };

/**
 * The signed-in customer's orders (cookie session or bearer; a guest gets 401 `{message: 'Unauthenticated.'}`):
 * - GET /v1/account/orders?status=&page= → the Laravel page envelope of `AccountOrderSummary`, newest first;
 * - GET /v1/account/orders/{uuid} → `{data: AccountOrderView}`;
 * - POST …/{uuid}/cancel → `{data: AccountOrderView}` cancelled; 409 `ORDER_NOT_CANCELLABLE` once it no longer
 *   waits for its payment;
 * - POST …/{uuid}/reorder → `{data: ReorderResult}`; 409 `OUT_OF_STOCK` when the stock went while it was written.
 * Another customer's order, an unknown or a malformed uuid → 404. Every answer is `Cache-Control: no-store`.
 */
export const accountOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = createAccountOrderService(app.database, { carts: app.carts, events: app.domainEvents });
  const notFound = { message: ACCOUNT_ORDER_MESSAGES.notFound };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    ACCOUNT_ORDER_API_PATHS.orders,
    { onRequest: app.requireUser, schema: { querystring: AccountOrdersQuery, response: { 200: AccountOrderListResponse, ...errors } } },
    async (request) => {
      const { status, page } = request.query;
      const found = await orders.list(userOf(request).id, { status: status ?? null, page });
      const { links, meta } = paginationEnvelope({ page, perPage: ACCOUNT_ORDERS_PER_PAGE, total: found.total, path: `${app.config.apiUrl}${ACCOUNT_ORDER_API_PATHS.orders}` });
      return { data: found.orders, links, meta };
    },
  );

  app.get(
    ACCOUNT_ORDER_API_PATHS.order(':orderUuid'),
    { onRequest: app.requireUser, schema: { params: AccountOrderParams, response: { 200: AccountOrderResponse, ...errors } } },
    async (request, reply) => {
      const order = await orders.view(userOf(request).id, request.params.orderUuid);
      return order ? { data: order } : reply.code(404).send(notFound);
    },
  );

  app.post(
    ACCOUNT_ORDER_API_PATHS.cancel(':orderUuid'),
    { onRequest: app.requireUser, schema: { params: AccountOrderParams, body: NoBody, response: { 200: AccountOrderResponse, 409: CheckoutConflictBody, ...errors } } },
    async (request, reply) => {
      const outcome = await orders.cancel(userOf(request).id, request.params.orderUuid);
      if (outcome.ok) return { data: outcome.order };
      if (outcome.kind === 'notFound') return reply.code(404).send(notFound);
      return reply.code(409).send({ message: ACCOUNT_ORDER_MESSAGES.notCancellable, code: 'ORDER_NOT_CANCELLABLE' });
    },
  );

  app.post(
    ACCOUNT_ORDER_API_PATHS.reorder(':orderUuid'),
    { onRequest: app.requireUser, schema: { params: AccountOrderParams, body: NoBody, response: { 200: ReorderResponse, 409: CheckoutConflictBody, ...errors } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const outcome = await orders.reorder(userOf(request).id, request.params.orderUuid, { sessionId: caller.sessionId, locale: caller.locale });
      if (outcome.ok) return { data: outcome.result };
      if (outcome.kind === 'notFound') return reply.code(404).send(notFound);
      return reply.code(409).send({
        message: outcome.message,
        code: 'OUT_OF_STOCK',
        ...(outcome.offerId ? { offer_id: outcome.offerId, available: outcome.available ?? 0 } : {}),
      });
    },
  );
};
