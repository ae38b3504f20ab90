import type { FastifyInstance } from 'fastify';
import type { MessageBody } from '../../contract';
import { sendError } from './errors';

/**
 * Reliability E2: `__proto__` and `constructor.prototype` keys are refused with 400 wherever a
 * client can put a key — JSON bodies (Fastify's own poisoning checks, api/app.ts), and here the query
 * string and the cookies, which the parsers would otherwise pass on as plain keys.
 */
export const FORBIDDEN_KEY: MessageBody = { message: 'The request contains a forbidden key.' };

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
};

/** `__proto__` anywhere in a key, or `constructor` together with `prototype` (`constructor[prototype][x]`). */
export function isPoisonedKey(key: string): boolean {
  const lower = key.toLowerCase();
  return lower.includes('__proto__') || (lower.includes('constructor') && lower.includes('prototype'));
}

export function hasPoisonedQuery(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  return url
    .slice(at + 1)
    .split('&')
    .some((pair) => isPoisonedKey(safeDecode(pair.split('=', 1)[0] ?? '')));
}

export function hasPoisonedCookie(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(';').some((pair) => isPoisonedKey(safeDecode(pair.split('=', 1)[0]?.trim() ?? '')));
}

export function installProtoGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (hasPoisonedQuery(request.url) || hasPoisonedCookie(request.headers.cookie)) {
      return sendError(reply, 400, FORBIDDEN_KEY);
    }
    return undefined;
  });
}
