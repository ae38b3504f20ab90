import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API_PATHS } from '../../../contract';
import { users } from '../../db/schema';
import { createTestApi, signUp, type TestApi } from '../../test-support';
import {
  ARGON2_PARAMETERS,
  commonPasswordCount,
  hashPassword,
  isCommonPassword,
  needsRehash,
  PERSONAL_PASSWORD_MESSAGE,
  verifyPassword,
  WEAK_PASSWORD_MESSAGE,
  COMPROMISED_PASSWORD_MESSAGE,
} from './passwords';

/** Password policy and storage (reliability A6). */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0 });
});
afterAll(async () => api?.close());

const register = (email: string, password: string) =>
  api.app.inject({
    method: 'POST',
    url: AUTH_API_PATHS.register,
    payload: { email, password, password_confirmation: password, name: 'Ana', lastname: 'Silva', terms_accepted: true },
  });
const storedHash = async (email: string) =>
  (await api.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)))[0]!
    .hash;

describe('password policy', () => {
  it('refuses guessable passwords (zxcvbn-ts score below 3), ones holding the e-mail or name, and breached ones, in the 422 shape', async () => {
    const refused = async (email: string, password: string, message: string) => {
      const response = await register(email, password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json()).toEqual({ message, errors: { password: [message] } });
    };
    await refused('weak-a@example.test', 'aaaaaaaa', WEAK_PASSWORD_MESSAGE);
    await refused('weak-b@example.test', '        ', WEAK_PASSWORD_MESSAGE);
    await refused('weak-c@example.test', 'benfica1904', WEAK_PASSWORD_MESSAGE);
    await refused('maria.lopes@example.test', 'maria.lopes@example.test', PERSONAL_PASSWORD_MESSAGE);
    await refused('joana@example.test', 'my name is Silva and I shop', PERSONAL_PASSWORD_MESSAGE);
    // In zxcvbn-ts' list of leaked passwords, not among the 3000 most common.
    expect(isCommonPassword('chinacat')).toBe(false);
    await refused('breached@example.test', 'chinacat', COMPROMISED_PASSWORD_MESSAGE);
    // The e2e suite's and the tests' passphrases stay accepted.
    expect((await register('calm.reader@example.test', 'a quiet river at dawn')).statusCode).toBe(201);
    // A name inside another word gives nothing away: 'Vera' is no word of 'a quiet river at dawn'.
    const vera = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.register,
      payload: { email: 'v.pinto@example.test', password: 'a quiet river at dawn', password_confirmation: 'a quiet river at dawn', name: 'Vera', lastname: 'Pinto', terms_accepted: true },
    });
    expect(vera.statusCode).toBe(201);
  });

  it('refuses 7 characters and accepts 9 hard-to-guess ones, with no composition rules', async () => {
    const short = await register('seven@example.test', 'abcdefg');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
    expect((await register('nine@example.test', 'q7#Lm9$xT')).statusCode).toBe(201);
  });

  it('accepts 128 characters and verifies them byte-exact (no truncation); 129 is refused', async () => {
    const long = `${'ü'.repeat(64)}${'k'.repeat(63)}Z`;
    expect(long).toHaveLength(128);
    expect((await register('long@example.test', long)).statusCode).toBe(201);
    const login = (password: string) =>
      api.app.inject({
        method: 'POST',
        url: AUTH_API_PATHS.login,
        payload: { email: 'long@example.test', password, device_name: 't' },
      });
    expect((await login(long)).statusCode).toBe(200);
    expect((await login(`${long.slice(0, 127)}z`)).statusCode).toBe(401);
    expect((await login(long.slice(0, 72))).statusCode).toBe(401);
    expect((await register('too-long@example.test', `${long}x`)).statusCode).toBe(422);
  });

  it("refuses a password from the shipped list of 3000 common passwords with Laravel's message, in any case", async () => {
    expect(commonPasswordCount()).toBe(3000);
    for (const password of ['password', 'ILoveYou', 'Sunshine', 'qwertyuiop'])
      expect(isCommonPassword(password)).toBe(true);
    expect(isCommonPassword('kqzvwmtx')).toBe(false);
    const response = await register('common@example.test', 'Password');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The given password has appeared in a data leak. Please choose a different password.',
      errors: {
        password: ['The given password has appeared in a data leak. Please choose a different password.'],
      },
    });
  });
});

describe('password storage', () => {
  it('stores argon2id with m=65536, t=3, p=1 (at least OWASP m=19456, t=2) and never the password', async () => {
    const account = await signUp(api.app);
    const stored = await storedHash(account.email);
    expect(stored.startsWith('$argon2id$v=19$m=65536,t=3,p=1$')).toBe(true);
    expect(stored).not.toContain(account.password);
  });

  it('rehashes a weaker hash at the next login', async () => {
    const account = await signUp(api.app);
    const weak = await hash(account.password, {
      memoryCost: 4096,
      timeCost: 1,
      parallelism: 1,
      algorithm: 2,
    });
    expect(needsRehash(weak)).toBe(true);
    await api.database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, account.email));
    const login = await api.app.inject({
      method: 'POST',
      url: AUTH_API_PATHS.login,
      payload: { email: account.email, password: account.password, device_name: 't' },
    });
    expect(login.statusCode).toBe(200);
    const rehashed = await storedHash(account.email);
    expect(
      rehashed.startsWith(
        `$argon2id$v=19$m=${ARGON2_PARAMETERS.memoryCost},t=${ARGON2_PARAMETERS.timeCost},p=${ARGON2_PARAMETERS.parallelism}$`,
      ),
    ).toBe(true);
    expect(needsRehash(rehashed)).toBe(false);
    expect(await verifyPassword(rehashed, account.password)).toBe(true);
  });

  it('one verification takes a realistic time (argon2 work, not a shortcut)', async () => {
    const stored = await hashPassword('a realistic passphrase');
    const started = performance.now();
    expect(await verifyPassword(stored, 'a realistic passphrase')).toBe(true);
    expect(performance.now() - started).toBeGreaterThan(5);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
