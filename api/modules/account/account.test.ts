import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import {
  bearerFor,
  createTestApi,
  signIn,
  signUp,
  TEST_WEB_ORIGIN,
  type CookieSession,
  type TestApi,
  type TestCredentials,
} from '../../test-support';

/** PUT /users/me, /users/me/password, /users/me/preferences and their §7 form-data POST form. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('pglite', {
    products: 0,
    // A probe of what reaches a handler: the body after validation hooks and request.utmAttribution.
    configure: (app) => {
      app.post('/__probe', async (request) => ({ body: request.body, utm: request.utmAttribution ?? null }));
    },
  });
});
afterAll(async () => api?.close());

async function signedIn(): Promise<TestCredentials & { session: CookieSession }> {
  const account = await signUp(api.app);
  return { ...account, session: await signIn(api.app, account) };
}

const me = (session: CookieSession) =>
  api.app.inject({
    url: AUTH_API_PATHS.currentUser,
    headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
  });
const put = (url: string, session: CookieSession, payload: Record<string, unknown>) =>
  api.app.inject({ method: 'PUT', url, headers: session.headers, payload });

function multipart(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  const boundary = '----storefront-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('PUT /users/me', () => {
  it('updates name and lastname and answers {data: user}, no-store', async () => {
    const { email, session } = await signedIn();
    const response = await put(AUTH_API_PATHS.profile, session, {
      name: 'Beatriz',
      lastname: 'Lopes',
      email,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Beatriz', lastname: 'Lopes', email });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await me(session)).json().data.name).toBe('Beatriz');
  });

  it('changes the e-mail only with the right current password (422 on current_password otherwise)', async () => {
    const { email, password, session } = await signedIn();
    const newEmail = `moved-${Date.now()}@example.test`;
    const missing = await put(AUTH_API_PATHS.profile, session, { name: 'A', lastname: 'B', email: newEmail });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      current_password: ['The current password field is required when email is changed.'],
    });
    const wrong = await put(AUTH_API_PATHS.profile, session, {
      name: 'A',
      lastname: 'B',
      email: newEmail,
      current_password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      message: 'The password is incorrect.',
      errors: { current_password: ['The password is incorrect.'] },
    });
    expect((await me(session)).json().data.email).toBe(email);
    const right = await put(AUTH_API_PATHS.profile, session, {
      name: 'A',
      lastname: 'B',
      email: newEmail,
      current_password: password,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.email).toBe(newEmail);
  });

  it('answers 422 "The email has already been taken." for another user\'s e-mail', async () => {
    const other = await signUp(api.app);
    const { password, session } = await signedIn();
    const response = await put(AUTH_API_PATHS.profile, session, {
      name: 'A',
      lastname: 'B',
      email: other.email.toUpperCase(),
      current_password: password,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ['The email has already been taken.'] });
  });

  it('refuses fields it does not know (mass assignment, B4) and changes nothing', async () => {
    const { email, session } = await signedIn();
    const response = await put(AUTH_API_PATHS.profile, session, {
      name: 'A',
      lastname: 'B',
      email,
      role: 'admin',
      customer_id: 1,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['customer_id', 'role']);
    expect((await me(session)).json().data.name).toBe('Ana');
  });

  it('answers 401 without a session, and 419 with a session but no CSRF token', async () => {
    const { email, session } = await signedIn();
    const guest = await api.app.inject({
      method: 'PUT',
      url: AUTH_API_PATHS.profile,
      payload: { name: 'A', lastname: 'B', email },
    });
    expect(guest.statusCode).toBe(401);
    const noToken = await api.app.inject({
      method: 'PUT',
      url: AUTH_API_PATHS.profile,
      headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN },
      payload: { name: 'A', lastname: 'B', email },
    });
    expect(noToken.statusCode).toBe(419);
  });
});

describe('§7 form data: POST with _method=PUT', () => {
  it('handles an urlencoded POST with _method=PUT and _token as the PUT', async () => {
    const { email, session } = await signedIn();
    const form = new URLSearchParams({
      _method: 'PUT',
      _token: session.xsrf,
      name: 'Carla',
      lastname: 'Reis',
      email,
    });
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.profile,
      headers: {
        cookie: session.cookie,
        origin: TEST_WEB_ORIGIN,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: 'Carla', lastname: 'Reis' });
  });

  it('handles multipart/form-data without files, reading "1" as true for booleans', async () => {
    const { session } = await signedIn();
    const { payload, headers } = multipart({ _method: 'put', locale: 'es', newsletter: '1' });
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.preferences,
      headers: { ...session.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ locale: 'es', newsletter: false, newsletter_pending: true });
  });

  it('handles a JSON POST with _method: "PUT"', async () => {
    const { session } = await signedIn();
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.preferences,
      headers: session.headers,
      payload: { _method: 'PUT', locale: 'fr', newsletter: false },
    });
    expect(response.json().data).toMatchObject({ locale: 'fr', newsletter: false });
  });

  it('answers 405 to a POST without _method=PUT', async () => {
    const { session } = await signedIn();
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.preferences,
      headers: session.headers,
      payload: { locale: 'fr', newsletter: false },
    });
    expect(response.statusCode).toBe(405);
    expect(response.json()).toEqual({
      message: 'The POST method is not supported for route users/me/preferences. Supported methods: PUT.',
    });
  });

  it('refuses a file in a multipart body', async () => {
    const { session } = await signedIn();
    const boundary = '----b';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="_method"\r\n\r\nPUT\r\n--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`;
    const response = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.preferences,
      headers: { ...session.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('utm_attribution on any body (§7)', () => {
  it('is allowed on the account endpoints (not a 422) in JSON and in form data', async () => {
    const { session } = await signedIn();
    const json = await put(AUTH_API_PATHS.preferences, session, {
      locale: 'en',
      newsletter: true,
      utm_attribution: { tracking_id: 'nuxt_user_1' },
    });
    expect(json.statusCode).toBe(200);
    const form = new URLSearchParams({
      _method: 'PUT',
      locale: 'pt',
      newsletter: 'false',
      'utm_attribution[tracking_id]': 'nuxt_user_1',
    });
    const formResponse = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.preferences,
      headers: { ...session.headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(formResponse.statusCode).toBe(200);
    expect(formResponse.json().data).toMatchObject({ locale: 'pt', newsletter: false });
  });

  it('reaches handlers as request.utmAttribution, out of the body', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/__probe',
      payload: { a: 1, utm_attribution: { tracking_id: 't', utm_params: { utm_source: 'google' } } },
    });
    expect(response.json()).toEqual({
      body: { a: 1 },
      utm: { tracking_id: 't', utm_params: { utm_source: 'google' } },
    });
  });
});

describe('PUT /users/me/password', () => {
  const change = (
    session: CookieSession,
    current: string,
    next: string,
    extra: Record<string, unknown> = {},
  ) =>
    put(AUTH_API_PATHS.password, session, {
      current_password: current,
      password: next,
      password_confirmation: next,
      ...extra,
    });

  it('answers 422 on current_password for a wrong current password, and on password for a common one', async () => {
    const { password, session } = await signedIn();
    const wrong = await change(session, 'definitely wrong', 'a fresh passphrase');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['The password is incorrect.'] });
    const common = await change(session, password, 'qwerty123');
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({
      password: ['The given password has appeared in a data leak. Please choose a different password.'],
    });
  });

  it('answers 200 {status: "password-updated"}; other sessions stay unless logout_other_sessions', async () => {
    const account = await signedIn();
    const other = await signIn(api.app, account);
    const response = await change(account.session, account.password, 'a fresh passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'password-updated' });
    expect((await me(other)).statusCode).toBe(200);
    const login = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      payload: { email: account.email, password: 'a fresh passphrase', device_name: 't' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('with logout_other_sessions ends every other session and token; the caller stays signed in (A2)', async () => {
    const account = await signedIn();
    const other = await signIn(api.app, account);
    const token = await bearerFor(api.app, account);
    const response = await change(account.session, account.password, 'another fresh passphrase', {
      logout_other_sessions: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(
      (
        await api.app.inject({
          url: AUTH_API_PATHS.currentUser,
          headers: { authorization: `Bearer ${token}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await me(account.session)).statusCode).toBe(200);
  });
});

describe('PUT /users/me/preferences', () => {
  it('saves the locale; an unknown locale is 422', async () => {
    const { session } = await signedIn();
    const response = await put(AUTH_API_PATHS.preferences, session, { locale: 'en', newsletter: false });
    expect(response.statusCode).toBe(200);
    expect((await me(session)).json().data).toMatchObject({ locale: 'en', newsletter: false, newsletter_pending: false });
    const bad = await put(AUTH_API_PATHS.preferences, session, { locale: 'de', newsletter: true });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['locale']);
  });

  it("turning the newsletter on is registration's double opt-in: pending until the e-mailed link is opened, mailed once per request", async () => {
    const { session, email } = await signedIn();
    const response = await put(AUTH_API_PATHS.preferences, session, { locale: 'fr', newsletter: true });
    expect(response.json().data).toMatchObject({ locale: 'fr', newsletter: false, newsletter_pending: true });
    const mail = (await api.app.mailer.latestTo(email))!;
    expect(mail.subject).toBe('Confirmez votre abonnement à la newsletter');
    const token = /\/fr\/newsletter\/confirm\/([^\s"<]+)/.exec(mail.textBody)![1]!;
    // Saving again while the link waits sends no second e-mail.
    await put(AUTH_API_PATHS.preferences, session, { locale: 'fr', newsletter: true });
    expect((await api.app.mailer.latestTo(email))!.id).toBe(mail.id);

    const confirmed = await api.app.inject({ method: 'POST', url: AUTH_API_PATHS.newsletterConfirm, headers: { origin: TEST_WEB_ORIGIN }, payload: { token } });
    expect(confirmed.json()).toEqual({ data: { subscribed: true } });
    expect((await me(session)).json().data).toMatchObject({ newsletter: true, newsletter_pending: false });
  });

  it('turning it off unsubscribes and drops a pending request, whose link then does nothing', async () => {
    const { session, email } = await signedIn();
    await put(AUTH_API_PATHS.preferences, session, { locale: 'pt', newsletter: true });
    const token = /\/newsletter\/confirm\/([^\s"<]+)/.exec((await api.app.mailer.latestTo(email))!.textBody)![1]!;
    const off = await put(AUTH_API_PATHS.preferences, session, { locale: 'pt', newsletter: false });
    expect(off.json().data).toMatchObject({ newsletter: false, newsletter_pending: false });
    const late = await api.app.inject({ method: 'POST', url: AUTH_API_PATHS.newsletterConfirm, headers: { origin: TEST_WEB_ORIGIN }, payload: { token } });
    expect(late.statusCode).toBe(422);
    expect((await me(session)).json().data).toMatchObject({ newsletter: false });
  });
});
