import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AFTER_SALES_API_PATHS, MessageBody, ShipmentMoveRequest, ShipmentMoveResponse, ValidationErrorBody } from '../../../contract';
import { requireAdminToken } from '../admin/auth';
import { createFulfilment, FULFILMENT_MESSAGES } from './service';

const Params = z.object({ uuid: z.string(), sellerId: z.string() });

/**
 * `POST /v1/admin/orders/{uuid}/shipments/{sellerId}` (operator, `Authorization: Bearer $ADMIN_TOKEN`):
 * moves one seller's parcel of a paid order forward → 200 `{data: ShipmentMoveResult}`; unknown order or
 * seller → 404; unpaid order or a move that is not forward → 409 `{message}`; a bad body → 422.
 */
export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const fulfilment = createFulfilment(app);

  app.post(
    AFTER_SALES_API_PATHS.adminShipment(':uuid', ':sellerId'),
    {
      schema: {
        params: Params,
        body: ShipmentMoveRequest,
        response: { 200: ShipmentMoveResponse, 401: MessageBody, 403: MessageBody, 404: MessageBody, 409: MessageBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      const sellerId = /^\d{1,10}$/.test(request.params.sellerId) ? Number(request.params.sellerId) : 0;
      const move = await fulfilment.move(request.params.uuid, sellerId, request.body);
      if (move.kind === 'not_found') return reply.code(404).send({ message: FULFILMENT_MESSAGES.notFound });
      if (move.kind === 'conflict') return reply.code(409).send({ message: move.message });
      return { data: move.fulfilment };
    },
  );
};
