import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { LoginRequest, LoginResponse, RegisterRequest, ResetPasswordRequest } from './auth';
import {
  CurrentUserResponse,
  StoredUserSession,
  User,
  UserSessionRecord,
  customerIdOf,
  isLegacyUserSession,
  userOf,
} from './user';
import { issuePaths, user } from './test-examples';

const registration = { email: 'ana@example.pt', password: 'segredo123', password_confirmation: 'segredo123', name: 'Ana', lastname: 'Silva', terms_accepted: true };
const { lastname: _lastname, ...withoutLastname } = registration;

describe('§5 registration', () => {
  it('accepts lastName and reads it as lastname', () => {
    expect(RegisterRequest.parse({ ...withoutLastname, lastName: 'Silva' })).toEqual(registration);
  });

  it.each([
    { rule: 'lastName is required', path: 'lastname', value: withoutLastname },
    { rule: 'email is required', path: 'email', value: { ...registration, email: undefined } },
    { rule: 'email must be an address', path: 'email', value: { ...registration, email: 'ana' } },
    { rule: 'password has at least 8 characters', path: 'password', value: { ...registration, password: 'short12', password_confirmation: 'short12' } },
    { rule: 'password has at most 128 characters', path: 'password', value: { ...registration, password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) } },
    { rule: 'password_confirmation must match', path: 'password_confirmation', value: { ...registration, password_confirmation: 'segredo124' } },
    { rule: 'name is required', path: 'name', value: { ...registration, name: ' ' } },
  ])('$rule', ({ value, path }) => {
    expect(issuePaths(RegisterRequest, value)).toContain(path);
  });

  it('reset password also needs a matching confirmation', () => {
    expect(issuePaths(ResetPasswordRequest, { token: 't', email: 'ana@example.pt', password: 'segredo123', password_confirmation: 'x' })).toContain(
      'password_confirmation',
    );
  });
});

describe('§3 user and session record', () => {
  it('GET /users/me answers {data: user} or the user itself', () => {
    expect(userOf(CurrentUserResponse.parse({ data: user }))).toEqual(user);
    expect(userOf(CurrentUserResponse.parse(user))).toEqual(user);
  });

  it('the customer id comes from customer.id or customer_id', () => {
    expect(customerIdOf(User.parse({ ...user, customer_id: undefined, customer: { id: 7 } }))).toBe(7);
    expect(customerIdOf(user)).toBe(3);
  });

  it('auth.user holds a record, or the legacy bare user with its fields kept', () => {
    const record = { user: { id: 1, email: 'ana@example.pt' }, rememberMe: true, createdAt: 1_700_000_000_000, expiresAt: 1_705_184_000_000 };
    expect(isLegacyUserSession(StoredUserSession.parse(record))).toBe(false);
    const legacy = StoredUserSession.parse({ id: 1, email: 'ana@example.pt', name: 'Ana' });
    expect(isLegacyUserSession(legacy)).toBe(true);
    expect(legacy).toMatchObject({ name: 'Ana' });
  });

  it.each<{ rule: string; path: string; schema: z.ZodType; value: unknown }>([
    { rule: 'user uuid must be a UUID', path: 'uuid', schema: User, value: { ...user, uuid: 'ana' } },
    { rule: 'the stored user has an email', path: 'user.email', schema: UserSessionRecord, value: { user: { id: 1 }, rememberMe: true, createdAt: 0, expiresAt: 1 } },
    { rule: 'expiresAt is epoch milliseconds', path: 'expiresAt', schema: UserSessionRecord, value: { user: { id: 1, email: 'a@b.pt' }, rememberMe: true, createdAt: 0, expiresAt: '2030-01-01' } },
    { rule: 'login needs a password', path: 'password', schema: LoginRequest, value: { email: 'ana@example.pt', password: '' } },
    { rule: 'login answers with the user in data', path: 'data', schema: LoginResponse, value: { token: '1|abc' } },
  ])('$rule', ({ schema, value, path }) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
