import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS, AuthResponse } from '../../../contract';
import { createMemoryRateLimitStore } from '../../http/rate-limit-store';
import {
  bearerFor,
  cookieSessionOf,
  createTestApi,
  guestSession,
  setCookiesOf,
  signIn,
  signUp,
  TEST_PASSWORD,
  TEST_WEB_ORIGIN,
  type TestApi,
} from '../../test-support';
import { LOGIN_LIMITS, REGISTRATION_LIMIT } from './throttle';

/** §7/§8 statuses and messages of login, logout, register and the current user */
let clock = new Date('2026-11-01T12:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi('pglite', {
    products: 0,
    now: () => clock,
    rateLimitStore: createMemoryRateLimitStore(),
  });
});
afterAll(async () => api?.close());

async function login(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: AUTH_API_PATHS.login, payload, headers });
}

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with an HttpOnly session cookie and a readable XSRF-TOKEN, both SameSite=Lax on Path=/', async () => {
    const response = await api.app.inject({
      url: AUTH_API_PATHS.csrfCookie,
      headers: { origin: TEST_WEB_ORIGIN },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const lines = response.headers['set-cookie'] as string[];
    const session = lines.find((line) => line.startsWith('storefront_session='))!;
    const xsrf = lines.find((line) => line.startsWith('XSRF-TOKEN='))!;
    expect(session).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(session).not.toMatch(/Domain|Max-Age|Expires/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(xsrf).toMatch(/; Path=\/; SameSite=Lax/);
    // ≥ 128 random bits: 32 bytes as base64url.
    expect(setCookiesOf(response).storefront_session).toMatch(/^[\w-]{43}$/);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /login', () => {
  it('answers 200 {data: user} with new session cookies, and /users/me then answers the same user', async () => {
    const account = await signUp(api.app);
    const guest = await guestSession(api.app);
    const response = await login(
      { email: account.email, password: account.password },
      { origin: TEST_WEB_ORIGIN, cookie: guest.cookie, 'x-xsrf-token': guest.xsrf },
    );
    expect(response.statusCode).toBe(200);
    const body = AuthResponse.parse(response.json());
    expect(body.data).toMatchObject({
      email: account.email,
      name: 'Ana',
      lastname: 'Silva',
      customer: { id: body.data.id },
      customer_id: body.data.id,
    });
    expect(body.token).toBeUndefined();
    expect(response.body).not.toMatch(/argon2|password/i);
    const signedIn = cookieSessionOf(api.app, response);
    expect(signedIn.cookie).not.toBe(guest.cookie);
    const me = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { cookie: signedIn.cookie, origin: TEST_WEB_ORIGIN },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: body.data });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('reads the e-mail case-insensitively', async () => {
    const account = await signUp(api.app, { email: `Mixed.Case-${Date.now()}@Example.test` });
    const response = await login({
      email: account.email.toLowerCase(),
      password: account.password,
      device_name: 'x',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 "These credentials do not match our records." for a wrong password and for an unknown e-mail alike', async () => {
    const account = await signUp(api.app);
    const wrong = await login({ email: account.email, password: 'not the password at all' });
    const unknown = await login({ email: 'nobody-here@example.test', password: 'not the password at all' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'These credentials do not match our records.' });
      expect(setCookiesOf(response)).toEqual({});
    }
  });

  it('answers 422 in the Laravel shape for invalid input', async () => {
    const response = await login({ email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: {
        email: ['The email field must be a valid email address.'],
        password: ['The password field is required.'],
      },
    });
  });

  it('answers a bearer token {id}|{40 chars + crc32b} in token mode, and that token authenticates GET /users/me', async () => {
    const account = await signUp(api.app);
    const response = await login({ email: account.email, password: account.password, device_name: 'iPhone' });
    expect(response.statusCode).toBe(200);
    const { token, data } = AuthResponse.parse(response.json());
    expect(token).toMatch(/^\d+\|[A-Za-z0-9]{40}[0-9a-f]{8}$/);
    // Token mode starts no cookie session.
    expect(setCookiesOf(response)).toEqual({});
    const me = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toEqual({ data });
  });

  it('lets a signed-in caller log in again: the session rotates and the old cookie is dead', async () => {
    const account = await signUp(api.app);
    const first = await signIn(api.app, account);
    const again = await login({ email: account.email, password: account.password }, first.headers);
    expect(again.statusCode).toBe(200);
    const second = cookieSessionOf(api.app, again);
    const old = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { cookie: first.cookie, origin: TEST_WEB_ORIGIN },
    });
    const fresh = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { cookie: second.cookie, origin: TEST_WEB_ORIGIN },
    });
    expect(old.statusCode).toBe(401);
    expect(fresh.statusCode).toBe(200);
  });
});

