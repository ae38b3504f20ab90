import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../../contract';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * `Authorization: Bearer $ADMIN_TOKEN`: 401 when missing (or not a bearer token), 403 when wrong.
 * Both sides are hashed first so the comparison is constant-time whatever the token lengths.
 */
export function requireAdminToken(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match) {
      const body: MessageBody = { message: 'Unauthenticated.' };
      return reply.code(401).header('www-authenticate', 'Bearer').send(body);
    }
    if (!timingSafeEqual(digest(match[1]!), expected)) {
      const body: MessageBody = { message: 'This action is unauthorized.' };
      return reply.code(403).send(body);
    }
  };
}
