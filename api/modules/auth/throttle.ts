import type { FastifyReply } from 'fastify';
import type { MessageBody } from '../../../contract';
import { sha256Hex } from '../../http/constant-time';
import type { RateLimitStore } from '../../http/rate-limit-store';

/**
 * Login and password-reset limits (reliability A5, E6), answered as Laravel's throttle does:
 * 429 `{"message":"Too Many Attempts."}` with Retry-After and X-RateLimit-* headers.
 * Keys hold a hash of the lower-cased e-mail and the socket address (request.ip, which only
 * TRUST_PROXY lets X-Forwarded-For change).
 */
const MINUTE = 60_000;
export const LOGIN_LIMITS = {
  /** Login attempts per e-mail and IP; a success clears it (so: consecutive failures). */
  perAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * Failed logins per IP across e-mails (credential stuffing: one password tried on many accounts).
   * Counted up front like the others and taken back on success, so an office signing in is not held back.
   */
  perIp: { max: 30, windowMs: 15 * MINUTE },
  /**
   * Login attempts per e-mail from addresses it has never signed in from (ASVS 2.2.1: never more than
   * 100 failures an hour). An address the account signed in from within `knownAddress` is not counted
   * nor held back by it, so failures spread over other addresses never lock the owner out.
   */
  perAccount: { max: 100, windowMs: 60 * MINUTE },
  knownAddress: { windowMs: 30 * 24 * 60 * MINUTE },
} as const;
export const PASSWORD_RESET_LIMIT = { max: 5, windowMs: 60 * MINUTE } as const;
/** Registrations per client address: a household or an office signs up a few; a bot, thousands. */
export const REGISTRATION_LIMIT = { max: 20, windowMs: 60 * MINUTE } as const;

export const TOO_MANY_ATTEMPTS: MessageBody = { message: 'Too Many Attempts.' };

export type Blocked = { retryAfterS: number; limit: number };

const accountOf = (email: string) => sha256Hex(email.trim().toLowerCase());

export function sendTooManyAttempts(reply: FastifyReply, blocked: Blocked) {
  return reply
    .code(429)
    .header('retry-after', String(blocked.retryAfterS))
    .header('x-ratelimit-limit', String(blocked.limit))
    .header('x-ratelimit-remaining', '0')
    .send(TOO_MANY_ATTEMPTS);
}

/**
 * Counts one hit on each limit, in order, and answers the first one past its maximum (Laravel's 429),
 * or null. For limits that count every request, allowed or not.
 */
export async function hitLimits(store: RateLimitStore, nowMs: number, checks: readonly { key: string; max: number; windowMs: number }[]): Promise<Blocked | null> {
  for (const check of checks) {
    const window = await store.hit(check.key, check.windowMs, nowMs);
    if (window.count > check.max) return { retryAfterS: Math.max(1, Math.ceil((window.resetAt - nowMs) / 1000)), limit: check.max };
  }
  return null;
}

export function createAuthThrottle(store: RateLimitStore, now: () => Date) {
  const t = () => now().getTime();
  const blockedBy = (window: { count: number; resetAt: number } | null, limit: number): Blocked | null =>
    window && window.count >= limit
      ? { retryAfterS: Math.max(1, Math.ceil((window.resetAt - t()) / 1000)), limit }
      : null;
  const keys = (email: string, ip: string) => ({
    accountAndIp: `login:${accountOf(email)}|${ip}`,
    account: `login:${accountOf(email)}`,
    ip: `login-ip:${ip}`,
    known: `login-known:${accountOf(email)}|${ip}`,
  });
  const limited = (k: ReturnType<typeof keys>, known: boolean) => [
    { key: k.accountAndIp, ...LOGIN_LIMITS.perAccountAndIp },
    { key: k.ip, ...LOGIN_LIMITS.perIp },
    ...(known ? [] : [{ key: k.account, ...LOGIN_LIMITS.perAccount }]),
  ];

  return {
    /**
     * Counts one login attempt (atomically, before the password is checked, so parallel guesses
     * cannot slip past the limits) and answers whether it must wait instead. Waiting attempts are
     * not counted. The account-wide counter counts attempts, successes included; the address's, failures.
     */
    async loginAttempt(email: string, ip: string): Promise<Blocked | null> {
      const k = keys(email, ip);
      const known = (await store.peek(k.known, t())) !== null;
      const limits = limited(k, known);
      const windows = await Promise.all(limits.map((limit) => store.peek(limit.key, t())));
      for (const [i, window] of windows.entries()) {
        const waiting = blockedBy(window, limits[i]!.max);
        if (waiting) return waiting;
      }
      const now = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs, t())));
      for (const [i, window] of now.entries()) {
        if (window.count > limits[i]!.max) return blockedBy(window, limits[i]!.max);
      }
      return null;
    },
    /**
     * A success clears the e-mail+IP counter, takes itself back from the address's, and makes the address known to the account for 30 days;
     * the account-wide hour stays (an attacker elsewhere keeps counting).
     */
    async loginSucceeded(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await Promise.all([
        store.reset(k.accountAndIp),
        store.unhit(k.ip, t()),
        store.hit(k.known, LOGIN_LIMITS.knownAddress.windowMs, t()),
      ]);
    },
    /** Counts one reset request for the e-mail (known or not, alike); blocked past 5 an hour. */
    async passwordResetRequested(email: string): Promise<Blocked | null> {
      const window = await store.hit(`reset:${accountOf(email)}`, PASSWORD_RESET_LIMIT.windowMs, t());
      return window.count > PASSWORD_RESET_LIMIT.max
        ? {
            retryAfterS: Math.max(1, Math.ceil((window.resetAt - t()) / 1000)),
            limit: PASSWORD_RESET_LIMIT.max,
          }
        : null;
    },
    /** Counts one registration attempt from the address; blocked past 20 an hour (each costs an argon2 hash). */
    async registrationAttempt(ip: string): Promise<Blocked | null> {
      const window = await store.hit(`register:${ip}`, REGISTRATION_LIMIT.windowMs, t());
      return window.count > REGISTRATION_LIMIT.max
        ? { retryAfterS: Math.max(1, Math.ceil((window.resetAt - t()) / 1000)), limit: REGISTRATION_LIMIT.max }
        : null;
    },
  };
}

export type AuthThrottle = ReturnType<typeof createAuthThrottle>;
