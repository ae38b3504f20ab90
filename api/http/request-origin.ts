import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageBody } from '../../contract';

/**
 * Where a request comes from (protocols.md §3.1 "stateful detection"; reliability D2):
 * - a request is *stateful* — may use the session cookie, and is CSRF-checked — only when its Origin
 *   (else its Referer) is one of WEB_ORIGINS or the request's own origin (its Host, as the browser saw it:
 *   the web server forwards the browser's API calls with the Host kept, and no other site's page can send
 *   an Origin naming this host); a request without either is never stateful (bearer only);
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

/**
 * True when `source` is the origin the request was sent to: same host and port as its Host header, and not
 * plain http when the request is known to be https (an https page always counts: behind a TLS proxy the api
 * may not be told the scheme).
 */
export function isOwnOrigin(source: string, host: string | undefined, requestProtocol: string): boolean {
  if (!host) return false;
  try {
    const url = new URL(source);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && requestProtocol === 'http')) return false;
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

function isAllowedSource(source: string, request: FastifyRequest, webOrigins: readonly string[]): boolean {
  return webOrigins.includes(source) || isOwnOrigin(source, request.headers.host, request.protocol);
}

export function isStatefulRequest(request: FastifyRequest, webOrigins: readonly string[]): boolean {
  const source = requestSource(request);
  return source !== null && isAllowedSource(source, request, webOrigins);
}

export function installOriginGuard(app: FastifyInstance, webOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const source = requestSource(request);
    const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
    if (crossSite || (source !== null && !isAllowedSource(source, request, webOrigins))) {
      return reply.code(403).header('cache-control', 'no-store').send(FORBIDDEN);
    }
    return undefined;
  });
}
