import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AmbassadorJoinRequest, AmbassadorProgrammeResponse, MessageBody, PROGRAMME_API_PATHS, ValidationErrorBody } from '../../../contract';
import { userOf } from '../../http/auth-context';

const errors = { 401: MessageBody, 419: MessageBody, 422: ValidationErrorBody };

/**
 * The signed-in customer's own ambassador programme (a guest gets 401; nobody reads another's):
 * - GET v1/account/ambassador → `{data}`: joined or not, the code, the share link, the numbers, the referrals;
 * - POST v1/account/ambassador `{accept_terms: true}` → 201 `{data}` when it joins now, 200 when already a member;
 *   anything else in the body → 422.
 * Every answer is `Cache-Control: no-store`.
 */
export const ambassadorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(PROGRAMME_API_PATHS.ambassador, { onRequest: app.requireUser, schema: { response: { 200: AmbassadorProgrammeResponse, ...errors } } }, async (request) => ({
    data: await app.ambassadors.state(userOf(request).id),
  }));

  app.post(
    PROGRAMME_API_PATHS.ambassador,
    { onRequest: app.requireUser, schema: { body: AmbassadorJoinRequest, response: { 200: AmbassadorProgrammeResponse, 201: AmbassadorProgrammeResponse, ...errors } } },
    async (request, reply) => {
      const joined = await app.ambassadors.join(userOf(request).id);
      return reply.code(joined.joinedNow ? 201 : 200).send({ data: joined.state });
    },
  );
};
