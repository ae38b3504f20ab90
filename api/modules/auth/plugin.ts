import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../../contract';
import { secretsEqual } from '../../http/constant-time';
import { createRateLimitStore, type RateLimitStore } from '../../http/rate-limit-store';
import { isStatefulRequest, installOriginGuard, SAFE_METHODS } from '../../http/request-origin';
import { sessionCookieOf } from './cookies';
import { createPasswordResetStore } from './password-resets';
import { createSessionStore, type SessionRow } from './sessions';
import { createAuthThrottle } from './throttle';
import { createTokenStore } from './tokens';
import { createUserRepository, publicUser } from './users';

/**
 * Resolves `request.auth` (api/http/auth-context.ts) and enforces CSRF (protocols.md §3.1, §3.3;
 * reliability A7, D1, D2). Installed on the root instance before any route:
 * - onRequest: 403 for a write from a foreign origin or `Sec-Fetch-Site: cross-site`; then, when the
 *   request has an Authorization header, the bearer token alone decides (never the cookie); else, for
 *   a stateful request, the session cookie does;
 * - preValidation: `_token` leaves the body; a write of a stateful cookie request (or a cookie-mode
 *   login, which would start a session) needs the session's CSRF token from `_token`, `X-CSRF-TOKEN`
 *   or `X-XSRF-TOKEN` (URL-decoded), compared in constant time — else 419.
 */
export const CSRF_MISMATCH: MessageBody = { message: 'CSRF token mismatch.' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that starts a cookie session (login): CSRF-checked even before any session cookie exists. */
    establishesSession?: boolean;
  }
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export type AuthOptions = { now: () => Date; rateLimitStore?: RateLimitStore };

export type Accounts = ReturnType<typeof createAccounts>;

function createAccounts(app: FastifyInstance, options: AuthOptions) {
  const store = options.rateLimitStore ?? createRateLimitStore(app.config.redisUrl);
  return {
    now: options.now,
    users: createUserRepository(app.database, options.now),
    sessions: createSessionStore(app.database, options.now),
    tokens: createTokenStore(app.database, options.now),
    resets: createPasswordResetStore(app.database, options.now),
    throttle: createAuthThrottle(store, options.now),
    rateLimitStore: store,
  };
}

type RequestState = { stateful: boolean; bearer: boolean; session: SessionRow | null };
const states = new WeakMap<FastifyRequest, RequestState>();

/** The live session row behind a stateful request (guest or signed in), or null. */
export function sessionOf(request: FastifyRequest): SessionRow | null {
  return states.get(request)?.session ?? null;
}

/** Whether the request may use the cookie session (Origin/Referer in WEB_ORIGINS and no Authorization header). */
export function usesCookieSession(request: FastifyRequest): boolean {
  const state = states.get(request);
  return Boolean(state?.stateful && !state.bearer);
}

function plainBody(request: FastifyRequest): Record<string, unknown> | null {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body)
    ? (body as Record<string, unknown>)
    : null;
}

function presentedCsrfToken(request: FastifyRequest, bodyToken: unknown): string | null {
  if (typeof bodyToken === 'string' && bodyToken !== '') return bodyToken;
  const raw = request.headers['x-csrf-token'];
  if (typeof raw === 'string' && raw !== '') return raw;
  const xsrf = request.headers['x-xsrf-token'];
  if (typeof xsrf !== 'string' || xsrf === '') return null;
  try {
    return decodeURIComponent(xsrf);
  } catch {
    return null;
  }
}

export function installAuth(app: FastifyInstance, options: AuthOptions): void {
  const { config } = app;
  const accounts = createAccounts(app, options);
  app.decorate('accounts', accounts);
  app.addHook('onClose', async () => accounts.rateLimitStore.close());

  installOriginGuard(app, config.webOrigins);

  app.addHook('onRequest', async (request) => {
    const stateful = isStatefulRequest(request, config.webOrigins);
    const authorization = request.headers.authorization;
    const bearer = typeof authorization === 'string' && authorization !== '';
    const state: RequestState = { stateful, bearer, session: null };
    states.set(request, state);

    if (bearer) {
      const match = /^Bearer\s+(\S{1,300})$/i.exec(authorization);
      const owner = match ? await accounts.tokens.find(match[1]!) : null;
      const user = owner ? await accounts.users.findById(owner.userId) : null;
      if (owner && user)
        request.auth = { user: publicUser(user), via: 'token', sessionIdHash: null, tokenId: owner.tokenId };
      return;
    }
    if (!stateful) return;
    const cookie = request.cookies[sessionCookieOf(config, request).name];
    if (!cookie) return;
    const found = await accounts.sessions.find(cookie);
    if (!found) return;
    const session = await accounts.sessions.touch(found);
    state.session = session;
    const user = session.userId === null ? null : await accounts.users.findById(session.userId);
    request.auth = user
      ? { user: publicUser(user), via: 'session', sessionIdHash: session.idHash, tokenId: null }
      : { user: null, via: null, sessionIdHash: session.idHash, tokenId: null };
  });

  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    const body = plainBody(request);
    const bodyToken = body?._token;
    if (body && Object.hasOwn(body, '_token')) delete body._token;
    if (SAFE_METHODS.has(request.method) || !usesCookieSession(request)) return undefined;

    const startsSession =
      request.routeOptions.config.establishesSession === true && typeof body?.device_name !== 'string';
    const hasCookie = Boolean(request.cookies[sessionCookieOf(config, request).name]);
    if (!hasCookie && !startsSession) return undefined;

    const session = sessionOf(request);
    const presented = presentedCsrfToken(request, bodyToken);
    if (session && presented !== null && secretsEqual(presented, session.csrfToken)) return undefined;
    return reply.code(419).header('cache-control', 'no-store').send(CSRF_MISMATCH);
  });
}
