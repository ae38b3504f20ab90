import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AFTER_SALES_API_PATHS,
  MessageBody,
  OrderReturnResponse,
  OrderReturnsResponse,
  ReturnCreateRequest,
  ReturnStatusRequest,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { requireAdminToken } from '../admin/auth';
import { ORDER_NOT_FOUND } from '../fulfilment/orders';
import { createReturns, RETURN_MESSAGES } from './service';

const OrderParams = z.object({ uuid: z.string() });
const noStore = { onSend: async (_request: unknown, reply: { header(name: string, value: string): unknown }) => void reply.header('cache-control', 'no-store') };

/**
 * The customer's return requests of their own order (signed in; a guest 401, anyone else's order 404):
 * `GET /v1/account/orders/{uuid}/returns` → `{data, returnable}`; `POST …/returns` → 201 `{data}`, 422 per field.
 */
export const returnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', noStore.onSend);
  const returns = createReturns(app);

  app.get(
    AFTER_SALES_API_PATHS.orderReturns(':uuid'),
    { onRequest: app.requireUser, schema: { params: OrderParams, response: { 200: OrderReturnsResponse, 401: MessageBody, 404: MessageBody } } },
    async (request, reply) => {
      const answer = await returns.list(request.params.uuid, userOf(request).id);
      return answer ?? reply.code(404).send(ORDER_NOT_FOUND);
    },
  );

  app.post(
    AFTER_SALES_API_PATHS.orderReturns(':uuid'),
    {
      onRequest: app.requireUser,
      schema: { params: OrderParams, body: ReturnCreateRequest, response: { 201: OrderReturnResponse, 401: MessageBody, 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody } },
    },
    async (request, reply) => {
      const created = await returns.create(request.params.uuid, userOf(request).id, request.body);
      if (created.kind === 'not_found') return reply.code(404).send(ORDER_NOT_FOUND);
      if (created.kind === 'invalid') return reply.code(422).send(validationErrorBody(created.errors));
      return reply.code(201).send({ data: created.data });
    },
  );
};

/** `POST /v1/admin/returns/{uuid}` (operator bearer token): the next step of a return → 200 `{data}`; 404 unknown; 409 not allowed. */
export const adminReturnRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));
  app.addHook('onSend', noStore.onSend);
  const returns = createReturns(app);

  app.post(
    AFTER_SALES_API_PATHS.adminReturn(':uuid'),
    {
      schema: {
        params: OrderParams,
        body: ReturnStatusRequest,
        response: { 200: OrderReturnResponse, 401: MessageBody, 403: MessageBody, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const moved = await returns.move(request.params.uuid, request.body);
      if (moved.kind === 'not_found') return reply.code(404).send({ message: RETURN_MESSAGES.notFound });
      if (moved.kind === 'conflict') return reply.code(409).send({ message: moved.message });
      return { data: moved.data };
    },
  );
};
