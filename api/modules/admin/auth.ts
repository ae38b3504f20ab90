import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../../contract';
import type { RateLimitStore } from '../../http/rate-limit-store';
import { sendTooManyAttempts } from '../auth/throttle';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Wrong admin tokens per client address: an operator mistypes a few; a guesser is held back for 15 minutes. */
export const ADMIN_TOKEN_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

/**
 * `Authorization: Bearer $ADMIN_TOKEN`: 401 when missing (or not a bearer token), 403 when wrong, 429
 * past 10 wrong tokens from one address in 15 minutes (Laravel's throttle answer, the token then not
 * even compared). Each presented token is counted before the comparison — so parallel guesses cannot
 * slip past — and taken back when it matches. Both sides are hashed first so the comparison is
 * constant-time whatever the token lengths.
 */
export function requireAdminToken(token: string, store: RateLimitStore, now: () => number = Date.now) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) {
      const body: MessageBody = { message: 'Unauthenticated.' };
      return reply.code(401).header('www-authenticate', 'Bearer').send(body);
    }
    const key = `admin-token:${request.ip}`;
    const window = await store.hit(key, ADMIN_TOKEN_LIMIT.windowMs, now());
    if (window.count > ADMIN_TOKEN_LIMIT.max) {
      return sendTooManyAttempts(reply, { retryAfterS: Math.max(1, Math.ceil((window.resetAt - now()) / 1000)), limit: ADMIN_TOKEN_LIMIT.max });
    }
    if (!timingSafeEqual(digest(match[1]!), expected)) {
      const body: MessageBody = { message: 'This action is unauthorized.' };
      return reply.code(403).send(body);
    }
    await store.unhit(key, now());
  };
}
