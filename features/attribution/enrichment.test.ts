import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { postForgotPasswordFx, postLoginFx, postRegisterFx } from '../auth';
import { $trackingId, $utmAttribution } from './index';

const TRACKING_ID = 'nuxt_user_1763800000000_abc123';
const user = { id: 12, uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', email: 'rui@example.com', name: 'Rui', lastname: 'Sousa' };

function shop() {
  const bodies = new Map<string, unknown>();
  const fetchFn = (async (url: string, init: RequestInit) => {
    bodies.set(new URL(url).pathname, init.body === undefined ? undefined : JSON.parse(String(init.body)));
    const answer = url.endsWith('/login') ? { data: user } : url.endsWith('/register') ? { data: user } : { status: 'sent' };
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  const scope = fork({
    values: [
      [$apiBaseUrl, 'http://shop.test'],
      [$apiFetch, fetchFn],
      [$apiLogger, { debug: () => undefined, error: () => undefined }],
    ],
  });
  return { scope, bodies };
}

const registration = { email: 'rui@example.com', password: 'Segredo#2026', password_confirmation: 'Segredo#2026', name: 'Rui', lastname: 'Sousa' };

describe('§7: the authentication client enriches its requests with the utm_attribution object', () => {
  it('login and registration carry the visitor’s utm_attribution once a tracking id exists', async () => {
    const { scope, bodies } = shop();
    await allSettled($trackingId, { scope, params: TRACKING_ID });
    const expected = scope.getState($utmAttribution);
    expect(expected).toMatchObject({ tracking_id: TRACKING_ID });
    await allSettled(postRegisterFx, { scope, params: registration });
    await allSettled(postLoginFx, { scope, params: { email: registration.email, password: registration.password } });
    expect(bodies.get('/v1/users/register')).toEqual({ ...registration, utm_attribution: expected });
    expect(bodies.get('/login')).toMatchObject({ email: registration.email, utm_attribution: expected });
  });

  it('nothing is added before attribution has a tracking id, nor to requests the spec does not name', async () => {
    const { scope, bodies } = shop();
    await allSettled(postLoginFx, { scope, params: { email: registration.email, password: registration.password } });
    expect(bodies.get('/login')).not.toHaveProperty('utm_attribution');
    await allSettled($trackingId, { scope, params: TRACKING_ID });
    await allSettled(postForgotPasswordFx, { scope, params: { email: registration.email } });
    expect(bodies.get('/forgot-password')).not.toHaveProperty('utm_attribution');
  });
});
