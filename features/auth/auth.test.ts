import { allSettled, createStore } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { AuthNotice } from './index';
import {
  $errorReportIdentity,
  $isAuthenticated,
  $loginFieldErrors,
  $registerFieldErrors,
  $forgotPasswordStatus,
  $resetPasswordStatus,
  resetPasswordSubmitted,
  $user,
  apiAnswered,
  forgotPasswordSubmitted,
  loggedIn,
  loggedOut,
  loginSubmitted,
  noticeShown,
  logoutClicked,
  registerSubmitted,
  registered,
  sessionCleared,
} from './index';
import { DAY_MS, NOW, apiError, authScope, user } from './test-support';

/** Every toast the model asks for, per scope. */
const $notices = createStore<AuthNotice[]>([]).on(noticeShown, (list, notice) => [...list, notice]);
const $loggedOutCount = createStore(0).on(loggedOut, (count) => count + 1);
const $loggedInUsers = createStore<number[]>([]).on(loggedIn, (list, signedIn) => [...list, signedIn.id]);
const $registeredUsers = createStore<number[]>([]).on(registered, (list, created) => [...list, created.id]);
const $sessionClearedCount = createStore(0).on(sessionCleared, (count) => count + 1);

const credentials = { email: 'ana@example.com', password: 'correct horse', remember: true };
const noticeTexts = (notices: AuthNotice[]) => notices.map((notice) => [notice.level, notice.title, notice.description ?? null]);

describe('§4 Auth — login', () => {
  it('login fetches the CSRF cookie first in cookie mode, posts the credentials, then reads the user endpoint', async () => {
    const { scope, calls } = authScope();
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(calls.map((call) => call.name)).toEqual(['csrf', 'login', 'me']);
    expect(calls[1]!.params).toEqual(credentials);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(scope.getState($loggedInUsers)).toEqual([7]);
  });

  it('after login the user is stored with a 60-day expiry', async () => {
    const { scope, storage } = authScope();
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(JSON.parse(storage.entries.get('auth.user')!)).toEqual({ user: user(), rememberMe: true, createdAt: NOW, expiresAt: NOW + 60 * DAY_MS });
  });

  it("success shows 'Login successful / Welcome back!'", async () => {
    const { scope } = authScope();
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(noticeTexts(scope.getState($notices))).toEqual([['success', 'Login successful', 'Welcome back!']]);
  });

  it("login is skipped if already logged in, with the info 'Already logged in'", async () => {
    const { scope, calls } = authScope({ signedIn: user() });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(calls).toEqual([]);
    expect(noticeTexts(scope.getState($notices))).toEqual([['info', 'Already logged in', null]]);
  });

  it.each([
    ['401', apiError(401, 'These credentials do not match our records.'), ['error', 'Invalid credentials', 'Please check your email and password']],
    ['Unauthenticated', apiError(400, 'Unauthenticated.'), ['error', 'Invalid credentials', 'Please check your email and password']],
    ['422', apiError(422, 'The email field is required.'), ['error', 'Invalid data', 'Please check your input fields']],
    ['network failure', apiError(0, 'fetch failed', null), ['error', 'Connection error', 'Please check your internet connection']],
    ['already authenticated', apiError(409, 'Already authenticated.'), ['warning', 'Session conflict', 'Please refresh the page']],
    ['any other failure', apiError(500, 'Server Error'), ['error', 'Login failed', null]],
  ])('§8 login message: %s', async (_label, failure, expected) => {
    const { scope } = authScope({ login: failure });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(noticeTexts(scope.getState($notices))).toEqual([expected]);
    expect(scope.getState($user)).toBeNull();
  });

  it('a second submit while the login is in flight is ignored', async () => {
    let release: () => void = () => undefined;
    const { scope, callNames } = authScope({ csrf: () => new Promise<void>((resolve) => (release = resolve)) });
    const first = allSettled(loginSubmitted, { scope, params: credentials });
    const second = allSettled(loginSubmitted, { scope, params: credentials });
    // The form is checked first (the contract's schemas load with the first submit), then the CSRF call waits.
    await vi.waitFor(() => expect(callNames()).toContain('csrf'));
    release();
    await Promise.all([first, second]);
    expect(callNames()).toEqual(['csrf', 'login', 'me']);
  });

  it('a failed CSRF cookie call fails the login with its message and sends no credentials', async () => {
    const { scope, callNames } = authScope({ csrf: apiError(0, 'fetch failed', null) });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(callNames()).toEqual(['csrf']);
    expect(noticeTexts(scope.getState($notices))).toEqual([['error', 'Connection error', 'Please check your internet connection']]);
  });

  it("no user data is an error: 'Login failed'", async () => {
    const { scope, storage } = authScope({ me: apiError(200, 'Error parsing response', { data: null }) });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(noticeTexts(scope.getState($notices))).toEqual([['error', 'Login failed', null]]);
    expect(scope.getState($user)).toBeNull();
    expect(storage.entries.has('auth.user')).toBe(false);
  });

  it('a 422 keeps the field errors for the form', async () => {
    const { scope } = authScope({ login: apiError(422, 'The email field is required.', { errors: { email: ['The email field is required.'] } }) });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(scope.getState($loginFieldErrors)).toEqual({ email: 'The email field is required.' });
  });

  it('field validation: an invalid e-mail or empty password is shown and nothing is sent', async () => {
    const { scope, calls } = authScope();
    await allSettled(loginSubmitted, { scope, params: { email: 'not-an-email', password: '' } });
    expect(calls).toEqual([]);
    expect(Object.keys(scope.getState($loginFieldErrors)).sort()).toEqual(['email', 'password']);
  });
});

