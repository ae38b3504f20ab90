import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API_PATHS,
  AuthResponse,
  MessageBody,
  StatusResponse,
  UpdatePasswordRequest,
  UpdatePreferencesRequest,
  UpdateProfileRequest,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { onlyFields } from '../../http/strict-body';
import { NEWSLETTER_LINK_DAYS, createNewsletterLinks, sendNewsletterConfirmation } from '../auth/newsletter';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import { sendTooManyAttempts } from '../auth/throttle';
import { EMAIL_TAKEN_MESSAGE, EmailTaken, publicUser, type UserRow } from '../auth/users';
import { methodOverride, normaliseFormBody } from './form-data';

/**
 * The signed-in user's own account (/account/profile and /account/preferences):
 * `PUT /users/me` (name, lastname, e-mail — a new e-mail needs the current password),
 * `PUT /users/me/password` and `PUT /users/me/preferences`. §7's form-data rule: each also answers a
 * POST carrying `_method=PUT` (JSON, urlencoded or multipart without files). Unknown fields → 422.
 * A wrong current password counts as a failed login for the login throttle (no brute force here either).
 */
export const PASSWORD_UPDATED = 'password-updated';
export const WRONG_CURRENT_PASSWORD = 'The password is incorrect.';
export const CURRENT_PASSWORD_REQUIRED = 'The current password field is required when email is changed.';

const errors = {
  401: MessageBody,
  403: MessageBody,
  405: MessageBody,
  419: MessageBody,
  422: ValidationErrorBody,
  429: MessageBody,
};
const UserResponse = AuthResponse.pick({ data: true });

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts } = app;
  const newsletterLinks = createNewsletterLinks(app.config.adminToken);
  await app.register(fastifyFormbody);
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    limits: { files: 0, fields: 30, fieldSize: 64 * 1024, parts: 30 },
  });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function ownRow(request: FastifyRequest): Promise<UserRow> {
    const row = await accounts.users.findById(userOf(request).id);
    if (!row) throw new Error('signed-in user vanished');
    return row;
  }

  /**
   * Verifies the current password under the login throttle. False when it failed — the 422 or 429
   * has then been sent. (A boolean, not the reply: a reply is thenable and would be awaited away.)
   */
  async function currentPasswordMatches(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    password: string,
  ): Promise<boolean> {
    const blocked = await accounts.throttle.loginAttempt(user.email, request.ip);
    if (blocked) {
      sendTooManyAttempts(reply, blocked);
      return false;
    }
    if (await verifyPassword(user.passwordHash, password)) {
      await accounts.throttle.loginSucceeded(user.email, request.ip);
      return true;
    }
    reply.code(422).send(validationErrorBody({ current_password: [WRONG_CURRENT_PASSWORD] }));
    return false;
  }

  const hooks = (path: string, booleans: readonly string[], allowed: readonly string[]) => ({
    onRequest: app.requireUser,
    preValidation: [methodOverride('PUT', path), normaliseFormBody(booleans), onlyFields(allowed)],
  });

  app.route({
    method: ['PUT', 'POST'],
    url: AUTH_API_PATHS.profile,
    ...hooks(AUTH_API_PATHS.profile, [], Object.keys(UpdateProfileRequest.shape)),
    schema: { body: UpdateProfileRequest, response: { 200: UserResponse, ...errors } },
    async handler(request, reply) {
      const user = await ownRow(request);
      const { name, lastname, email, current_password: currentPassword } = request.body;
      if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
        if (!currentPassword)
          return reply.code(422).send(validationErrorBody({ current_password: [CURRENT_PASSWORD_REQUIRED] }));
        if (!(await currentPasswordMatches(request, reply, user, currentPassword))) return reply;
      }
      try {
        const updated = await accounts.users.update(user.id, { name, lastname, email });
        return { data: publicUser(updated) };
      } catch (error) {
        if (error instanceof EmailTaken)
          return reply.code(422).send(validationErrorBody({ email: [EMAIL_TAKEN_MESSAGE] }));
        throw error;
      }
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: AUTH_API_PATHS.password,
    ...hooks(AUTH_API_PATHS.password, ['logout_other_sessions'], Object.keys(UpdatePasswordRequest.shape)),
    schema: { body: UpdatePasswordRequest, response: { 200: StatusResponse, ...errors } },
    async handler(request, reply) {
      const user = await ownRow(request);
      const {
        current_password: currentPassword,
        password,
        logout_other_sessions: logoutOthers,
      } = request.body;
      if (!(await currentPasswordMatches(request, reply, user, currentPassword))) return reply;
      const problem = await passwordProblem(password, user);
      if (problem) return reply.code(422).send(validationErrorBody({ password: [problem] }));
      await accounts.users.setPasswordHash(user.id, await hashPassword(password), { changed: true });
      if (logoutOthers) {
        const { auth } = request;
        await accounts.sessions.deleteForUser(user.id, auth.via === 'session' ? auth.sessionIdHash : null);
        await accounts.tokens.deleteForUser(user.id, auth.via === 'token' ? auth.tokenId : null);
      }
      return { status: PASSWORD_UPDATED };
    },
  });

  app.route({
    method: ['PUT', 'POST'],
    url: AUTH_API_PATHS.preferences,
    ...hooks(AUTH_API_PATHS.preferences, ['newsletter'], Object.keys(UpdatePreferencesRequest.shape)),
    schema: { body: UpdatePreferencesRequest, response: { 200: UserResponse, ...errors } },
    async handler(request) {
      const { locale, newsletter } = request.body;
      const current = await ownRow(request);
      // Turning the newsletter on asks for the same e-mailed confirmation as registration (double opt-in):
      // until its link is opened the subscription is pending, never on. Turning it off also drops a pending request.
      // A request still waiting within its link's lifetime is not sent again on every save.
      if (newsletter && !current.newsletter) {
        const now = new Date();
        await accounts.users.update(current.id, { locale });
        const waiting = current.newsletterRequestedAt !== null && now.getTime() - current.newsletterRequestedAt.getTime() < NEWSLETTER_LINK_DAYS * 24 * 60 * 60_000;
        if (!waiting) await sendNewsletterConfirmation({ query: app.database.query, mailer: app.mailer, links: newsletterLinks, webOrigin: app.config.webOrigins[0]!, user: current, locale, now });
        return { data: publicUser((await accounts.users.findById(current.id))!) };
      }
      const updated = await accounts.users.update(current.id, { locale, newsletter, ...(newsletter ? {} : { newsletterRequestedAt: null }) });
      return { data: publicUser(updated) };
    },
  });
};
