import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiTokenGetter } from '../api-client';
import type { User } from '../../contract';
import { $authReady, $token, $user, loginSubmitted, logoutClicked, sessionRestoreStarted, userUpdated } from './index';
import { DAY_MS, NOW, apiError, authScope, user } from './test-support';

const record = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({ user: { id: 7, email: 'ana@example.com' }, rememberMe: false, createdAt: NOW - DAY_MS, expiresAt: NOW + DAY_MS, ...overrides });

describe('§4 Session restore', () => {
  it('if no user in state, the stored session is read; a valid one is restored, then verified with the API', async () => {
    const { scope, callNames } = authScope({ storage: { 'auth.user': record() }, me: apiError(500, 'Server Error') });
    await allSettled(sessionRestoreStarted, { scope });
    expect(callNames()).toEqual(['me']);
    expect(scope.getState($user)).toEqual({ id: 7, email: 'ana@example.com' });
  });

  it('with a user already in state the stored session is not read', async () => {
    const { scope, callNames, storage } = authScope({ signedIn: user({ id: 9 }), storage: { 'auth.user': record() } });
    await allSettled(sessionRestoreStarted, { scope });
    expect(callNames()).toEqual([]);
    expect(scope.getState($user)?.id).toBe(9);
    expect(storage.entries.get('auth.user')).toBe(record());
  });

  it('a stored record with expiresAt and user is restored even without rememberMe or createdAt', async () => {
    const partial = JSON.stringify({ user: { id: 7, email: 'ana@example.com' }, expiresAt: NOW + DAY_MS });
    const { scope, callNames } = authScope({ storage: { 'auth.user': partial }, me: apiError(500) });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($user)).toEqual({ id: 7, email: 'ana@example.com' });
    expect(callNames()).toEqual(['me']);
  });

  it('no stored session: nothing is restored and nothing is called', async () => {
    const { scope, callNames } = authScope();
    await allSettled(sessionRestoreStarted, { scope });
    expect(callNames()).toEqual([]);
    expect(scope.getState($user)).toBeNull();
  });

  it('on successful verification the user is replaced and a fresh record is stored with rememberMe true and expiry 60 days ahead', async () => {
    const verified = user({ name: 'Ana Verified' });
    const { scope, storage } = authScope({ storage: { 'auth.user': record() }, me: verified });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($user)).toEqual(verified);
    expect(JSON.parse(storage.entries.get('auth.user')!)).toEqual({ user: verified, rememberMe: true, createdAt: NOW, expiresAt: NOW + 60 * DAY_MS });
    expect(storage.entries.get('auth.rememberMe')).toBe('true');
  });

  it('expired: stored auth.user and auth.rememberMe are removed', async () => {
    const { scope, storage, callNames } = authScope({
      storage: { 'auth.user': record({ expiresAt: NOW - 1 }), 'auth.rememberMe': 'true', 'preferred-locale': 'en' },
    });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect([...storage.entries.keys()]).toEqual(['preferred-locale']);
    expect(callNames()).toEqual([]);
  });

  it.each([401, 403])('verification %i: user state and stored entries are cleared', async (status) => {
    const { scope, storage } = authScope({
      storage: { 'auth.user': record(), 'auth.rememberMe': 'false', 'cart.uuid': 'c-1' },
      me: apiError(status, 'Unauthenticated.'),
    });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($user)).toBeNull();
    expect([...storage.entries.keys()]).toEqual(['cart.uuid']);
  });

  it.each([0, 419, 500, 503])('other verification failures (%i) keep the restored session', async (status) => {
    const { scope, storage } = authScope({ storage: { 'auth.user': record() }, me: apiError(status) });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($user)).toEqual({ id: 7, email: 'ana@example.com' });
    expect(storage.entries.get('auth.user')).toBe(record());
  });

  it('the old format (bare user) migrates with a 24-hour expiry', async () => {
    const bare = JSON.stringify({ id: 7, email: 'ana@example.com', name: 'Ana' });
    const { scope, storage, calls } = authScope({ storage: { 'auth.user': bare, 'auth.rememberMe': 'true' }, me: apiError(500) });
    await allSettled(sessionRestoreStarted, { scope });
    expect(JSON.parse(storage.entries.get('auth.user')!)).toEqual({
      user: { id: 7, email: 'ana@example.com', name: 'Ana' },
      rememberMe: true,
      createdAt: NOW,
      expiresAt: NOW + DAY_MS,
    });
    expect(scope.getState($user)).toEqual({ id: 7, email: 'ana@example.com', name: 'Ana' });
    expect(calls.map((call) => call.name)).toEqual(['me']);
  });

  it.each([
    ['not JSON', '{"user":'],
    ['no user', JSON.stringify({ rememberMe: true, expiresAt: NOW + DAY_MS })],
    ['a user without email', JSON.stringify({ id: 7 })],
  ])('a parse failure (%s) removes the entry', async (_label, raw) => {
    const { scope, storage, callNames } = authScope({ storage: { 'auth.user': raw, 'auth.rememberMe': 'true' } });
    await allSettled(sessionRestoreStarted, { scope });
    expect(storage.entries.has('auth.user')).toBe(false);
    expect(storage.entries.get('auth.rememberMe')).toBe('true');
    expect(scope.getState($user)).toBeNull();
    expect(callNames()).toEqual([]);
  });
});

