import { attach, createStore } from 'effector';
import { LEGACY_SESSION_TTL_MS, SESSION_TTL_MS, STORAGE_KEYS, StoredUserSession, isLegacyUserSession } from '../../contract';
import type { SessionUser, UserSessionRecord } from '../../contract';

/** The part of the Web Storage API the auth model uses; `localStorage` fits, tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Injected per scope (the browser passes localStorage); null on the server, where nothing is stored. */
export const $authStorage = createStore<KeyValueStorage | null>(null, { serialize: 'ignore' });
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

/** §4: reads the raw `auth.user` value — record, old bare-user format, expired, or not parsable. */
export function readStoredSession(raw: string | null, rememberFlag: string | null, now: number): StoredSessionReading {
  if (raw === null) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unparsable' };
  }
  const parsed = StoredUserSession.safeParse(value);
  if (!parsed.success) return { kind: 'unparsable' };
  if (isLegacyUserSession(parsed.data)) {
    return { kind: 'migrated', record: sessionRecordOf(parsed.data, rememberFlag === 'true', now, LEGACY_SESSION_TTL_MS) };
  }
  const record = parsed.data as UserSessionRecord;
  return record.expiresAt <= now ? { kind: 'expired' } : { kind: 'valid', record };
}

export const readStoredSessionFx = attach({
  source: { storage: $authStorage, clock: $authClock },
  effect: ({ storage, clock }): StoredSessionReading =>
    storage
      ? readStoredSession(storage.getItem(STORAGE_KEYS.authUser), storage.getItem(STORAGE_KEYS.rememberMe), clock())
      : { kind: 'none' },
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

export const readStoredTokenFx = attach({
  source: $authStorage,
  effect: (storage) => storage?.getItem(STORAGE_KEYS.token) ?? null,
});

export const writeStoredTokenFx = attach({
  source: $authStorage,
  effect: (storage, token: string) => storage?.setItem(STORAGE_KEYS.token, token),
});
