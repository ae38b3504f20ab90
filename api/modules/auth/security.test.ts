import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import {
  bearerFor,
  createTestApi,
  DATABASE_MODES,
  guestSession,
  signIn,
  signUp,
  TEST_PASSWORD,
  TEST_WEB_ORIGIN,
  type TestApi,
} from '../../test-support';

/** Reliability A1, A2, A3, A7, D1–D3, E1, E2, E4 against the auth endpoints */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0 });
});
afterAll(async () => api?.close());

const me = (headers: Record<string, string>) => api.app.inject({ url: AUTH_API_PATHS.currentUser, headers });
const logout = (headers: Record<string, string>, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: AUTH_API_PATHS.logout, headers, ...(payload ? { payload } : {}) });

describe('CSRF (protocols.md §3.1, reliability D1)', () => {
  it('answers 419 "CSRF token mismatch." to a cookie write without a token, with a wrong one, or with another session\'s', async () => {
    const account = await signUp(api.app);
    const session = await signIn(api.app, account);
    const otherSession = await guestSession(api.app);
    const attempts: Record<string, string>[] = [
      { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
      { cookie: session.cookie, origin: TEST_WEB_ORIGIN, 'x-xsrf-token': 'not-the-token' },
      { cookie: session.cookie, origin: TEST_WEB_ORIGIN, 'x-xsrf-token': otherSession.xsrf },
      { cookie: session.cookie, origin: TEST_WEB_ORIGIN, 'x-csrf-token': `${session.xsrf}x` },
    ];
    for (const headers of attempts) {
      const response = await logout(headers);
      expect(response.statusCode).toBe(419);
      expect(response.json()).toEqual({ message: 'CSRF token mismatch.' });
    }
    // Still signed in: nothing happened.
    expect((await me({ cookie: session.cookie, origin: TEST_WEB_ORIGIN })).statusCode).toBe(200);
  });

  it('accepts the token from X-XSRF-TOKEN, X-CSRF-TOKEN or the _token body field', async () => {
    const account = await signUp(api.app);
    const viaXsrf = await signIn(api.app, account);
    expect((await logout(viaXsrf.headers)).statusCode).toBe(204);
    const viaCsrf = await signIn(api.app, account);
    expect(
      (await logout({ cookie: viaCsrf.cookie, origin: TEST_WEB_ORIGIN, 'x-csrf-token': viaCsrf.xsrf }))
        .statusCode,
    ).toBe(204);
    const viaBody = await signIn(api.app, account);
    expect(
      (await logout({ cookie: viaBody.cookie, origin: TEST_WEB_ORIGIN }, { _token: viaBody.xsrf }))
        .statusCode,
    ).toBe(204);
  });

  it('checks a cookie-mode login too (it starts a session), even before any session cookie exists', async () => {
    const account = await signUp(api.app);
    const withoutCookie = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      headers: { origin: TEST_WEB_ORIGIN },
      payload: { email: account.email, password: account.password },
    });
    expect(withoutCookie.statusCode).toBe(419);
    const guest = await guestSession(api.app);
    const withoutToken = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      headers: { origin: TEST_WEB_ORIGIN, cookie: guest.cookie },
      payload: { email: account.email, password: account.password },
    });
    expect(withoutToken.statusCode).toBe(419);
  });
});

