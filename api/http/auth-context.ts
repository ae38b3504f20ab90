import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBody, User } from '../../contract';

/**
 * Who is calling — the interface every module of the api uses. The auth module
 * (api/modules/auth/plugin.ts) fills `request.auth` in an onRequest hook before any route runs:
 * - `via: 'session'` — a stateful request (Origin/Referer in WEB_ORIGINS, no Authorization header)
 *   carrying a live session cookie of a signed-in user; `sessionIdHash` is that session's row key;
 * - `via: 'token'` — an `Authorization: Bearer {id}|{secret}` personal access token (never combined
 *   with the cookie: a request with an Authorization header is judged by the token alone, A7);
 * - `via: null` — a guest. `sessionIdHash` is still set for a guest session (the CSRF session of
 *   `GET /sanctum/csrf-cookie`), so a module may key guest state on it; it changes at login (A1).
 */

/** The signed-in user as the API answers it (contract `User`): never the password hash. */
export type AuthUser = User;

export type RequestAuth = {
  user: AuthUser | null;
  via: 'session' | 'token' | null;
  sessionIdHash: string | null;
  /** The personal access token's id when `via` is 'token'. */
  tokenId: number | null;
};

export const UNAUTHENTICATED: MessageBody = { message: 'Unauthenticated.' };

export const GUEST: RequestAuth = Object.freeze({
  user: null,
  via: null,
  sessionIdHash: null,
  tokenId: null,
});

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
    /**
     * §7: the `utm_attribution` object any request body may carry, moved out of the body before
     * validation (api/http/utm-attribution.ts); `undefined` when the body had none. Unvalidated —
     * the UTM module checks it.
     */
    utmAttribution: unknown;
  }
  interface FastifyInstance {
    /** preHandler: 401 `{"message":"Unauthenticated."}` unless `request.auth.user` is set. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  }
}

/** The signed-in user of a request behind `app.requireUser` (throws if used without it). */
export function userOf(request: FastifyRequest): AuthUser {
  const user = request.auth.user;
  if (!user) throw new Error('userOf() used on a route without app.requireUser');
  return user;
}

/** Decorates request.auth (a guest until the auth hook says otherwise) and app.requireUser. */
export function installAuthContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null as unknown as RequestAuth);
  app.decorateRequest('utmAttribution', undefined);
  app.addHook('onRequest', async (request) => {
    request.auth = GUEST;
  });
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.auth.user) return undefined;
    return reply.code(401).header('cache-control', 'no-store').send(UNAUTHENTICATED);
  });
}