describe('§5 Registration, §8 Register', () => {
  const form = { email: 'rui@example.com', password: 'a long password', password_confirmation: 'a long password', name: 'Rui', lastName: 'Costa', terms_accepted: true };

  it('registration needs email, password, password_confirmation, name and lastName', async () => {
    const { scope, calls } = authScope();
    await allSettled(registerSubmitted, { scope, params: { ...form, lastName: undefined, name: '' } });
    expect(calls).toEqual([]);
    expect(Object.keys(scope.getState($registerFieldErrors)).sort()).toEqual(['lastname', 'name']);
  });

  it("'Registration successful' followed by automatic login, which does not greet the new shopper with 'Welcome back!'", async () => {
    const created = user({ id: 12, email: 'rui@example.com' });
    const { scope, calls } = authScope({ register: { data: created }, me: created });
    await allSettled(registerSubmitted, { scope, params: form });
    expect(calls.map((call) => call.name)).toEqual(['csrf', 'register', 'csrf', 'login', 'me']);
    expect(calls[1]!.params).toEqual({ email: 'rui@example.com', password: 'a long password', password_confirmation: 'a long password', name: 'Rui', lastname: 'Costa', terms_accepted: true });
    expect(calls[3]!.params).toEqual({ email: 'rui@example.com', password: 'a long password', remember: true });
    expect(noticeTexts(scope.getState($notices))).toEqual([['success', 'Registration successful', null]]);
    expect(scope.getState($registeredUsers)).toEqual([12]);
    expect(scope.getState($user)?.id).toBe(12);
    // Signed out and back in, the shopper is a returning one.
    await allSettled(logoutClicked, { scope });
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(noticeTexts(scope.getState($notices)).at(-1)).toEqual(['success', 'Login successful', 'Welcome back!']);
  });

  it("422: 'Registration failed: Please check your input data'", async () => {
    const { scope } = authScope({ register: apiError(422, 'The password is too common.', { errors: { password: ['The password is too common.'] } }) });
    await allSettled(registerSubmitted, { scope, params: form });
    expect(noticeTexts(scope.getState($notices))).toEqual([['error', 'Registration failed', 'Please check your input data']]);
    expect(scope.getState($registerFieldErrors)).toEqual({ password: 'The password is too common.' });
  });

  it('a refused or failed request (403, 419, 500) never blames the shopper\'s data', async () => {
    for (const status of [403, 419, 500]) {
      const { scope } = authScope({ register: apiError(status, 'This action is unauthorized.') });
      await allSettled(registerSubmitted, { scope, params: form });
      expect(noticeTexts(scope.getState($notices)), String(status)).toEqual([['error', 'Registration failed', 'Please refresh the page and try again']]);
    }
  });

  it("existing e-mail: 'Email already registered: Please use a different email'", async () => {
    const { scope } = authScope({ register: apiError(422, 'The email has already been taken.', { errors: { email: ['The email has already been taken.'] } }) });
    await allSettled(registerSubmitted, { scope, params: form });
    expect(noticeTexts(scope.getState($notices))).toEqual([['error', 'Email already registered', 'Please use a different email']]);
    expect(scope.getState($user)).toBeNull();
  });
});

