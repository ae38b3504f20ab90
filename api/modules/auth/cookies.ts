import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE_BASE_NAME } from '../../config';
import type { Config } from '../../config';

/**
 * The two cookies of the Sanctum SPA flow (protocols.md §3.1; reliability A3):
 * - the session cookie (`storefront_session`, or `__Host-storefront_session` when Secure): HttpOnly,
 *   SameSite=Lax, Path=/, no Domain;
 * - `XSRF-TOKEN`: the session's CSRF token, readable by the web (not HttpOnly), URL-encoded.
 * Both are browser-session cookies unless the login was remembered (then they carry Max-Age).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';

/** Names a browser treats as a secure context over plain http (Chromium keeps Secure cookies for them). */
function isLoopbackHost(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(name) || name === '[::1]' || name === '::1';
}

/**
 * The session cookie of this request: Secure and `__Host-` prefixed (A3) when the configuration asks for it
 * (https API_URL or production) and the browser keeps a Secure cookie here — an https request (TRUST_PROXY
 * lets the api see it behind a TLS proxy) or a loopback address. A plain-http host name (`npm start` opened by
 * a LAN name) would drop a Secure cookie, so there it is plain: signing in works on every address.
 */
export function sessionCookieOf(config: Pick<Config, 'session'>, request: FastifyRequest): { name: string; secure: boolean } {
  const secure = config.session.secure && (request.protocol === 'https' || isLoopbackHost(request.hostname));
  return { name: secure ? config.session.cookieName : SESSION_COOKIE_BASE_NAME, secure };
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'session'>,
  values: { cookieToken: string; csrfToken: string; maxAgeS: number | null },
): void {
  const cookie = sessionCookieOf(config, reply.request);
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: cookie.secure,
    ...(values.maxAgeS === null ? {} : { maxAge: values.maxAgeS }),
  };
  reply.setCookie(cookie.name, values.cookieToken, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, values.csrfToken, { ...common, httpOnly: false, encode: encodeURIComponent });
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'session'>): void {
  const cookie = sessionCookieOf(config, reply.request);
  const common = { path: '/', sameSite: 'lax' as const, secure: cookie.secure };
  reply.clearCookie(cookie.name, { ...common, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, common);
}
