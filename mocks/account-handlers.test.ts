import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StatusResponse, User } from '../contract';
import { MOCK_COMMON_PASSWORD, MOCK_CURRENT_PASSWORD, MOCK_TAKEN_EMAIL, accountFormHandlers, user } from './index';

const server = setupServer(...accountFormHandlers());
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const put = async (path: string, body: unknown) => {
  const response = await fetch(`http://api.test${path}`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: Record<string, string[]> } };
};

describe('account form mocks answer in the contract shapes', () => {
  it('profile: the updated user; an e-mail change needs the right current password; a taken e-mail is a 422', async () => {
    const saved = await put('/users/me', { name: 'Bea', lastname: 'Silva', email: user.email });
    expect(User.parse(saved.body.data).name).toBe('Bea');
    expect((await put('/users/me', { name: 'Ana', lastname: 'Silva', email: 'new@example.pt' })).body.errors).toHaveProperty('current_password');
    expect((await put('/users/me', { name: 'Ana', lastname: 'Silva', email: 'new@example.pt', current_password: 'nope' })).status).toBe(422);
    const moved = await put('/users/me', { name: 'Ana', lastname: 'Silva', email: 'new@example.pt', current_password: MOCK_CURRENT_PASSWORD });
    expect(User.parse(moved.body.data).email).toBe('new@example.pt');
    expect((await put('/users/me', { name: 'Ana', lastname: 'Silva', email: MOCK_TAKEN_EMAIL, current_password: MOCK_CURRENT_PASSWORD })).body.errors).toEqual({
      email: ['The email has already been taken.'],
    });
  });

  it('password: {status}, or a 422 for a wrong current password or a common new one', async () => {
    const change = { current_password: MOCK_CURRENT_PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' };
    expect(StatusResponse.parse((await put('/users/me/password', change)).body)).toEqual({ status: 'password-updated' });
    expect((await put('/users/me/password', { ...change, current_password: 'nope' })).body.errors).toHaveProperty('current_password');
    expect((await put('/users/me/password', { ...change, password: MOCK_COMMON_PASSWORD, password_confirmation: MOCK_COMMON_PASSWORD })).body.errors).toHaveProperty('password');
  });

  it('preferences: the user with the saved language and newsletter; unknown fields are refused', async () => {
    expect(User.parse((await put('/users/me/preferences', { locale: 'fr', newsletter: true })).body.data)).toMatchObject({ locale: 'fr', newsletter: true });
    expect((await put('/users/me/preferences', { locale: 'fr', newsletter: true, admin: true })).status).toBe(422);
  });
});
