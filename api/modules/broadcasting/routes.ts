import fastifyFormbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsync } from 'fastify';
import Pusher from 'pusher';
import type { z } from 'zod';
import {
  BroadcastingAuthRequest,
  BroadcastingUserAuthRequest,
  DEFAULT_BROADCASTING_AUTH_ENDPOINT,
  DEFAULT_BROADCASTING_USER_AUTH_ENDPOINT,
  SESSION_ID_HEADER,
  type BroadcastingAuthResponse,
  type BroadcastingUserAuthResponse,
  type MessageBody,
} from '../../../contract';
import { UNAUTHENTICATED } from '../../http/auth-context';
import { validationErrorBody } from '../../http/errors';
import { FORBIDDEN } from '../../http/request-origin';
import { sendTooManyAttempts } from '../auth/throttle';
import type { BroadcastCaller, PresenceMember } from './channels';

/**
 * §7 channel authorization (protocols.md §1.6, §1.10, §1.11), as Laravel's `Broadcast::routes()`:
 * - POST /broadcasting/auth `socket_id`, `channel_name` → 200 `{auth}` (private) or
 *   `{auth, channel_data}` (presence), signed with the app secret; 403 `{message}` when no
 *   authoriser's pattern matches the channel or its authoriser refuses the caller;
 * - POST /broadcasting/user-auth `socket_id` → 200 `{auth, user_data}` for a signed-in customer
 *   (`user_data` `{"id":"<user id>","name":…}`), 401 for a guest.
 * Bodies are form-encoded (what pusher-js sends) or JSON; a bad socket id or channel name is 422
 * `{message, errors}`. Both count against BROADCASTING_AUTH_LIMIT per address and session, and
 * BROADCASTING_AUTH_ADDRESS_LIMIT per address (429 with Retry-After). CSRF is the api's (api/modules/auth/plugin.ts): a stateful request carrying the
 * session cookie must send X-XSRF-TOKEN (else 419); a cross-site one is refused (403).
 */

export const BROADCASTING_AUTH_LIMIT = { max: 60, windowMs: 60_000 } as const;
/**
 * Per address, whatever session id it sends: a caller rotating X-Session-Id gets no fresh window
 * beyond this (ten times the per-session limit leaves room for a household or office behind one NAT).
 */
export const BROADCASTING_AUTH_ADDRESS_LIMIT = { max: 600, windowMs: 60_000 } as const;

/** Laravel's wording for what zod reports in its own words. */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): { ok: true; data: T } | { ok: false; errors: Record<string, string[]> } {
  const parsed = schema.safeParse(body ?? {}, {
    error: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      const field = (issue.path ?? []).map(String).join('.').replaceAll('_', ' ');
      if (field === '') return 'The request body must be an object of fields.';
      return issue.input === undefined ? `The ${field} field is required.` : `The ${field} field must be a string.`;
    },
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.')] ??= []).push(issue.message);
  return { ok: false, errors };
}

function sessionIdOf(request: FastifyRequest): string | null {
  const header = request.headers[SESSION_ID_HEADER.toLowerCase()];
  return typeof header === 'string' && header !== '' ? header : null;
}

function callerOf(request: FastifyRequest): BroadcastCaller {
  return { user: request.auth.user, sessionId: sessionIdOf(request) };
}

export const broadcastingRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  // Form bodies for these two paths only (the rest of the api takes JSON).
  await app.register(fastifyFormbody);
  // Signs only; publishing has its own client (publisher.ts).
  const signer = new Pusher({ appId: config.pusher.appId, key: config.pusher.key, secret: config.pusher.secret, host: '127.0.0.1' });
  const now = () => app.accounts.now().getTime();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Counted before anything is read, refusals and bad input included.
  app.addHook('onRequest', async (request, reply) => {
    const who = sessionIdOf(request) ?? (request.auth.user ? `user:${request.auth.user.id}` : (request.auth.sessionIdHash ?? '-'));
    const at = now();
    const [perCaller, perAddress] = await Promise.all([
      app.accounts.rateLimitStore.hit(`broadcasting-auth:${request.ip}|${who}`, BROADCASTING_AUTH_LIMIT.windowMs, at),
      app.accounts.rateLimitStore.hit(`broadcasting-auth-address:${request.ip}`, BROADCASTING_AUTH_ADDRESS_LIMIT.windowMs, at),
    ]);
    for (const [window, limit] of [
      [perCaller, BROADCASTING_AUTH_LIMIT],
      [perAddress, BROADCASTING_AUTH_ADDRESS_LIMIT],
    ] as const) {
      if (window.count > limit.max) {
        return sendTooManyAttempts(reply, { retryAfterS: Math.max(1, Math.ceil((window.resetAt - at) / 1000)), limit: limit.max });
      }
    }
    return undefined;
  });

  app.post(DEFAULT_BROADCASTING_AUTH_ENDPOINT, async (request: FastifyRequest, reply: FastifyReply) => {
    const body = parseBody(BroadcastingAuthRequest, request.body);
    if (!body.ok) return reply.code(422).send(validationErrorBody(body.errors));
    const { socket_id: socketId, channel_name: channelName } = body.data;

    const match = app.broadcasting.channels.match(channelName);
    if (!match) return reply.code(403).send(FORBIDDEN);
    const caller = callerOf(request);
    const verdict = await match.authorise(caller, match.params);
    if (verdict === false) return reply.code(403).send(FORBIDDEN);

    if (match.kind === 'private') {
      const answer: BroadcastingAuthResponse = { auth: signer.authorizeChannel(socketId, channelName).auth };
      return answer;
    }
    const member: PresenceMember | null =
      verdict === true ? (caller.user ? { user_id: String(caller.user.id), user_info: { id: caller.user.id, name: caller.user.name } } : null) : verdict;
    if (!member) return reply.code(403).send(FORBIDDEN);
    const signed = signer.authorizeChannel(socketId, channelName, member);
    const answer: BroadcastingAuthResponse = { auth: signed.auth, channel_data: signed.channel_data! };
    return answer;
  });

  app.post(DEFAULT_BROADCASTING_USER_AUTH_ENDPOINT, async (request: FastifyRequest, reply: FastifyReply) => {
    const user = request.auth.user;
    if (!user) return reply.code(401).send(UNAUTHENTICATED satisfies MessageBody);
    const body = parseBody(BroadcastingUserAuthRequest, request.body);
    if (!body.ok) return reply.code(422).send(validationErrorBody(body.errors));
    // protocols.md §1.10: user_data.id must be a string.
    const signed = signer.authenticateUser(body.data.socket_id, { id: String(user.id), name: user.name });
    const answer: BroadcastingUserAuthResponse = { auth: signed.auth, user_data: signed.user_data };
    return answer;
  });
};