describe('cookie mode and token mode', () => {
  it('cookie mode by default never stores a bearer token, even when the API sends one', async () => {
    const { scope, storage } = authScope({ login: { data: user(), token: '1|secret' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse' } });
    expect(storage.entries.has('auth.token')).toBe(false);
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($apiTokenGetter)()).toBeNull();
  });

  it('token mode: the login names the device, skips the CSRF cookie, and the token is stored and sent with later calls', async () => {
    const { scope, storage, calls } = authScope({ mode: 'token', login: { data: user(), token: '1|secret' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse' } });
    expect(calls.map((call) => call.name)).toEqual(['login', 'me']);
    expect(calls[0]!.params).toMatchObject({ device_name: 'storefront-web' });
    expect(storage.entries.get('auth.token')).toBe('1|secret');
    expect(scope.getState($apiTokenGetter)()).toBe('1|secret');
  });

  it('token mode: the token is also kept in the §9 token cookie for 30 days, and the cookie expires on logout', async () => {
    const { scope, cookieWrites } = authScope({ mode: 'token', login: { data: user(), token: '1|secret' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse' } });
    expect(cookieWrites).toEqual(['auth.token=1%7Csecret; Max-Age=2592000; Path=/; SameSite=Lax; Secure']);
    const signedIn = authScope({ mode: 'token', signedIn: user(), cookies: 'auth.token=1%7Csecret' });
    await allSettled(logoutClicked, { scope: signedIn.scope });
    expect(signedIn.cookieWrites).toEqual(['auth.token=; Max-Age=0; Path=/; SameSite=Lax; Secure']);
  });

  it('token mode: the bearer token is read from token storage, else from the token cookie', async () => {
    const fromCookie = authScope({ mode: 'token', storage: { 'auth.user': record() }, cookies: 'i18n_locale=en; auth.token=1%7Cfrom-cookie' });
    await allSettled(sessionRestoreStarted, { scope: fromCookie.scope });
    expect(fromCookie.scope.getState($apiTokenGetter)()).toBe('1|from-cookie');
    const both = authScope({ mode: 'token', storage: { 'auth.user': record(), 'auth.token': '1|stored' }, cookies: 'auth.token=1%7Cfrom-cookie' });
    await allSettled(sessionRestoreStarted, { scope: both.scope });
    expect(both.scope.getState($apiTokenGetter)()).toBe('1|stored');
  });

  it('token mode: session restore reads the stored token before verifying', async () => {
    const { scope } = authScope({ mode: 'token', storage: { 'auth.user': record(), 'auth.token': '1|kept' } });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($token)).toBe('1|kept');
    expect(scope.getState($apiTokenGetter)()).toBe('1|kept');
  });
});

describe('$authReady (guards wait for it in the browser)', () => {
  it('is false until restore starts, then true once the stored session was read — before verification answers', async () => {
    let release: (value: User) => void = () => undefined;
    const { scope } = authScope({ storage: { 'auth.user': record() }, me: () => new Promise<User>((resolve) => (release = resolve)) });
    expect(scope.getState($authReady)).toBe(false);
    const settled = allSettled(sessionRestoreStarted, { scope });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scope.getState($authReady)).toBe(true);
    expect(scope.getState($user)).toEqual({ id: 7, email: 'ana@example.com' });
    release(user());
    await settled;
    expect(scope.getState($authReady)).toBe(true);
  });

  it('is true after restore with nothing stored (a guest), and when a user was already in state', async () => {
    const guest = authScope();
    await allSettled(sessionRestoreStarted, { scope: guest.scope });
    expect(guest.scope.getState($authReady)).toBe(true);
    const signedIn = authScope({ signedIn: user() });
    await allSettled(sessionRestoreStarted, { scope: signedIn.scope });
    expect(signedIn.scope.getState($authReady)).toBe(true);
  });
});

describe('a user update while signed in (profile and preferences saves)', () => {
  it('replaces the user and rewrites the stored record, keeping its remember flag', async () => {
    const { scope, storage } = authScope({ me: user({ id: 7 }) });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse battery', remember: true } });
    await allSettled(userUpdated, { scope, params: user({ id: 7, name: 'Ana Maria', locale: 'fr' }) });
    expect(scope.getState($user)).toMatchObject({ name: 'Ana Maria', locale: 'fr' });
    const stored = JSON.parse(storage.entries.get('auth.user')!) as { user: User; rememberMe: boolean };
    expect(stored.user).toMatchObject({ name: 'Ana Maria', locale: 'fr' });
    expect(stored.rememberMe).toBe(true);
  });

  it('changes nothing once signed out (a late answer after logout)', async () => {
    const { scope, storage } = authScope();
    await allSettled(userUpdated, { scope, params: user({ id: 7 }) });
    expect(scope.getState($user)).toBeNull();
    expect(storage.entries.has('auth.user')).toBe(false);
  });
});
