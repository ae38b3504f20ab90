import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHECKOUT_API_PATHS, CheckoutConflictBody, CheckoutQuery, CheckoutResponse, MessageBody, ValidationErrorBody } from '../../../contract';
import { validationErrorBody } from '../../http/errors';
import { callerOf } from '../cart/routes';
import { CART_NOT_FOUND_MESSAGE, CART_NOT_OPEN_MESSAGE } from '../cart/rules';
import { parseShippingQuery } from './rules';
import type { CheckoutFailure } from './service';

/** The empty cart's refusal, named on `cart` (a checkout needs at least one line). */
export const EMPTY_CART_ERRORS = { cart: ['The cart is empty.'] };

/** 404 / 409 / 422 of a checkout that cannot be shown or ordered, in the cart's words. */
export function sendCheckoutFailure(reply: FastifyReply, failure: CheckoutFailure) {
  switch (failure.kind) {
    case 'notFound':
      return reply.code(404).send({ message: CART_NOT_FOUND_MESSAGE });
    case 'notOpen':
      return reply.code(409).send({ message: CART_NOT_OPEN_MESSAGE, code: 'CART_NOT_OPEN' });
    case 'empty':
      return reply.code(422).send(validationErrorBody(EMPTY_CART_ERRORS));
    case 'shipping':
      return reply.code(422).send(validationErrorBody(Object.fromEntries(failure.errors.map((error) => [error.field, [error.message]]))));
  }
}

/** `GET /v1/checkout/{cartUuid}`: the checkout view of the caller's OPEN cart; `Cache-Control: no-store`. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CHECKOUT_API_PATHS.checkout(':cartUuid'),
    {
      schema: {
        params: z.object({ cartUuid: z.string() }),
        querystring: z.strictObject(CheckoutQuery.shape),
        response: { 200: CheckoutResponse, 404: MessageBody, 409: CheckoutConflictBody, 422: ValidationErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const selection = parseShippingQuery(request.query.shipping);
      if (selection === null) return reply.code(422).send(validationErrorBody({ shipping: ['The shipping field must read sellerId:method pairs.'] }));
      const user = request.auth.user;
      const caller = { ...callerOf(request), customer: user ? { email: user.email, name: [user.name, user.lastname].filter(Boolean).join(' ') } : null };
      const outcome = await app.checkout.view(request.params.cartUuid, caller, selection, request.query.use_store_credit === 'true');
      if (!outcome.ok) return sendCheckoutFailure(reply, outcome);
      return { data: outcome.view };
    },
  );
};
