import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUTH_API_PATHS,
  AuthResponse,
  ForgotPasswordRequest,
  Locale,
  LoginRequest,
  MessageBody,
  NewsletterConfirmRequest,
  NewsletterConfirmResponse,
  RegisterRequest,
  ResetPasswordRequest,
  StatusResponse,
  ValidationErrorBody,
} from '../../../contract';
import { userOf } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { onlyFields } from '../../http/strict-body';
import { passwordResetMail } from '../../mail/templates';
import { createUtmRepository } from '../utm/repository';
import { trackingIdOf } from '../utm/routes';
import { clearSessionCookies, sessionCookieOf, setSessionCookies } from './cookies';
import { confirmNewsletter, createNewsletterLinks, sendNewsletterConfirmation } from './newsletter';
import { dummyPasswordHash, hashPassword, needsRehash, passwordProblem, verifyPassword } from './passwords';
import { RESET_TOKEN_MINUTES } from './password-resets';
import { sessionOf } from './plugin';
import { SESSION_LIFETIME, type SessionRow } from './sessions';
import { sendTooManyAttempts } from './throttle';
import { EMAIL_TAKEN_MESSAGE, EmailTaken, publicUser, type UserRow } from './users';

/**
 * The auth endpoints (contract AUTH_API_PATHS; protocols.md §3.1–§3.3). Flavour:
 * login answers 200 `{data: user}` (+ `token` when `device_name` is sent: token mode, no cookie);
 * register answers 201 `{data: user}` and does not sign in — the storefront logs in right after
 * (§8 "Registration successful followed by automatic login"); logout 204; bad credentials 401.
 */
export const INVALID_CREDENTIALS: MessageBody = { message: 'These credentials do not match our records.' };
export const RESET_LINK_SENT = 'We have emailed your password reset link.';
export const PASSWORD_RESET_DONE = 'Your password has been reset.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';
export const INVALID_NEWSLETTER_LINK = 'The confirmation link is invalid, has expired or has already been used.';

const REMEMBER_MAX_AGE_S = SESSION_LIFETIME.rememberMs / 1000;
const errors = {
  401: MessageBody,
  403: MessageBody,
  419: MessageBody,
  422: ValidationErrorBody,
  429: MessageBody,
};

const ForgotPasswordBody = z.strictObject(ForgotPasswordRequest.shape);

