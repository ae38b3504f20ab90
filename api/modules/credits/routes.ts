import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CREDIT_API_PATHS,
  CREDITS_PER_PAGE,
  CreditEntryResponse,
  CreditGrantRequest,
  CreditsQuery,
  CreditsResponse,
  MessageBody,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { paginationEnvelope } from '../../http/pagination';
import { requireAdminToken } from '../admin/auth';

export const CUSTOMER_NOT_FOUND: MessageBody = { message: 'The customer could not be found.' };
const errors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody };

/**
 * `GET /v1/account/credits?page=` (signed-in customer; a guest gets 401): the balance and one page of the
 * ledger, newest first, `Cache-Control: no-store`.
 */
export const creditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CREDIT_API_PATHS.credits,
    { onRequest: app.requireUser, schema: { querystring: CreditsQuery, response: { 200: CreditsResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const userId = userOf(request).id;
      const { page } = request.query;
      const [{ entries, total }, balance] = [await app.credits.entries(userId, page, CREDITS_PER_PAGE), await app.credits.balance(userId)];
      const { links, meta } = paginationEnvelope({ page, perPage: CREDITS_PER_PAGE, total, path: `${app.config.apiUrl}${CREDIT_API_PATHS.credits}` });
      return { data: entries, balance, links, meta };
    },
  );
};

/** `POST /v1/admin/customers/{userUuid}/credits` (Bearer ADMIN_TOKEN): an operator grants credit → 201 the entry. */
export const creditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));
  app.post(
    CREDIT_API_PATHS.grant(':userUuid'),
    {
      schema: {
        params: z.object({ userUuid: z.uuid({ error: 'The uuid must be a valid UUID.' }) }),
        body: CreditGrantRequest,
        response: { 201: CreditEntryResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { expires_at: expiresAt } = request.body;
      if (expiresAt && new Date(expiresAt).getTime() <= Date.now()) {
        return reply.code(422).send(validationErrorBody({ expires_at: ['The expires at field must be a date after now.'] }));
      }
      const entry = await app.credits.grant(request.params.userUuid, request.body);
      if (!entry) return reply.code(404).send(CUSTOMER_NOT_FOUND);
      return reply.code(201).send({ data: entry });
    },
  );
};
