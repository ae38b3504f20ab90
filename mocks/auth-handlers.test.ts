import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS, LoginResponse, RegisterResponse, StatusResponse } from '../contract';
import { MOCK_EXPIRED_RESET_TOKEN, handlers, user } from './index';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`http://api.test${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as Record<string, unknown>), headers: response.headers };
};

describe('auth mocks answer at the contract paths (AUTH_API_PATHS) in the contract shapes', () => {
  it('CSRF cookie 204, login → {data: user}, a stranger 401, logout 204', async () => {
    expect((await call('GET', AUTH_API_PATHS.csrfCookie)).status).toBe(204);
    const login = await call('POST', AUTH_API_PATHS.login, { email: user.email, password: 'anything' });
    expect(LoginResponse.parse(login.body).data.email).toBe(user.email);
    expect((await call('POST', AUTH_API_PATHS.login, { email: 'stranger@example.pt', password: 'anything' })).status).toBe(401);
    expect((await call('POST', AUTH_API_PATHS.logout)).status).toBe(204);
  });

  it('register at /v1/users/register: the new user, or 422 for a taken e-mail', async () => {
    const body = { name: 'Bea', lastname: 'Costa', email: 'bea@example.pt', password: 'a long password', password_confirmation: 'a long password', terms_accepted: true };
    const created = await call('POST', AUTH_API_PATHS.register, body);
    expect(created.status).toBe(201);
    expect(RegisterResponse.parse(created.body).data.email).toBe('bea@example.pt');
    expect((await call('POST', AUTH_API_PATHS.register, { ...body, email: user.email })).body).toMatchObject({ errors: { email: ['The email has already been taken.'] } });
  });

  it('forgot and reset password: {status}, and a 422 naming the token for an expired link', async () => {
    StatusResponse.parse((await call('POST', AUTH_API_PATHS.forgotPassword, { email: user.email })).body);
    expect((await call('POST', AUTH_API_PATHS.forgotPassword, { email: 'nope' })).status).toBe(422);
    const reset = { email: user.email, password: 'a long password', password_confirmation: 'a long password' };
    StatusResponse.parse((await call('POST', AUTH_API_PATHS.resetPassword, { ...reset, token: 'good-token' })).body);
    const expired = await call('POST', AUTH_API_PATHS.resetPassword, { ...reset, token: MOCK_EXPIRED_RESET_TOKEN });
    expect(expired.status).toBe(422);
    expect(JSON.stringify(expired.body)).toMatch(/token is invalid/);
  });
});