describe('§4 Auth — logout', () => {
  const signedInStorage = { 'auth.user': '{}', 'auth.rememberMe': 'true', 'auth.token': 't', 'preferred-locale': 'fr' };

  it("logout posts after the CSRF cookie, shows 'Logged out', clears the auth keys and emits one loggedOut", async () => {
    const { scope, storage, callNames } = authScope({ signedIn: user(), storage: signedInStorage });
    await allSettled(logoutClicked, { scope });
    expect(callNames()).toEqual(['csrf', 'logout']);
    expect(noticeTexts(scope.getState($notices))).toEqual([['success', 'Logged out', null]]);
    expect([...storage.entries.keys()]).toEqual(['preferred-locale']);
    expect(scope.getState($user)).toBeNull();
    expect(scope.getState($loggedOutCount)).toBe(1);
  });

  it("a failed logout call still signs out locally, with 'Logout completed' and one loggedOut", async () => {
    const { scope, storage } = authScope({ signedIn: user(), storage: signedInStorage, logout: apiError(500) });
    await allSettled(logoutClicked, { scope });
    expect(noticeTexts(scope.getState($notices))).toEqual([['info', 'Logout completed', null]]);
    expect(storage.entries.has('auth.user')).toBe(false);
    expect(scope.getState($isAuthenticated)).toBe(false);
    expect(scope.getState($loggedOutCount)).toBe(1);
  });
});

describe('§4/§8 the global API handler', () => {
  it('a 401 on any API call clears auth and goes to /', async () => {
    const { scope, storage, navigations } = authScope({ signedIn: user(), storage: { 'auth.user': '{}', 'auth.rememberMe': 'true' } });
    await allSettled(apiAnswered, { scope, params: { path: 'v1/users/wishlist', status: 401, data: { message: 'Unauthenticated.' } } });
    expect(scope.getState($user)).toBeNull();
    expect(storage.entries.size).toBe(0);
    expect(navigations).toEqual(['/']);
    expect(scope.getState($sessionClearedCount)).toBe(1);
    expect(scope.getState($loggedOutCount)).toBe(0);
  });

  it('a 401 of the login attempt itself neither clears nor navigates (the login shows its message)', async () => {
    const { scope, navigations } = authScope({ signedIn: user() });
    await allSettled(apiAnswered, { scope, params: { path: '/login', status: 401, data: { message: 'Invalid credentials' } } });
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('a 419 only logs a CSRF mismatch warning', async () => {
    const { scope, navigations, warnings } = authScope({ signedIn: user() });
    await allSettled(apiAnswered, { scope, params: { path: 'v1/carts/save', status: 419, data: { message: 'CSRF token mismatch.' } } });
    expect(warnings).toEqual(['CSRF token mismatch']);
    expect(scope.getState($isAuthenticated)).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('any JSON response containing redirectUrl navigates there', async () => {
    const { scope, navigations } = authScope();
    await allSettled(apiAnswered, { scope, params: { path: 'v1/carts/save', status: 200, data: { redirectUrl: '/checkout/expired' } } });
    await allSettled(apiAnswered, { scope, params: { path: 'v1/x', status: 401, data: { redirectUrl: '/en' } } });
    expect(navigations).toEqual(['/checkout/expired', '/en']);
  });

  it('the user identity is set for error reports', async () => {
    const { scope } = authScope();
    expect(scope.getState($errorReportIdentity)).toBeNull();
    await allSettled(loginSubmitted, { scope, params: credentials });
    expect(scope.getState($errorReportIdentity)).toEqual({ id: 7, email: 'ana@example.com' });
  });
});

describe('forgot and reset password', () => {
  it('a refused reset keeps the error for the recovery page', async () => {
    const refused = apiError(422, 'This password reset token is invalid.');
    const { scope, callNames } = authScope({ reset: refused });
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: { token: 'tok', email: 'ana@example.com', password: 'a long password', password_confirmation: 'a long password' },
    });
    expect(callNames()).toEqual(['csrf', 'reset']);
    expect(scope.getState($resetPasswordStatus)).toEqual({ state: 'failed', error: refused });
  });

  it('token mode logs out without the CSRF cookie call', async () => {
    const { scope, callNames } = authScope({ mode: 'token', signedIn: user() });
    await allSettled(logoutClicked, { scope });
    expect(callNames()).toEqual(['logout']);
    expect(scope.getState($loggedOutCount)).toBe(1);
  });

  it('sends the e-mail after the CSRF cookie and keeps the answer status', async () => {
    const { scope, callNames } = authScope();
    await allSettled(forgotPasswordSubmitted, { scope, params: { email: 'ana@example.com' } });
    expect(callNames()).toEqual(['csrf', 'forgot']);
    expect(scope.getState($forgotPasswordStatus)).toEqual({ state: 'done', status: 'sent' });
  });
});
