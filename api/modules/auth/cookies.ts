import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

/**
 * The two cookies of the Sanctum SPA flow (protocols.md §3.1; reliability A3):
 * - the session cookie (`storefront_session`, or `__Host-storefront_session` when Secure): HttpOnly,
 *   SameSite=Lax, Path=/, no Domain;
 * - `XSRF-TOKEN`: the session's CSRF token, readable by the web (not HttpOnly), URL-encoded.
 * Both are browser-session cookies unless the login was remembered (then they carry Max-Age).
 */
export const XSRF_COOKIE = 'XSRF-TOKEN';

export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'session'>,
  values: { cookieToken: string; csrfToken: string; maxAgeS: number | null },
): void {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: config.session.secure,
    ...(values.maxAgeS === null ? {} : { maxAge: values.maxAgeS }),
  };
  reply.setCookie(config.session.cookieName, values.cookieToken, { ...common, httpOnly: true });
  reply.setCookie(XSRF_COOKIE, values.csrfToken, { ...common, httpOnly: false, encode: encodeURIComponent });
}

export function clearSessionCookies(reply: FastifyReply, config: Pick<Config, 'session'>): void {
  const common = { path: '/', sameSite: 'lax' as const, secure: config.session.secure };
  reply.clearCookie(config.session.cookieName, { ...common, httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, common);
}
