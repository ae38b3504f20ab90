import { attach, createStore } from 'effector';
import { LEGACY_SESSION_TTL_MS, SESSION_TTL_MS, STORAGE_KEYS, TOKEN_COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE_NAME, isLegacyUserSession } from '../../contract/constants';
import type { SessionUser, UserSessionRecord } from '../../contract';
import type * as CommonSchemas from '../../contract/common';
import type * as UserSchemas from '../../contract/user';
import { loadZod } from '../api-client';

/** The part of the Web Storage API the auth model uses; `localStorage` fits, tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Injected per scope (the browser passes localStorage); null on the server, where nothing is stored. */
export const $authStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });

/** The document's cookies as the token cookie needs them (the browser passes `document.cookie`; tests a fake). */
export interface TokenCookieJar {
  /** `document.cookie` as read. */
  read(): string;
  /** One `document.cookie = …` assignment. */
  write(cookie: string): void;
  /** The page is https: the cookie is then Secure. */
  readonly secure: boolean;
}
export const $authCookies = createStore<TokenCookieJar | null>(null, { serialize: 'ignore' });

function tokenFromCookies(jar: TokenCookieJar | null): string | null {
  for (const part of jar?.read().split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== TOKEN_COOKIE_NAME) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}

function tokenCookie(value: string, maxAge: number, secure: boolean): string {
  return `${TOKEN_COOKIE_NAME}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
/** Injected clock, so expiry rules are testable. */
export const $authClock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' });

/** Every key the auth model writes; logout and a rejected session remove them all. */
export const AUTH_STORAGE_KEYS = [STORAGE_KEYS.authUser, STORAGE_KEYS.rememberMe, STORAGE_KEYS.token] as const;

/** What the stored `auth.user` entry turned out to be (§4 Session restore). */
export type StoredSessionReading =
  | { kind: 'none' }
  | { kind: 'unparsable' }
  | { kind: 'expired' }
  | { kind: 'valid'; record: UserSessionRecord }
  | { kind: 'migrated'; record: UserSessionRecord };

export function sessionRecordOf(user: SessionUser, rememberMe: boolean, now: number, ttlMs = SESSION_TTL_MS): UserSessionRecord {
  return { user, rememberMe, createdAt: now, expiresAt: now + ttlMs };
}

/** What reading a stored session needs of the contract: zod, the user's and the record's schemas (contract/user, contract/common). */
export type StoredSessionSchemas = typeof UserSchemas & Pick<typeof CommonSchemas, 'EpochMs'> & { z: Awaited<ReturnType<typeof loadZod>> };

/** Loaded after hydration, on the first read: restoring the session is not part of the first load. */
const loadStoredSessionSchemas = (): Promise<StoredSessionSchemas> =>
  Promise.all([loadZod(), import('../../contract/user'), import('../../contract/common')]).then(([z, user, { EpochMs }]) => ({ ...user, EpochMs, z }));

/** §4 restores a record that "has expiresAt and user"; a missing rememberMe or createdAt does not discard it. */
const partialRecordOf = ({ z, SessionUser, EpochMs }: StoredSessionSchemas) =>
  z.object({ user: SessionUser, expiresAt: EpochMs, rememberMe: z.boolean().optional(), createdAt: EpochMs.optional() });
let partialRecord: ReturnType<typeof partialRecordOf> | null = null;

/**
 * §4: reads the raw `auth.user` value — record, old bare-user format, expired, or not parsable — with the
 * contract's schemas (loaded after hydration: restoring the session is not part of the first load).
 */
export function readStoredSession(raw: string | null, rememberFlag: string | null, now: number, contract: StoredSessionSchemas): StoredSessionReading {
  const { StoredUserSession } = contract;
  if (raw === null) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unparsable' };
  }
  partialRecord ??= partialRecordOf(contract);
  const partial = partialRecord.safeParse(value);
  if (partial.success) {
    const { user, expiresAt } = partial.data;
    if (expiresAt <= now) return { kind: 'expired' };
    return { kind: 'valid', record: { user, expiresAt, rememberMe: partial.data.rememberMe ?? false, createdAt: partial.data.createdAt ?? now } };
  }
  const parsed = StoredUserSession.safeParse(value);
  if (!parsed.success) return { kind: 'unparsable' };
  if (!isLegacyUserSession(parsed.data)) return { kind: 'unparsable' };
  return { kind: 'migrated', record: sessionRecordOf(parsed.data, rememberFlag === 'true', now, LEGACY_SESSION_TTL_MS) };
}

export const readStoredSessionFx = attach({
  source: { storage: $authStorage, clock: $authClock },
  effect: async ({ storage, clock }): Promise<StoredSessionReading> => {
    if (!storage) return { kind: 'none' };
    const raw = storage.getItem(STORAGE_KEYS.authUser);
    const rememberFlag = storage.getItem(STORAGE_KEYS.rememberMe);
    const now = clock();
    return raw === null ? { kind: 'none' } : readStoredSession(raw, rememberFlag, now, await loadStoredSessionSchemas());
  },
});

export const writeSessionRecordFx = attach({
  source: $authStorage,
  effect: (storage, record: UserSessionRecord) => {
    storage?.setItem(STORAGE_KEYS.authUser, JSON.stringify(record));
    storage?.setItem(STORAGE_KEYS.rememberMe, String(record.rememberMe));
  },
});

export const removeStoredKeysFx = attach({
  source: $authStorage,
  effect: (storage, keys: readonly string[]) => {
    for (const key of keys) storage?.removeItem(key);
  },
});

/** §7/§9: the bearer token from token storage, else from the token cookie (storage cleared, cookie still valid). */
export const readStoredTokenFx = attach({
  source: { storage: $authStorage, cookies: $authCookies },
  effect: ({ storage, cookies }) => storage?.getItem(STORAGE_KEYS.token) ?? tokenFromCookies(cookies),
});

/** Token mode keeps the token in storage and in the §9 token cookie (30 days). */
export const writeStoredTokenFx = attach({
  source: { storage: $authStorage, cookies: $authCookies },
  effect: ({ storage, cookies }, token: string) => {
    storage?.setItem(STORAGE_KEYS.token, token);
    cookies?.write(tokenCookie(token, TOKEN_COOKIE_MAX_AGE_SECONDS, cookies.secure));
  },
});

/** Signed out (logout, a rejected session): the token cookie goes with the stored keys. */
export const expireTokenCookieFx = attach({
  source: $authCookies,
  effect: (cookies) => {
    if (cookies && tokenFromCookies(cookies) !== null) cookies.write(tokenCookie('', 0, cookies.secure));
  },
});
