import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAffiliateRequest,
  AdminAffiliateResponse,
  AdminMatureResponse,
  AdminPayoutResponse,
  AffiliateDashboardQuery,
  AffiliateDashboardResponse,
  MessageBody,
  PROGRAMME_API_PATHS,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { requireAdminToken } from '../admin/auth';
import { CodeTaken, commissionsCsv } from './repository';

export const NOT_AN_AFFILIATE: MessageBody = { message: 'You are not an affiliate.' };
const errors = { 401: MessageBody, 403: MessageBody, 404: MessageBody, 419: MessageBody, 422: ValidationErrorBody };
const UuidParams = z.object({ uuid: z.uuid({ error: 'The uuid must be a valid UUID.' }) });
const NoBody = z.strictObject({}).nullish();

/**
 * The affiliate's own dashboard (signed in; a customer the operator has not made an affiliate gets 403
 * `You are not an affiliate.`): GET v1/affiliate/dashboard?period=day|week|month and the CSV export
 * GET v1/affiliate/commissions.csv. Every answer is `Cache-Control: no-store`.
 */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    PROGRAMME_API_PATHS.affiliateDashboard,
    { onRequest: app.requireUser, schema: { querystring: AffiliateDashboardQuery, response: { 200: AffiliateDashboardResponse, ...errors } } },
    async (request, reply) => {
      const affiliate = await app.affiliates.affiliateOf(userOf(request).id);
      if (!affiliate) return reply.code(403).send(NOT_AN_AFFILIATE);
      return { data: await app.affiliates.dashboard(affiliate, request.query.period) };
    },
  );

  app.get(PROGRAMME_API_PATHS.affiliateCommissionsCsv, { onRequest: app.requireUser, schema: { response: { 200: z.string(), ...errors } } }, async (request, reply) => {
    const affiliate = await app.affiliates.affiliateOf(userOf(request).id);
    if (!affiliate) return reply.code(403).send(NOT_AN_AFFILIATE);
    const csv = commissionsCsv(await app.affiliates.commissions(affiliate.id));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="commissions-${affiliate.code.toLowerCase()}.csv"`)
      .send(`\uFEFF${csv}`);
  });
};

/** Operator paths of the two programmes, behind the admin bearer token like every /v1/admin/* path. */
export const programmeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdminToken(app.config.adminToken, app.accounts.rateLimitStore));

  app.post(
    '/v1/admin/customers/:uuid/affiliate',
    { schema: { params: UuidParams, body: AdminAffiliateRequest.nullish(), response: { 200: AdminAffiliateResponse, ...errors } } },
    async (request, reply) => {
      try {
        const enrolled = await app.affiliates.enrol(request.params.uuid, request.body?.code);
        if (!enrolled) return reply.code(404).send({ message: 'The customer could not be found.' });
        return { data: { user_uuid: request.params.uuid, affiliate_code: enrolled.code, affiliate_since: enrolled.since.toISOString() } };
      } catch (error) {
        if (error instanceof CodeTaken) return reply.code(422).send(validationErrorBody({ code: ['The code has already been taken.'] }));
        throw error;
      }
    },
  );

  app.post(
    '/v1/admin/affiliates/:uuid/payouts',
    { schema: { params: UuidParams, body: NoBody, response: { 201: AdminPayoutResponse, ...errors } } },
    async (request, reply) => {
      const result = await app.affiliates.payOut(request.params.uuid);
      if (result.kind === 'notFound') return reply.code(404).send({ message: 'The affiliate could not be found.' });
      if (result.kind === 'belowThreshold') {
        const threshold = app.config.programmes.payoutThreshold.toFixed(2);
        return reply.code(422).send(validationErrorBody({ amount: [`The matured commissions (€${result.matured.toFixed(2)}) are below the payout threshold (€${threshold}).`] }));
      }
      return reply.code(201).send({ data: { amount: result.amount, commissions: result.commissions, created_at: result.createdAt.toISOString() } });
    },
  );

  // The operator's decision on one order (the customer waived the return, a dispute settled): its
  // commissions mature now, delivered or not; a cancelled or refunded order's are cancelled instead.
  app.post(
    '/v1/admin/programmes/orders/:uuid/release',
    { schema: { params: UuidParams, body: NoBody, response: { 200: AdminMatureResponse, ...errors } } },
    async (request, reply) => {
      const settled = await app.programmeSales.releaseOrder(request.params.uuid);
      if (!settled) return reply.code(404).send({ message: 'The order could not be found.' });
      return { data: settled };
    },
  );

  // The recurring job runs this every 15 minutes; an operator may run it at once (after marking a delivery, say).
  app.post(PROGRAMME_API_PATHS.adminMature, { schema: { body: NoBody, response: { 200: AdminMatureResponse, ...errors } } }, async () => ({
    data: await app.programmeSales.matureDue(),
  }));
};
