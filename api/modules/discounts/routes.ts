import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminDiscountPatch, AdminDiscountResponse, DiscountListResponse, MessageBody, ValidationErrorBody } from '../../../contract';
import { validationErrorBody } from '../../http/errors';
import { requireAdminToken } from '../admin/auth';
import { PatchRejected } from '../admin/repository';

const UuidParams = z.object({ uuid: z.uuid({ error: 'The uuid must be a valid UUID.' }) });
const adminErrors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 422: ValidationErrorBody };

/**
 * PATCH /v1/admin/discounts/{uuid} behind the admin bearer token (its own scope, so the token
 * check covers this path only). Emits `discount.changed` after the write is committed.
 */
export const adminDiscountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));

  app.patch(
    '/v1/admin/discounts/:uuid',
    { schema: { params: UuidParams, body: AdminDiscountPatch, response: { 200: AdminDiscountResponse, ...adminErrors } } },
    async (request, reply) => {
      try {
        const stored = await app.discounts.patch(request.params.uuid, request.body);
        if (!stored) return reply.code(404).send({ message: 'The discount could not be found.' });
        app.domainEvents.emit('discount.changed', { discount: stored.discount, audience: stored.audience });
        return { data: stored.discount };
      } catch (error) {
        if (error instanceof PatchRejected) return reply.code(422).send(validationErrorBody(error.errors));
        throw error;
      }
    },
  );
};

/**
 * §7 GET v1/discounts: the coupons of the discounts drawer — active and inside their dates, VIP
 * coupons only for their customers, soonest-ending first. The answer depends on who asks, so it is
 * never stored by a cache.
 */
export const discountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/v1/discounts', { schema: { response: { 200: DiscountListResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { data: await app.discounts.listVisible(request.auth.user?.id ?? null) };
  });

  await app.register(adminDiscountRoutes);
};