describe('login throttle (reliability A5)', () => {
  it('answers 429 "Too Many Attempts." with Retry-After after 10 failures in 15 minutes, and works again after the window', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.max; i += 1) {
      expect((await login({ email: account.email, password: `wrong password ${i}` })).statusCode).toBe(401);
    }
    const blocked = await login({ email: account.email, password: account.password, device_name: 'x' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);
    expect(blocked.headers['x-ratelimit-limit']).toBe('10');
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0');

    advance(10 * 60_000);
    const still = await login({ email: account.email, password: account.password, device_name: 'x' });
    expect(still.statusCode).toBe(429);
    expect(Number(still.headers['retry-after'])).toBe(5 * 60);

    advance(5 * 60_000 + 1000);
    expect(
      (await login({ email: account.email, password: account.password, device_name: 'x' })).statusCode,
    ).toBe(200);
  });

  it('keys on the socket address, not on X-Forwarded-For (trustProxy is off)', async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.max; i += 1) {
      await login({ email: account.email, password: `wrong ${i}` }, { 'x-forwarded-for': `203.0.113.${i}` });
    }
    const spoofed = await login(
      { email: account.email, password: account.password },
      { 'x-forwarded-for': '198.51.100.7' },
    );
    expect(spoofed.statusCode).toBe(429);
    advance(LOGIN_LIMITS.perAccountAndIp.windowMs);
  });

  it('never allows more than 100 failures an hour for one account, from any number of addresses', async () => {
    const account = await signUp(api.app);
    const failures = [];
    // 120 guesses at once from 14 addresses (at most 9 each, under the per-address limit).
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max + 20; i += 1) {
      failures.push(
        api.app.inject({
          method: 'POST',
          url: AUTH_API_PATHS.login,
          payload: { email: account.email, password: `wrong ${i}` },
          remoteAddress: `10.0.${Math.floor(i / 9)}.${i % 9}`,
        }),
      );
    }
    const answers = await Promise.all(failures);
    expect(answers.filter((r) => r.statusCode === 401).length).toBe(100);
    expect(answers.filter((r) => r.statusCode === 429).length).toBe(20);
    const fresh = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      payload: { email: account.email, password: account.password },
      remoteAddress: '10.99.99.99',
    });
    expect(fresh.statusCode).toBe(429);
    advance(LOGIN_LIMITS.perAccount.windowMs);
    const later = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      payload: { email: account.email, password: account.password, device_name: 'x' },
      remoteAddress: '10.99.99.99',
    });
    expect(later.statusCode).toBe(200);
    // 120 real argon2id verifications (about 75 ms each on two cores) take 10–16 s on a quiet machine.
  }, 60_000);
});

describe('login throttle across e-mails and addresses', () => {
  const loginFrom = (remoteAddress: string, payload: Record<string, unknown>) =>
    api.app.inject({ method: 'POST', url: AUTH_API_PATHS.login, payload, remoteAddress });

  it(`holds one address to ${LOGIN_LIMITS.perIp.max} failures in 15 minutes across e-mails (one password tried on many accounts)`, { timeout: 120_000 }, async () => {
    const answers = [];
    for (let i = 0; i < 200; i += 1) {
      answers.push(await loginFrom('192.0.2.50', { email: `stuffed-${i}@example.test`, password: 'Summer2026!' }));
    }
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_LIMITS.perIp.max);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(200 - LOGIN_LIMITS.perIp.max);
    expect(answers.at(-1)!.headers['x-ratelimit-limit']).toBe(String(LOGIN_LIMITS.perIp.max));
    // Another address is not held back.
    expect((await loginFrom('192.0.2.51', { email: 'stuffed-0@example.test', password: 'Summer2026!' })).statusCode).toBe(401);
    advance(LOGIN_LIMITS.perIp.windowMs);
  });

  it('does not count successful sign-ins against the address (an office signing in)', { timeout: 120_000 }, async () => {
    const account = await signUp(api.app);
    for (let i = 0; i < LOGIN_LIMITS.perIp.max + 5; i += 1) {
      expect((await loginFrom('192.0.2.60', { email: account.email, password: account.password, device_name: 'x' })).statusCode).toBe(200);
    }
  });

  it('never locks the owner out: failures spread over other addresses leave the addresses the owner signed in from open', { timeout: 120_000 }, async () => {
    const owner = await signUp(api.app);
    expect((await loginFrom('192.0.2.70', { email: owner.email, password: owner.password, device_name: 'x' })).statusCode).toBe(200);
    const failures = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccount.max + 20; i += 1) {
      failures.push(loginFrom(`10.1.${Math.floor(i / 9)}.${i % 9}`, { email: owner.email, password: `wrong ${i}` }));
    }
    const answers = await Promise.all(failures);
    // The owner's first sign-in counted too (its address was not known yet): 99 failures pass, 21 wait.
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(21);
    // The owner's own address signs in at once; a never-seen address waits out the hour.
    expect((await loginFrom('192.0.2.70', { email: owner.email, password: owner.password, device_name: 'x' })).statusCode).toBe(200);
    expect((await loginFrom('10.99.1.1', { email: owner.email, password: owner.password, device_name: 'x' })).statusCode).toBe(429);
    advance(LOGIN_LIMITS.perAccount.windowMs);
  });
});

