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
  /** Login attempts per e-mail from every IP (ASVS 2.2.1: never more than 100 failures an hour). */
  perAccount: { max: 100, windowMs: 60 * MINUTE },
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

export function createAuthThrottle(store: RateLimitStore, now: () => Date) {
  const t = () => now().getTime();
  const blockedBy = (window: { count: number; resetAt: number } | null, limit: number): Blocked | null =>
    window && window.count >= limit
      ? { retryAfterS: Math.max(1, Math.ceil((window.resetAt - t()) / 1000)), limit }
      : null;
  const keys = (email: string, ip: string) => ({
    accountAndIp: `login:${accountOf(email)}|${ip}`,
    account: `login:${accountOf(email)}`,
  });

  return {
    /**
     * Counts one login attempt (atomically, before the password is checked, so parallel guesses
     * cannot slip past the limits) and answers whether it must wait instead. Waiting attempts are
     * not counted. The account-wide counter therefore counts attempts, successes included.
     */
    async loginAttempt(email: string, ip: string): Promise<Blocked | null> {
      const k = keys(email, ip);
      const [pair, account] = await Promise.all([
        store.peek(k.accountAndIp, t()),
        store.peek(k.account, t()),
      ]);
      const waiting =
        blockedBy(pair, LOGIN_LIMITS.perAccountAndIp.max) ?? blockedBy(account, LOGIN_LIMITS.perAccount.max);
      if (waiting) return waiting;
      const [pairNow, accountNow] = await Promise.all([
        store.hit(k.accountAndIp, LOGIN_LIMITS.perAccountAndIp.windowMs, t()),
        store.hit(k.account, LOGIN_LIMITS.perAccount.windowMs, t()),
      ]);
      const over = (window: { count: number; resetAt: number }, limit: number) =>
        window.count > limit ? blockedBy(window, limit) : null;
      return over(pairNow, LOGIN_LIMITS.perAccountAndIp.max) ?? over(accountNow, LOGIN_LIMITS.perAccount.max);
    },
    /** A success clears the e-mail+IP counter; the account-wide hour stays (an attacker elsewhere keeps counting). */
    async loginSucceeded(email: string, ip: string): Promise<void> {
      await store.reset(keys(email, ip).accountAndIp);
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
