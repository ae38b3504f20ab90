import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Locale, MessageBody, ValidationErrorBody, WishlistMutationResponse, WishlistParams } from '../../../contract';
import { userOf } from '../../http/auth-context';

export const ALREADY_IN_WISHLIST: MessageBody = { message: 'Product already in wishlist.' };
export const PRODUCT_NOT_FOUND: MessageBody = { message: 'The product could not be found.' };

const WishlistQuery = z.object({ locale: Locale.default('pt') });
/** POST and DELETE carry no body; one with any field is refused like every strict body (422). */
const NoBody = z.strictObject({}).nullish();
const errors = { 401: MessageBody, 404: MessageBody, 409: MessageBody, 419: MessageBody, 422: ValidationErrorBody };

/**
 * §7 wishlist calls of the signed-in customer (cookie session or bearer token; a guest gets 401):
 * - GET v1/users/wishlist?locale= → `{success, products, count}`, cards in `locale` (default pt),
 *   newest addition first; products switched off since are left out;
 * - POST v1/users/wishlist/{productUuid} → 201 `{success:true}`; 409 when already listed (§8);
 *   404 when no active product has that uuid;
 * - DELETE v1/users/wishlist/{productUuid} → 200 `{success:true}`, also when it was not listed
 *   (a double click or a second tab is no error); 404 when no product has that uuid.
 * A malformed uuid is a 422. Every answer is `Cache-Control: no-store`.
 */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/v1/users/wishlist',
    { onRequest: app.requireUser, schema: { querystring: WishlistQuery, response: errors } },
    async (request, reply) => {
      const cards = await app.wishlist.cards(userOf(request).id, request.query.locale);
      const body = `{"success":true,"products":[${app.catalog.withOrigin(cards.join(','))}],"count":${cards.length}}`;
      // Sent as bytes: the stored card texts are joined, never parsed and re-serialized (like the listings).
      const raw: FastifyReply = reply;
      return raw.type('application/json; charset=utf-8').send(Buffer.from(body));
    },
  );

  app.post(
    '/v1/users/wishlist/:id',
    {
      onRequest: app.requireUser,
      schema: { params: WishlistParams, body: NoBody, response: { 201: WishlistMutationResponse, ...errors } },
    },
    async (request, reply) => {
      const result = await app.wishlist.add(userOf(request).id, request.params.id);
      if (result === 'duplicate') return reply.code(409).send(ALREADY_IN_WISHLIST);
      if (result === 'unknown') return reply.code(404).send(PRODUCT_NOT_FOUND);
      return reply.code(201).send({ success: true });
    },
  );

  app.delete(
    '/v1/users/wishlist/:id',
    {
      onRequest: app.requireUser,
      schema: { params: WishlistParams, body: NoBody, response: { 200: WishlistMutationResponse, ...errors } },
    },
    async (request, reply) => {
      const result = await app.wishlist.remove(userOf(request).id, request.params.id);
      if (result === 'unknown') return reply.code(404).send(PRODUCT_NOT_FOUND);
      return { success: true };
    },
  );
};
