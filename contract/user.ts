import { z } from 'zod';
import { EpochMs, Uuid } from './common';
import { Locale } from './locale';
export { isLegacyUserSession, SESSION_TTL_MS, LEGACY_SESSION_TTL_MS, STORAGE_KEYS, userOf, customerIdOf } from './constants';

/** Beyond §3: ambassador (§1) and affiliate identities, null when the user has none. */
export const AffiliateCode = z.string().regex(/^[A-Z0-9-]{4,32}$/, 'The code must be 4 to 32 capital letters, digits or hyphens.');

/** §3 user: id, email, name, uuid, customer (id) or customer_id. */
export const User = z.object({
  id: z.number().int().positive(),
  uuid: Uuid,
  email: z.email(),
  name: z.string(),
  lastname: z.string().nullable(),
  customer: z.object({ id: z.number().int().positive() }).nullable().optional(),
  customer_id: z.number().int().positive().nullable().optional(),
  ambassador_code: AffiliateCode.nullable(),
  affiliate_code: AffiliateCode.nullable(),
  /** Beyond §3: the account preferences of /account/preferences (null locale = never chosen). */
  locale: Locale.nullable(),
  newsletter: z.boolean(),
  /** Beyond §3: the newsletter was asked for and waits for its e-mailed confirmation (double opt-in). */
  newsletter_pending: z.boolean().optional(),
});
export type User = z.infer<typeof User>;

/** §3: the stored user holds at least id and email; other fields are kept as they are. */
export const SessionUser = z.looseObject({ id: z.number().int().positive(), email: z.email() });
export type SessionUser = z.infer<typeof SessionUser>;

/** §3 user session record stored under auth.user. */
export const UserSessionRecord = z.object({
  user: SessionUser,
  rememberMe: z.boolean(),
  createdAt: EpochMs,
  expiresAt: EpochMs,
});
export type UserSessionRecord = z.infer<typeof UserSessionRecord>;

/** §3 older format: the bare user object, migrated with a 24-hour expiry (§4). */
export const LegacyUserSession = SessionUser;
export type LegacyUserSession = z.infer<typeof LegacyUserSession>;

/** What auth.user may hold: the record first, else the legacy bare user. */
export const StoredUserSession = z.union([UserSessionRecord, LegacyUserSession]);
export type StoredUserSession = z.infer<typeof StoredUserSession>;

export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** §7 GET /users/me: `{data: user}` or the user itself. */
export const CurrentUserResponse = z.union([z.object({ data: User }), User]);
export type CurrentUserResponse = z.infer<typeof CurrentUserResponse>;

