// What the shopper typed wrong is answered by the forms, not logged as a fault of the page.
import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { postLoginFx, postRegisterFx } from './api';

function scopeAnswering(status: number) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  const answer = () => Promise.resolve(new Response(JSON.stringify({ message: 'Refused' }), { status, headers: { 'Content-Type': 'application/json' } }));
  const scope = fork({ values: [[$apiBaseUrl, 'http://api.test'], [$apiFetch, answer as typeof fetch], [$apiLogger, logger]] });
  return { scope, logger };
}

describe('the sign-in and registration requests', () => {
  it('a wrong password (401) and a refused field (422) fail the request without an error in the log', async () => {
    for (const status of [401, 422]) {
      const { scope, logger } = scopeAnswering(status);
      const login = await allSettled(postLoginFx, { scope, params: { email: 'ana@example.com', password: 'wrong one', remember: false } });
      expect(login).toMatchObject({ status: 'fail', value: { status } });
      expect(logger.error).not.toHaveBeenCalled();
    }
    const { scope, logger } = scopeAnswering(422);
    const register = await allSettled(postRegisterFx, {
      scope,
      params: { email: 'ana@example.com', password: 'a long password', password_confirmation: 'a long password', name: 'Ana', lastname: 'Sousa', terms_accepted: true },
    });
    expect(register).toMatchObject({ status: 'fail', value: { status: 422 } });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('a server failure (500) is still logged', async () => {
    const { scope, logger } = scopeAnswering(500);
    await allSettled(postLoginFx, { scope, params: { email: 'ana@example.com', password: 'a long password', remember: false } });
    expect(logger.error).toHaveBeenCalledOnce();
  });
});
