import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import {
  createTestApi,
  bearerFor,
  signIn,
  signUp,
  TEST_WEB_ORIGIN,
  type TestApi,
  type TestCredentials,
} from '../../test-support';
import { PASSWORD_RESET_LIMIT } from './throttle';

/** Forgot and reset password (protocols.md §3.2; reliability A2, A5, E6) end to end through the outbox. */
const MINUTE = 60_000;
let clock = new Date('2026-11-01T08:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0, now: () => clock });
});
afterAll(async () => api?.close());

const forgot = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: AUTH_API_PATHS.forgotPassword, payload, headers });
const reset = (payload: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url: AUTH_API_PATHS.resetPassword, payload });

/** The reset link of the newest e-mail to an address: `{origin}/recovery/{token}?email=…`. */
async function resetLink(
  email: string,
): Promise<{ url: URL; token: string; text: string; subject: string; locale: string }> {
  await api.app.deferred.settled();
  const mail = await api.app.mailer.latestTo(email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const link = /https?:\/\/\S+\/recovery\/\S+/.exec(mail.textBody)![0];
  const url = new URL(link);
  return {
    url,
    token: url.pathname.split('/').at(-1)!,
    text: mail.textBody,
    subject: mail.subject,
    locale: mail.locale,
  };
}

describe('POST /forgot-password', () => {
  it('answers the same 200 status for a known and an unknown e-mail; only the known one gets mail', async () => {
    const account = await signUp(api.app);
    const known = await forgot({ email: account.email });
    const unknown = await forgot({ email: 'nobody-at-all@example.test' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'We have emailed your password reset link.' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const { url } = await resetLink(account.email);
    expect(url.origin).toBe(TEST_WEB_ORIGIN);
    expect(url.pathname).toMatch(/^\/recovery\/[0-9a-f]{64}$/);
    expect(url.searchParams.get('email')).toBe(account.email);
    expect(await api.app.mailer.latestTo('nobody-at-all@example.test')).toBeNull();
  });

  it('writes the e-mail in the language asked for (locale field, else Accept-Language, else pt)', async () => {
    const account = await signUp(api.app);
    await forgot({ email: account.email, locale: 'fr' });
    const french = await resetLink(account.email);
    expect(french).toMatchObject({ locale: 'fr', subject: 'Réinitialiser votre mot de passe' });
    // The link opens the recovery page in the same language.
    expect(french.url.pathname).toMatch(/^\/fr\/recovery\/[0-9a-f]{64}$/);
    await forgot({ email: account.email }, { 'accept-language': 'de-DE, es;q=0.8, en;q=0.5' });
    const spanish = await resetLink(account.email);
    expect(spanish).toMatchObject({ locale: 'es', subject: 'Restablecer la contraseña' });
    expect(spanish.url.pathname).toMatch(/^\/es\/recovery\//);
    await forgot({ email: account.email });
    const portuguese = await resetLink(account.email);
    expect(portuguese).toMatchObject({ locale: 'pt', subject: 'Redefinir a palavra-passe' });
    expect(portuguese.url.pathname).toMatch(/^\/recovery\//);
  });

  it('answers 422 for an invalid e-mail and an unknown field', async () => {
    expect((await forgot({ email: 'nope' })).statusCode).toBe(422);
    expect((await forgot({ email: 'a@example.test', admin: true })).json().errors).toEqual({
      admin: ['The admin field is prohibited.'],
    });
  });

  it('allows 5 requests an hour per e-mail, then 429 with Retry-After; known and unknown alike', async () => {
    const account = await signUp(api.app);
    for (const email of [account.email, 'ghost-account@example.test']) {
      for (let i = 0; i < PASSWORD_RESET_LIMIT.max; i += 1)
        expect((await forgot({ email })).statusCode).toBe(200);
      const blocked = await forgot({ email: email.toUpperCase() });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: 'Too Many Attempts.' });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    advance(60 * MINUTE);
    expect((await forgot({ email: account.email })).statusCode).toBe(200);
  });
});

describe('POST /reset-password', () => {
  async function freshAccount(): Promise<TestCredentials & { token: string }> {
    const account = await signUp(api.app);
    await forgot({ email: account.email });
    return { ...account, token: (await resetLink(account.email)).token };
  }
  const newPassword = 'a brand new passphrase';
  const body = (a: { email: string; token: string }, password = newPassword) => ({
    token: a.token,
    email: a.email,
    password,
    password_confirmation: password,
  });

  it('sets the new password once, ends every session and token of the user, and the old password stops working', async () => {
    const account = await freshAccount();
    const session = await signIn(api.app, account);
    const token = await bearerFor(api.app, account);
    const response = await reset(body(account));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'Your password has been reset.' });

    expect(
      (
        await api.app.inject({
          url: AUTH_API_PATHS.currentUser,
          headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await api.app.inject({
          url: AUTH_API_PATHS.currentUser,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    const login = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.login,
        payload: { email: account.email, password, device_name: 't' },
      });
    expect((await login(account.password)).statusCode).toBe(401);
    expect((await login(newPassword)).statusCode).toBe(200);

    const again = await reset(body(account, 'yet another passphrase'));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      message: 'This password reset token is invalid.',
      errors: { email: ['This password reset token is invalid.'] },
    });
  });

  it('refuses a wrong token, a token of another e-mail and a token older than 60 minutes', async () => {
    const a = await freshAccount();
    const b = await freshAccount();
    // The right token with its last character changed (to another one: a token may end in '0').
    const wrong = `${a.token.slice(0, -1)}${a.token.endsWith('0') ? '1' : '0'}`;
    expect((await reset(body({ email: a.email, token: wrong }))).statusCode).toBe(422);
    expect((await reset(body({ email: a.email, token: b.token }))).statusCode).toBe(422);
    advance(60 * MINUTE + 1000);
    const late = await reset(body(a));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ email: ['This password reset token is invalid.'] });
  });

  it('refuses a common password and a confirmation that differs, keeping the token usable', async () => {
    const account = await freshAccount();
    const common = await reset(body(account, 'password123'));
    expect(common.statusCode).toBe(422);
    expect(common.json().errors.password).toEqual([
      'The given password has appeared in a data leak. Please choose a different password.',
    ]);
    const mismatch = await reset({ ...body(account), password_confirmation: 'something else' });
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The password field confirmation does not match.'],
    });
    expect((await reset(body(account))).statusCode).toBe(200);
  });
});
