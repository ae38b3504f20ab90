import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import { personalAccessTokens, sessions } from '../../db/schema';
import {
  bearerFor,
  createTestApi,
  guestSession,
  setCookiesOf,
  signIn,
  signUp,
  TEST_WEB_ORIGIN,
  type TestApi,
  type TestCredentials,
} from '../../test-support';
import { SESSION_LIFETIME } from './sessions';

/** Session and token lifetimes under a fake clock (spec §9; reliability A4; protocols.md §3.3). */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
let clock = new Date('2026-11-01T08:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let api: TestApi;
let account: TestCredentials;

beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0, now: () => clock });
  account = await signUp(api.app);
});
afterAll(async () => api?.close());

const me = (cookie: string) =>
  api.app.inject({ url: AUTH_API_PATHS.currentUser, headers: { cookie, origin: TEST_WEB_ORIGIN } });

describe('a login without remember (reliability A4)', () => {
  it('is a browser-session cookie (no Max-Age)', async () => {
    const guest = await guestSession(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      headers: { origin: TEST_WEB_ORIGIN, cookie: guest.cookie, 'x-xsrf-token': guest.xsrf },
      payload: { email: account.email, password: account.password },
    });
    for (const line of response.headers['set-cookie'] as string[])
      expect(line).not.toMatch(/Max-Age|Expires/);
  });

  it('ends after 30 minutes idle: a request at 29:00 keeps it, one 30:01 after the last is 401', async () => {
    const session = await signIn(api.app, account);
    advance(29 * MINUTE);
    expect((await me(session.cookie)).statusCode).toBe(200);
    advance(29 * MINUTE);
    expect((await me(session.cookie)).statusCode).toBe(200);
    advance(30 * MINUTE + 1000);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('ends 12 hours after login however active it is', async () => {
    const session = await signIn(api.app, account);
    // Active every 20 minutes up to 11:40…
    for (let elapsed = 20; elapsed <= 11 * 60 + 40; elapsed += 20) {
      advance(20 * MINUTE);
      expect((await me(session.cookie)).statusCode).toBe(200);
    }
    // …then at 12:01.
    advance(21 * MINUTE);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });
});

describe('a remembered login (spec §9: 30 days)', () => {
  it('lasts 29 days without any activity', async () => {
    const session = await signIn(api.app, account, { remember: true });
    advance(29 * DAY);
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(200);
  });

  it('slides on GET /users/me (renewing both cookies), and ends 30 days after the last one', async () => {
    const session = await signIn(api.app, account, { remember: true });
    advance(20 * DAY);
    const renewed = await me(session.cookie);
    expect(renewed.statusCode).toBe(200);
    const lines = renewed.headers['set-cookie'] as string[];
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(`Max-Age=${SESSION_LIFETIME.rememberMs / 1000}`);
    expect(Object.keys(setCookiesOf(renewed))).toEqual(['storefront_session', 'XSRF-TOKEN']);
    advance(29 * DAY);
    expect((await me(session.cookie)).statusCode).toBe(200);
    advance(30 * DAY + MINUTE);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });

  it('does not slide on other requests', async () => {
    const session = await signIn(api.app, account, { remember: true });
    advance(20 * DAY);
    // A write (CSRF cookie refresh) is activity, but only GET /users/me renews a remembered session.
    await api.app.inject({
      url: AUTH_API_PATHS.csrfCookie,
      headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
    });
    advance(10 * DAY + MINUTE);
    expect((await me(session.cookie)).statusCode).toBe(401);
  });
});

describe('guest sessions and cleanup', () => {
  it('a guest (CSRF) session expires after 2 hours idle: its token then gets 419', async () => {
    const guest = await guestSession(api.app);
    advance(2 * 60 * MINUTE + MINUTE);
    const login = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      headers: { origin: TEST_WEB_ORIGIN, cookie: guest.cookie, 'x-xsrf-token': guest.xsrf },
      payload: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(419);
  });

  it('expired rows are deleted when new sessions start', async () => {
    await guestSession(api.app);
    advance(13 * 60 * MINUTE);
    await guestSession(api.app);
    const rows = await api.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions);
    expect(rows.every((row) => row.expiresAt.getTime() > clock.getTime())).toBe(true);
  });
});

describe('bearer tokens (protocols.md §3.3)', () => {
  it('record last_used_at and stop working 30 days after they were made', async () => {
    const token = await bearerFor(api.app, account);
    const id = Number(token.split('|')[0]);
    advance(DAY);
    const used = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(used.statusCode).toBe(200);
    const [row] = await api.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, id));
    expect(row!.lastUsedAt?.getTime()).toBe(clock.getTime());
    advance(29 * DAY);
    const expired = await api.app.inject({
      url: AUTH_API_PATHS.currentUser,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.statusCode).toBe(401);
  });
});
