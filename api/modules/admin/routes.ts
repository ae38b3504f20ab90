import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminOfferPatch,
  AdminOfferResponse,
  AdminProductPatch,
  AdminProductResponse,
  MessageBody,
  ValidationErrorBody,
} from '../../../contract';
import { validationErrorBody } from '../../http/errors';
import { requireAdminToken } from './auth';
import { PatchRejected, type ChangedProduct } from './repository';

const UuidParams = z.object({ uuid: z.uuid({ error: 'The uuid must be a valid UUID.' }) });
const errors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 422: ValidationErrorBody };

/** Operator paths (`/v1/admin/*`), each behind the admin bearer token. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));

  const changed = (product: ChangedProduct) => {
    app.catalog.invalidate();
    app.domainEvents.emit('product.changed', {
      uuid: product.uuid,
      slug: product.slugs.pt ?? Object.values(product.slugs)[0]!,
      slugs: product.slugs,
    });
  };

  app.patch(
    '/v1/admin/offers/:uuid',
    { schema: { params: UuidParams, body: AdminOfferPatch, response: { 200: AdminOfferResponse, ...errors } } },
    async (request, reply) => {
      try {
        const result = await app.admin.patchOffer(request.params.uuid, request.body);
        if (!result) return reply.code(404).send({ message: 'The offer could not be found.' });
        changed(result.product);
        return { data: result.offer };
      } catch (error) {
        if (error instanceof PatchRejected) return reply.code(422).send(validationErrorBody(error.errors));
        throw error;
      }
    },
  );

  app.patch(
    '/v1/admin/products/:uuid',
    { schema: { params: UuidParams, body: AdminProductPatch, response: { 200: AdminProductResponse, ...errors } } },
    async (request, reply) => {
      const result = await app.admin.patchProduct(request.params.uuid, request.body);
      if (!result) return reply.code(404).send({ message: 'The product could not be found.' });
      changed(result.product);
      return { data: result.data };
    },
  );
};
