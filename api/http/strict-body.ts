import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError, validationErrorBody } from './errors';

/**
 * preValidation: a body naming a field outside `allowed` answers 422, each extra field
 * "prohibited" (reliability B4: reject, never strip). For bodies whose schema is a refined or
 * transformed object that cannot be made strict itself. (Text PostgreSQL cannot store is refused
 * for every route by ./storable-text.ts.)
 */
export function onlyFields(allowed: readonly string[]) {
  const known = new Set(allowed);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const extra = Object.keys(body).filter((key) => !known.has(key));
    if (extra.length === 0) return undefined;
    const errors = Object.fromEntries(
      extra.map((key) => [key, [`The ${key.replaceAll('_', ' ')} field is prohibited.`]]),
    );
    return sendError(reply, 422, validationErrorBody(errors));
  };
}