/** The first of pt, en, es, fr that Accept-Language prefers (q-ordered), else null. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { language } of ranked) {
    const parsed = Locale.safeParse(language);
    if (parsed.success) return parsed.data;
  }
  return null;
}

function passwordError(reply: FastifyReply, message: string) {
  return reply.code(422).send(validationErrorBody({ password: [message] }));
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, config } = app;
  const newsletterLinks = createNewsletterLinks(config.adminToken);
  const utm = createUtmRepository(app.database);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function startSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    remember: boolean,
  ): Promise<SessionRow> {
    const previous = sessionOf(request);
    if (previous) await accounts.sessions.delete(previous.idHash);
    const { row, cookieToken } = await accounts.sessions.create({
      userId: user.id,
      remember,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
    setSessionCookies(reply, config, {
      cookieToken,
      csrfToken: row.csrfToken,
      maxAgeS: remember ? REMEMBER_MAX_AGE_S : null,
    });
    return row;
  }

  /** protocols.md §3.1: 204 with the session and XSRF-TOKEN cookies (a guest session unless one is live). */
  app.get(AUTH_API_PATHS.csrfCookie, async (request, reply) => {
    const live = sessionOf(request);
    const cookieToken = request.cookies[sessionCookieOf(config, request).name];
    if (live && cookieToken) {
      const remembered = live.userId !== null && live.remember;
      setSessionCookies(reply, config, {
        cookieToken,
        csrfToken: live.csrfToken,
        maxAgeS: remembered ? REMEMBER_MAX_AGE_S : null,
      });
    } else {
      const { row, cookieToken: token } = await accounts.sessions.create({
        userId: null,
        remember: false,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookies(reply, config, { cookieToken: token, csrfToken: row.csrfToken, maxAgeS: null });
    }
    return reply.code(204).send();
  });

  /**
   * Login. A signed-in caller may log in again: the old session is ended and a new one starts
   * (rotation, as for a guest — A1). Unknown e-mails verify against a dummy hash (same timing, A5).
   */
  app.post(
    AUTH_API_PATHS.login,
    {
      config: { establishesSession: true },
      preValidation: onlyFields(Object.keys(LoginRequest.shape)),
      schema: { body: LoginRequest, response: { 200: AuthResponse, ...errors } },
    },
    async (request, reply) => {
      const { email, password, remember, device_name: deviceName } = request.body;
      const blocked = await accounts.throttle.loginAttempt(email, request.ip);
      if (blocked) return sendTooManyAttempts(reply, blocked);

      const user = await accounts.users.findByEmail(email);
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !valid) {
        return reply.code(401).send(INVALID_CREDENTIALS);
      }
      await accounts.throttle.loginSucceeded(email, request.ip);
      if (needsRehash(user.passwordHash)) {
        await accounts.users.setPasswordHash(user.id, await hashPassword(password), { changed: false });
      }
      if (deviceName !== undefined) {
        const { plainTextToken } = await accounts.tokens.create(user.id, deviceName);
        return { data: publicUser(user), token: plainTextToken };
      }
      await startSession(request, reply, user, remember === true);
      return { data: publicUser(user) };
    },
  );

  /** Ends the caller's session (server-side: the cookie is dead, A2) or deletes the bearer token used. */
  app.post(
    AUTH_API_PATHS.logout,
    { onRequest: app.requireUser, schema: { response: { 204: z.undefined(), ...errors } } },
    async (request, reply) => {
      const { auth } = request;
      if (auth.via === 'token' && auth.tokenId !== null) await accounts.tokens.delete(auth.tokenId);
      if (auth.via === 'session' && auth.sessionIdHash) {
        await accounts.sessions.delete(auth.sessionIdHash);
        clearSessionCookies(reply, config);
      }
      return reply.code(204).send();
    },
  );

  /** The caller. A remembered session slides another 30 days here (and its cookies are renewed). */
  app.get(
    AUTH_API_PATHS.currentUser,
    {
      onRequest: app.requireUser,
      schema: { response: { 200: AuthResponse.pick({ data: true }), 401: MessageBody } },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const cookieToken = request.cookies[sessionCookieOf(config, request).name];
      if (request.auth.via === 'session' && session?.remember && cookieToken) {
        const renewed = await accounts.sessions.touch(session, { renewRemembered: true });
        setSessionCookies(reply, config, {
          cookieToken,
          csrfToken: renewed.csrfToken,
          maxAgeS: REMEMBER_MAX_AGE_S,
        });
      }
      return { data: userOf(request) };
    },
  );

  /** Register: 201 `{data: user}`, not signed in. The password is hashed before the e-mail is looked up (timing). */
  app.post(
    AUTH_API_PATHS.register,
    {
      preValidation: onlyFields([
        'email',
        'password',
        'password_confirmation',
        'name',
        'lastname',
        'lastName',
        'terms_accepted',
        'newsletter',
        'locale',
      ]),
      schema: { body: RegisterRequest, response: { 201: AuthResponse.pick({ data: true }), ...errors } },
    },
    async (request, reply) => {
      const body = request.body;
      const blocked = await accounts.throttle.registrationAttempt(request.ip);
      if (blocked) return sendTooManyAttempts(reply, blocked);
      const problem = await passwordProblem(body.password, body);
      if (problem) return passwordError(reply, problem);
      const passwordHash = await hashPassword(body.password);
      const taken = validationErrorBody({ email: [EMAIL_TAKEN_MESSAGE] });
      if (await accounts.users.findByEmail(body.email)) return reply.code(422).send(taken);
      try {
        const user = await accounts.users.create({
          email: body.email,
          name: body.name,
          lastname: body.lastname,
          passwordHash,
          locale: null,
        });
        if (body.newsletter) {
          // Double opt-in: nothing is subscribed until the e-mailed link is opened.
          await sendNewsletterConfirmation({
            query: app.database.query,
            mailer: app.mailer,
            links: newsletterLinks,
            webOrigin: config.webOrigins[0]!,
            user,
            locale: body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']) ?? 'pt',
            now: new Date(),
          });
        }
        return reply.code(201).send({ data: publicUser(user) });
      } catch (error) {
        if (error instanceof EmailTaken) return reply.code(422).send(taken);
        throw error;
      }
    },
  );

  /** The newsletter's confirmation link, posted by the page it opens: subscribes once, records the §7 `newsletter` conversion. */
  app.post(
    AUTH_API_PATHS.newsletterConfirm,
    { schema: { body: NewsletterConfirmRequest, response: { 200: NewsletterConfirmResponse, ...errors } } },
    async (request, reply) => {
      const userId = await confirmNewsletter(app.database.query, newsletterLinks, request.body.token, new Date());
      if (userId === null) return reply.code(422).send(validationErrorBody({ token: [INVALID_NEWSLETTER_LINK] }));
      await utm.convert({ userId, type: 'newsletter', orderId: null, value: null, trackingId: trackingIdOf(request), attributionId: null }, new Date());
      return { data: { subscribed: true as const } };
    },
  );

  /**
   * The same 200 for known and unknown e-mails; the token and the e-mail are made after the answer
   * (app.deferred), so the timing tells nothing either. 5 requests an hour per e-mail (E6).
   */
  app.post(
    AUTH_API_PATHS.forgotPassword,
    { schema: { body: ForgotPasswordBody, response: { 200: StatusResponse, ...errors } } },
    async (request, reply) => {
      const { email, locale } = request.body;
      const blocked = await accounts.throttle.passwordResetRequested(email);
      if (blocked) return sendTooManyAttempts(reply, blocked);
      const user = await accounts.users.findByEmail(email);
      const preferred = localeFromAcceptLanguage(request.headers['accept-language']);
      if (user) {
        app.deferred.run('password reset mail', async () => {
          const token = await accounts.resets.issue(user.email);
          // The page's language first (what the shopper reads now), then the account's, then the browser's.
          const mailLocale: Locale = locale ?? Locale.safeParse(user.locale).data ?? preferred ?? 'pt';
          const prefix = mailLocale === 'pt' ? '' : `/${mailLocale}`;
          const link = `${config.webOrigins[0]}${prefix}/recovery/${token}?email=${encodeURIComponent(user.email)}`;
          const mail = passwordResetMail({
            locale: mailLocale,
            name: user.name,
            link,
            minutes: RESET_TOKEN_MINUTES,
          });
          await app.mailer.send({ kind: 'password-reset', to: user.email, locale: mailLocale, ...mail });
        });
      }
      return { status: RESET_LINK_SENT };
    },
  );

  /** A valid token sets the password once and ends every session and token of the user (A2). */
  app.post(
    AUTH_API_PATHS.resetPassword,
    {
      preValidation: onlyFields(['token', 'email', 'password', 'password_confirmation']),
      schema: { body: ResetPasswordRequest, response: { 200: StatusResponse, ...errors } },
    },
    async (request, reply) => {
      const { email, token, password } = request.body;
      const user = await accounts.users.findByEmail(email);
      if (!user || !(await accounts.resets.check(email, token))) {
        return reply.code(422).send(validationErrorBody({ email: [INVALID_RESET_TOKEN] }));
      }
      const problem = await passwordProblem(password, user);
      if (problem) return passwordError(reply, problem);
      await accounts.resets.consume(email);
      await accounts.users.setPasswordHash(user.id, await hashPassword(password), { changed: true });
      await accounts.sessions.deleteForUser(user.id);
      await accounts.tokens.deleteForUser(user.id);
      return { status: PASSWORD_RESET_DONE };
    },
  );
};
