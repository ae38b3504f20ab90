import type { FastifyReply, FastifyRequest } from 'fastify';
import { validationErrorBody } from './errors';

/**
 * preValidation: a body naming a field outside `allowed` answers 422, each extra field
 * "prohibited" (reliability B4: reject, never strip). For bodies whose schema is a refined or
 * transformed object that cannot be made strict itself. A text field holding a NUL character
 * (which PostgreSQL text cannot store, reliability E4) is refused with 422 too.
 */
export function onlyFields(allowed: readonly string[]) {
  const known = new Set(allowed);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
    const nul = Object.entries(body).filter(
      ([, value]) => typeof value === 'string' && value.includes('\u0000'),
    );
    if (nul.length > 0) {
      const errors = Object.fromEntries(
        nul.map(([key]) => [
          key,
          [`The ${key.replaceAll('_', ' ')} field must not contain null characters.`],
        ]),
      );
      return reply.code(422).send(validationErrorBody(errors));
    }
    const extra = Object.keys(body).filter((key) => !known.has(key));
    if (extra.length === 0) return undefined;
    const errors = Object.fromEntries(
      extra.map((key) => [key, [`The ${key.replaceAll('_', ' ')} field is prohibited.`]]),
    );
    return reply.code(422).send(validationErrorBody(errors));
  };
}
