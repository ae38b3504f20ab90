import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountOverviewResponse, DeleteAccountRequest, MessageBody, SUPPORT_API_PATHS, ValidationErrorBody } from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { WRONG_CURRENT_PASSWORD } from '../account/routes';
import { verifyPassword } from '../auth/passwords';
import { sendTooManyAttempts } from '../auth/throttle';
import { createPrivacyRepository } from './privacy';

const errors = { 401: MessageBody, 403: MessageBody, 419: MessageBody, 422: ValidationErrorBody, 429: MessageBody };

/**
 * `/account`'s overview, the data export and the account's deletion — each for the signed-in caller only.
 * The deletion asks for the password again (a stolen session alone cannot erase an account) under the
 * login throttle, like every other password check.
 */
export const accountDataRoutes: FastifyPluginAsyncZod<{ now: () => Date }> = async (app, { now }) => {
  const privacy = createPrivacyRepository(app.database, now);
  const { accounts } = app;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    SUPPORT_API_PATHS.overview,
    { onRequest: app.requireUser, schema: { response: { 200: AccountOverviewResponse, ...errors } } },
    async (request) => ({ data: await privacy.overview(userOf(request).id) }),
  );

  app.get(
    SUPPORT_API_PATHS.accountExport,
    { onRequest: app.requireUser, schema: { response: { 200: z.record(z.string(), z.unknown()), ...errors } } },
    async (request, reply) => {
      const data = await privacy.export(userOf(request).id);
      const day = now().toISOString().slice(0, 10);
      reply.header('content-disposition', `attachment; filename="my-data-${day}.json"`);
      return data;
    },
  );

  app.delete(
    SUPPORT_API_PATHS.account,
    { onRequest: app.requireUser, schema: { body: DeleteAccountRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const user = await accounts.users.findById(userOf(request).id);
      if (!user) return reply.code(401).send({ message: 'Unauthenticated.' });
      const blocked = await accounts.throttle.loginAttempt(user.email, request.ip);
      if (blocked) return sendTooManyAttempts(reply, blocked);
      if (!(await verifyPassword(user.passwordHash, request.body.password))) {
        return reply.code(422).send(validationErrorBody({ password: [WRONG_CURRENT_PASSWORD] }));
      }
      await accounts.throttle.loginSucceeded(user.email, request.ip);
      await privacy.anonymise(user.id, user.uuid);
      reply.clearCookie(app.config.session.cookieName, { path: '/' });
      return reply.code(204).send(null);
    },
  );
};
