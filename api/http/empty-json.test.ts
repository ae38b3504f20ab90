import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, signIn, signUp, type TestApi } from '../test-support';

describe('a JSON call without a body (§7: every call sends Content-Type: application/json)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 0 });
  });
  afterAll(() => api?.close());

  it('POST /logout with the JSON content type and no body signs out (204), and the session is gone', async () => {
    const session = await signIn(api.app, await signUp(api.app));
    const headers = { ...session.headers, 'content-type': 'application/json' };
    const logout = await api.app.inject({ method: 'POST', url: '/logout', headers });
    expect(logout.statusCode).toBe(204);
    expect((await api.app.inject({ url: '/users/me', headers: session.headers })).statusCode).toBe(401);
  });

  it('a malformed or poisoned JSON body is still refused with 400', async () => {
    const session = await signIn(api.app, await signUp(api.app));
    const headers = { ...session.headers, 'content-type': 'application/json' };
    expect((await api.app.inject({ method: 'POST', url: '/logout', headers, payload: '{"oops' })).statusCode).toBe(400);
    expect((await api.app.inject({ method: 'POST', url: '/logout', headers, payload: '{"__proto__":{"x":1}}' })).statusCode).toBe(400);
  });
});