describe('origin checks (reliability D2)', () => {
  it('answers 403 to a write marked Sec-Fetch-Site: cross-site, or from an Origin or Referer outside WEB_ORIGINS', async () => {
    const account = await signUp(api.app);
    const session = await signIn(api.app, account);
    const refused: Record<string, string>[] = [
      { ...session.headers, 'sec-fetch-site': 'cross-site' },
      { ...session.headers, origin: 'https://evil.example' },
      { ...session.headers, origin: 'null' },
      { cookie: session.cookie, 'x-xsrf-token': session.xsrf, referer: 'https://evil.example/page' },
    ];
    for (const headers of refused) {
      const response = await logout(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await me({ cookie: session.cookie, origin: TEST_WEB_ORIGIN })).statusCode).toBe(200);
  });

  it("treats a request whose Origin is its own Host as first-party: the shop forwarded by its web server on any address", async () => {
    const account = await signUp(api.app);
    for (const site of ['http://127.0.0.1:3000', 'http://shop.lan:8080', 'https://shop.example']) {
      const host = new URL(site).host;
      const sameOrigin = { host, origin: site, 'sec-fetch-site': 'same-origin' };
      const guest = await api.app.inject({ url: AUTH_API_PATHS.csrfCookie, headers: sameOrigin });
      const cookies = Object.fromEntries((guest.headers['set-cookie'] as string[]).map((line) => line.split(';')[0]!.split('=') as [string, string]));
      const cookie = Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join('; ');
      const login = await api.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.login,
        headers: { ...sameOrigin, cookie, 'x-xsrf-token': decodeURIComponent(cookies['XSRF-TOKEN'] ?? '') },
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode, site).toBe(200);
      const signedIn = (login.headers['set-cookie'] as string[]).map((line) => line.split(';')[0]).join('; ');
      expect((await me({ ...sameOrigin, cookie: signedIn })).json().data.email, site).toBe(account.email);
    }
  });

  it('still refuses, on the same Host, a foreign Origin (another site, port or subdomain) and a cross-site fetch', async () => {
    const account = await signUp(api.app);
    const session = await signIn(api.app, account);
    const refused: Record<string, string>[] = [
      { ...session.headers, host: 'shop.lan:3000', origin: 'http://evil.example' },
      { ...session.headers, host: 'shop.lan:3000', origin: 'http://shop.lan:3000', 'sec-fetch-site': 'cross-site' },
      { ...session.headers, host: 'shop.lan:3000', origin: 'http://shop.lan:3001' },
      { ...session.headers, host: 'shop.lan:3000', origin: 'http://evil.shop.lan:3000' },
    ];
    for (const headers of refused) {
      const response = await logout(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
  });

  it('answers 415 to a JSON body sent as text/plain, and creates nothing', async () => {
    const before = await userCount();
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.register,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({
        email: 'plain@example.test',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        name: 'A',
        lastname: 'B',
        terms_accepted: true,
      }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Unsupported Media Type' });
    expect(await userCount()).toBe(before);
  });
});

describe('CORS (reliability D3)', () => {
  it('echoes only WEB_ORIGINS, with credentials; https://evil.example and Origin: null get no CORS headers', async () => {
    const allowed = await me({ origin: TEST_WEB_ORIGIN });
    expect(allowed.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    for (const origin of ['https://evil.example', 'null']) {
      const response = await me({ origin });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets the web send X-XSRF-TOKEN, X-Session-Id and X-Requested-With on a cross-origin write', async () => {
    const preflight = await api.app.inject({
      method: 'OPTIONS',
      url: AUTH_API_PATHS.profile,
      headers: {
        origin: TEST_WEB_ORIGIN,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'x-xsrf-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('PUT');
    const allowedHeaders = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of [
      'x-xsrf-token',
      'x-session-id',
      'x-requested-with',
      'content-type',
      'authorization',
    ]) {
      expect(allowedHeaders).toContain(header);
    }
  });
});

describe.each(DATABASE_MODES.filter((m) => m.enabled))(
  'session fixation and logout on $mode (reliability A1, A2)',
  ({ mode }) => {
    let local: TestApi;
    beforeAll(async () => {
      local = mode === 'pglite' ? api : await createTestApi(mode, { products: 0 });
    });
    afterAll(async () => {
      if (mode !== 'pglite') await local?.close();
    });

    it('a pre-login session id is useless after login: 401 on read and on write', async () => {
      const account = await signUp(local.app);
      const guest = await guestSession(local.app);
      const login = await local.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.login,
        headers: { origin: TEST_WEB_ORIGIN, cookie: guest.cookie, 'x-xsrf-token': guest.xsrf },
        payload: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(200);
      const replayRead = await local.app.inject({
        url: AUTH_API_PATHS.currentUser,
        headers: { cookie: guest.cookie, origin: TEST_WEB_ORIGIN },
      });
      expect(replayRead.statusCode).toBe(401);
      const replayWrite = await local.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.logout,
        headers: { cookie: guest.cookie, origin: TEST_WEB_ORIGIN, 'x-xsrf-token': guest.xsrf },
      });
      expect(replayWrite.statusCode).toBe(401);
    });

    it('a cookie replayed after logout is 401', async () => {
      const account = await signUp(local.app);
      const session = await signIn(local.app, account);
      expect(
        (await local.app.inject({ method: 'POST', url: AUTH_API_PATHS.logout, headers: session.headers }))
          .statusCode,
      ).toBe(204);
      const replay = await local.app.inject({
        url: AUTH_API_PATHS.currentUser,
        headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
      });
      expect(replay.statusCode).toBe(401);
    });
  },
);

describe('bearer and cookie never stand in for each other (reliability A7)', () => {
  it('a request with a bearer token is judged by the token alone; GET /users/me only ever answers the caller', async () => {
    const a = await signUp(api.app);
    const b = await signUp(api.app);
    const aSession = await signIn(api.app, a);
    const bToken = await bearerFor(api.app, b);
    const both = await me({
      cookie: aSession.cookie,
      origin: TEST_WEB_ORIGIN,
      authorization: `Bearer ${bToken}`,
    });
    expect(both.json().data.email).toBe(b.email);
    const badTokenWithCookie = await me({
      cookie: aSession.cookie,
      origin: TEST_WEB_ORIGIN,
      authorization: 'Bearer 1|nope',
    });
    expect(badTokenWithCookie.statusCode).toBe(401);
    expect((await me({ cookie: aSession.cookie, origin: TEST_WEB_ORIGIN })).json().data.email).toBe(a.email);
  });

  it('the session cookie value is no bearer token, and a cookie without an allowed Origin is not used', async () => {
    const account = await signUp(api.app);
    const session = await signIn(api.app, account);
    const cookieValue = session.cookie.split(';')[0]!.split('=')[1]!;
    expect((await me({ authorization: `Bearer ${cookieValue}` })).statusCode).toBe(401);
    expect((await me({ cookie: session.cookie })).statusCode).toBe(401);
    expect((await me({ cookie: session.cookie, origin: 'https://evil.example' })).statusCode).toBe(401);
  });

  it('a revoked or tampered token is 401; the secret is compared with crypto.timingSafeEqual', async () => {
    const account = await signUp(api.app);
    const token = await bearerFor(api.app, account);
    const [id, secret] = token.split('|') as [string, string];
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    try {
      const tampered = await me({
        authorization: `Bearer ${id}|${secret.slice(0, -1)}${secret.endsWith('a') ? 'b' : 'a'}`,
      });
      expect(tampered.statusCode).toBe(401);
      expect(spy).toHaveBeenCalled();
      const [stored, presented] = spy.mock.calls.at(-1)!;
      expect((stored as Buffer).length).toBe(32);
      expect((presented as Buffer).length).toBe(32);
      expect(spy.mock.results.at(-1)!.value).toBe(false);
    } finally {
      spy.mockRestore();
    }
    expect((await me({ authorization: `Bearer ${Number(id) + 1000}|${secret}` })).statusCode).toBe(401);
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.logout,
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await me({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('never puts password hashes or stored token hashes in an answer', async () => {
    const account = await signUp(api.app);
    const token = await bearerFor(api.app, account);
    const body = (await me({ authorization: `Bearer ${token}` })).body;
    expect(Object.keys(JSON.parse(body).data).sort()).toEqual([
      'affiliate_code',
      'ambassador_code',
      'customer',
      'customer_id',
      'email',
      'id',
      'lastname',
      'locale',
      'name',
      'newsletter',
      'newsletter_pending',
      'uuid',
    ]);
    expect(body).not.toMatch(/\$argon2|password|token/);
  });
});

async function userCount(): Promise<number> {
  const rows = await api.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`);
  return (
    (rows as unknown as { rows?: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]!.n
  );
}

describe('bad input (reliability E1, E2, E4): a clear 4xx and nothing created', () => {
  const valid = {
    email: 'fuzz@example.test',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    name: 'Ana',
    lastname: 'Silva',
    terms_accepted: true,
  };
  const json = { 'content-type': 'application/json' };
  const cases: [
    string,
    { payload: string | Record<string, unknown>; headers?: Record<string, string> },
    number,
    RegExp,
  ][] = [
    [
      'malformed JSON',
      { payload: '{"email": "a@b.c",', headers: json },
      400,
      /^The request body is not valid JSON\.$/,
    ],
    // An empty JSON body is no body (§7: the storefront sends the JSON type on body-less calls): the fields are missing.
    ['an empty body', { payload: '', headers: json }, 422, /email/],
    ['missing fields', { payload: { email: 'fuzz@example.test' } }, 422, /required/],
    ['an extra field', { payload: { ...valid, role: 'admin' } }, 422, /The role field is prohibited\./],
    [
      'a __proto__ key',
      { payload: `{"__proto__":{"isAdmin":true},${JSON.stringify(valid).slice(1)}`, headers: json },
      400,
      /not valid JSON/,
    ],
    [
      'a constructor.prototype key',
      {
        payload: `{"constructor":{"prototype":{"isAdmin":true}},${JSON.stringify(valid).slice(1)}`,
        headers: json,
      },
      400,
      /not valid JSON/,
    ],
    ['a unicode e-mail', { payload: { ...valid, email: 'jоão@exämple.test' } }, 422, /valid email address/],
    [
      'a 300-character e-mail',
      { payload: { ...valid, email: `${'a'.repeat(288)}@example.test` } },
      422,
      /email/,
    ],
    ['a NUL character in the name', { payload: { ...valid, name: 'An\u0000a' } }, 422, /null characters/],
    ['an array body', { payload: '[1,2,3]', headers: json }, 422, /./],
    [
      'a 1 MiB + 1 byte body',
      { payload: `{"name":"${'x'.repeat(1024 * 1024 - 10)}"}`, headers: json },
      413,
      /too large/,
    ],
    [
      'a 10 MB body',
      { payload: `{"name":"${'x'.repeat(10 * 1024 * 1024)}"}`, headers: json },
      413,
      /too large/,
    ],
  ];

  it.each(cases)('%s', async (_name, request, status, message) => {
    const before = await userCount();
    const response = await api.app.inject({ method: 'POST', url: AUTH_API_PATHS.register, ...request });
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await userCount()).toBe(before);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('keeps serving after a rejected huge body', async () => {
    expect((await api.app.inject({ url: AUTH_API_PATHS.currentUser })).statusCode).toBe(401);
  });
});