describe('POST /logout', () => {
  it('answers 204 and clears the cookies; the same cookie is then 401 (ended server-side)', async () => {
    const account = await signUp(api.app);
    const session = await signIn(api.app, account);
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.logout,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(setCookiesOf(response)).toEqual({ storefront_session: '', 'XSRF-TOKEN': '' });
    const replay = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 401 "Unauthenticated." when nobody is signed in', async () => {
    const response = await api.app.inject({ method: 'POST', url: AUTH_API_PATHS.logout });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('with a bearer token deletes that token only', async () => {
    const account = await signUp(api.app);
    const token = await bearerFor(api.app, account);
    const other = await bearerFor(api.app, account, 'tablet');
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.logout,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    const me = (bearer: string) =>
      api.app.inject({ url: AUTH_API_PATHS.currentUser, headers: { authorization: `Bearer ${bearer}` } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
  });
});

describe('GET /users/me', () => {
  it('answers 401 "Unauthenticated." without a session or token', async () => {
    const response = await api.app.inject({ url: AUTH_API_PATHS.currentUser });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('POST /v1/users/register', () => {
  const register = (payload: Record<string, unknown>, remoteAddress = '192.0.2.10') =>
    api.app.inject({ method: 'POST', url: AUTH_API_PATHS.register, payload, remoteAddress });
  const fields = (email: string) => ({
    email,
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    name: 'Rita',
    terms_accepted: true,
  });

  it('answers 201 {data: user} with lastname (or lastName, §5) and does not sign in', async () => {
    const a = await register({ ...fields('rita.a@example.test'), lastname: 'Costa' });
    const b = await register({ ...fields('rita.b@example.test'), lastName: 'Sousa' });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({
      email: 'rita.a@example.test',
      name: 'Rita',
      lastname: 'Costa',
      ambassador_code: null,
      affiliate_code: null,
    });
    expect(b.json().data.lastname).toBe('Sousa');
    expect(setCookiesOf(a)).toEqual({});
    expect(a.headers['cache-control']).toBe('no-store');
  });

  it('answers 422 "The email has already been taken." for an existing e-mail in any case', async () => {
    await register({ ...fields('taken@example.test'), lastname: 'Costa' });
    const response = await register({ ...fields('TAKEN@Example.test'), lastname: 'Costa' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('answers 422 for a missing lastname, a confirmation that differs and a field it does not know', async () => {
    const missing = await register(fields('x1@example.test'));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ lastname: ['The lastname field is required.'] });
    const mismatch = await register({
      ...fields('x2@example.test'),
      lastname: 'C',
      password_confirmation: 'something else entirely',
    });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The password field confirmation does not match.'],
    });
    const extra = await register({ ...fields('x3@example.test'), lastname: 'C', is_admin: true });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ is_admin: ['The is admin field is prohibited.'] });
  });
});

describe('registration limit per address', () => {
  it('answers 429 with Retry-After past 20 registrations an hour from one address, creating nothing more', async () => {
    const from = (i: number, remoteAddress: string) =>
      api.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.register,
        remoteAddress,
        payload: { email: `burst-${remoteAddress}-${i}@example.test`, password: TEST_PASSWORD, password_confirmation: TEST_PASSWORD, name: 'Bot', lastname: 'Net', terms_accepted: true },
      });
    for (let i = 0; i < REGISTRATION_LIMIT.max; i++) expect((await from(i, '203.0.113.77')).statusCode).toBe(201);
    const refused = await from(REGISTRATION_LIMIT.max, '203.0.113.77');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const login = await api.app.inject({ method: 'POST', url: '/login', payload: { email: `burst-203.0.113.77-${REGISTRATION_LIMIT.max}@example.test`, password: TEST_PASSWORD, device_name: 't' } });
    expect(login.statusCode).toBe(401);
    // Another address is not affected.
    expect((await from(0, '203.0.113.78')).statusCode).toBe(201);
  });
});
