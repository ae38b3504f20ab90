import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../contract';

/**
 * Where a request comes from (protocols.md §3.1 "stateful detection"; reliability D2):
 * - a request is *stateful* — may use the session cookie, and is CSRF-checked — only when its Origin
 *   (else its Referer) is one of WEB_ORIGINS; a request without either is never stateful (bearer only);
 * - a POST/PUT/PATCH/DELETE from a foreign Origin/Referer, or with `Sec-Fetch-Site: cross-site`, is
 *   refused with 403 before its body is read.
 */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const FORBIDDEN: MessageBody = { message: 'This action is unauthorized.' };

function originOfUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin a browser request names: Origin, else the Referer's origin; 'null' and garbage stay as given. */
export function requestSource(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return originOfUrl(origin) ?? origin;
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOfUrl(referer) ?? referer;
  return null;
}

export function isStatefulRequest(request: FastifyRequest, webOrigins: readonly string[]): boolean {
  const source = requestSource(request);
  return source !== null && webOrigins.includes(source);
}

export function installOriginGuard(app: FastifyInstance, webOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const source = requestSource(request);
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (source !== null && !webOrigins.includes(source))) {
      return reply.code(403).header('cache-control', 'no-store').send(FORBIDDEN);
    }
    return undefined;
  });
}
