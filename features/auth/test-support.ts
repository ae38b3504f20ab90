import { fork } from 'effector';
import type { ApiError, User } from '../../contract';
import { fetchCsrfCookieFx, fetchCurrentUserFx, postForgotPasswordFx, postLoginFx, postLogoutFx, postRegisterFx, postResetPasswordFx } from './api';
import type { AuthMode } from './flow';
import { $authMode, $authWarn, $navigate, $user } from './model';
import { $authClock, $authCookies, $authStorage } from './storage';
import type { KeyValueStorage } from './storage';

export const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
export const DAY_MS = 24 * 60 * 60 * 1000;

export const user = (overrides: Partial<User> = {}): User => ({
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  customer: { id: 70 },
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
  ...overrides,
});

export const apiError = (status: number, message = 'Error', data: unknown = { message }): ApiError => ({ status, message, data });

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

type Answer<T> = T | ApiError | (() => T | Promise<T>);
export interface AuthScopeOptions {
  storage?: Record<string, string>;
  /** `document.cookie` as the page would read it. */
  cookies?: string;
  mode?: AuthMode;
  signedIn?: User | null;
  csrf?: Answer<void>;
  login?: Answer<{ data?: User | null; token?: string }>;
  me?: Answer<User>;
  logout?: Answer<void>;
  register?: Answer<{ data: User; token?: string }>;
  forgot?: Answer<{ status: string }>;
  reset?: Answer<{ status: string }>;
}

const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'status' in value && 'message' in value && 'data' in value;

/** A forked scope with an in-memory storage, a fixed clock, recorded navigation and answers per call. */
export function authScope(options: AuthScopeOptions = {}) {
  const storage = memoryStorage(options.storage);
  const calls: { name: string; params: unknown }[] = [];
  const navigations: string[] = [];
  const warnings: string[] = [];
  const cookieWrites: string[] = [];
  const answer =
    <T>(name: string, value: Answer<T> | undefined, fallback: T) =>
    async (params: unknown) => {
      calls.push({ name, params });
      const resolved = value === undefined ? fallback : value;
      if (isApiError(resolved)) throw resolved;
      return typeof resolved === 'function' ? (resolved as () => T | Promise<T>)() : resolved;
    };
  const scope = fork({
    values: [
      [$authStorage, storage],
      [$authCookies, { read: () => options.cookies ?? '', write: (cookie: string) => void cookieWrites.push(cookie), secure: true }],
      [$authClock, () => NOW],
      [$navigate, (to: string) => navigations.push(to)],
      [$authWarn, (message: string) => warnings.push(message)],
      [$authMode, options.mode ?? 'cookie'],
      [$user, options.signedIn ?? null],
    ],
    handlers: [
      [fetchCsrfCookieFx, answer('csrf', options.csrf, undefined)],
      [postLoginFx, answer('login', options.login, { data: user() })],
      [fetchCurrentUserFx, answer('me', options.me, user())],
      [postLogoutFx, answer('logout', options.logout, undefined)],
      [postRegisterFx, answer('register', options.register, { data: user() })],
      [postForgotPasswordFx, answer('forgot', options.forgot, { status: 'sent' })],
      [postResetPasswordFx, answer('reset', options.reset, { status: 'reset' })],
    ],
  });
  return { scope, storage, calls, navigations, warnings, cookieWrites, callNames: () => calls.map((call) => call.name) };
}
