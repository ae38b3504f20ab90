import { readFileSync } from 'node:fs';
import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $forgotPasswordFieldErrors,
  $forgotPasswordStatus,
  $loginFailure,
  $loginFieldErrors,
  $openDialog,
  $registerFieldErrors,
  $resetPasswordFieldErrors,
  $resetPasswordStatus,
  FIELD_ERROR_RULES,
  apiAnswered,
  fieldErrorRule,
  forgotPasswordDialogOpened,
  forgotPasswordSubmitted,
  isInvalidResetToken,
  loginDialogOpened,
  loginSubmitted,
  logoutClicked,
  registerSubmitted,
  resetPasswordSubmitted,
} from './index';
import { $user } from './model';
import { apiError, authScope, user } from './test-support';

const rulesOf = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, fieldErrorRule(field, message).rule]));

describe('field errors the dialogs translate (contract schemas, then the API)', () => {
  it('an empty login form: both fields required, nothing sent', async () => {
    const { scope, calls } = authScope();
    await allSettled(loginSubmitted, { scope, params: { email: '', password: '' } });
    expect(rulesOf(scope.getState($loginFieldErrors))).toEqual({ email: 'required', password: 'required' });
    expect(calls).toEqual([]);
  });

  it('registration: a malformed e-mail, a short password and a different confirmation each get their rule', async () => {
    const { scope, calls } = authScope();
    await allSettled(registerSubmitted, {
      scope,
      params: { name: 'Ana', lastname: '', email: 'ana@', password: 'short', password_confirmation: 'other', terms_accepted: false },
    });
    expect(rulesOf(scope.getState($registerFieldErrors))).toEqual({
      terms_accepted: 'mustAccept',
      lastname: 'required',
      email: 'emailInvalid',
      password: 'passwordTooShort',
      password_confirmation: 'confirmationMismatch',
    });
    expect(calls).toEqual([]);
  });

  it.each([
    ['email', 'The email has already been taken.', 'emailTaken'],
    ['password', 'The given password is too common. Please choose a different password.', 'passwordCommon'],
    ['password', 'The password is too easy to guess. Please choose a longer or less predictable password.', 'passwordWeak'],
    ['password', 'The password must not contain your e-mail address or name.', 'passwordPersonal'],
    ['password', 'The password field must not be greater than 128 characters.', 'passwordTooLong'],
    ['name', 'The name field must not be greater than 100 characters.', 'tooLong'],
    ['email', 'Something unexpected.', 'invalid'],
  ])('an API message for %s maps to its rule: %s', (field, message, rule) => {
    expect(fieldErrorRule(field, message).rule).toBe(rule);
  });

  it.each(['pt', 'en', 'es', 'fr'])('every rule has a %s text', (lang) => {
    const catalogue = JSON.parse(readFileSync(new URL(`../../locales/${lang}.json`, import.meta.url), 'utf8')) as { auth: { errors: Record<string, string> } };
    for (const rule of FIELD_ERROR_RULES) expect(catalogue.auth.errors[rule], rule).toBeTruthy();
  });

  it('a failed login keeps its §8 message for the dialog until the next attempt or the dialog reopens', async () => {
    const { scope } = authScope({ login: apiError(401, 'These credentials do not match our records.') });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'wrong' } });
    expect(scope.getState($loginFailure)?.key).toBe('invalidCredentials');
    await allSettled(loginDialogOpened, { scope, params: undefined });
    expect(scope.getState($loginFailure)).toBeNull();
  });
});

describe('forgot and reset password forms', () => {
  it('an invalid e-mail is not sent; the dialog reopens clean after a sent link', async () => {
    const { scope, calls } = authScope();
    await allSettled(forgotPasswordSubmitted, { scope, params: { email: 'nope' } });
    expect(rulesOf(scope.getState($forgotPasswordFieldErrors))).toEqual({ email: 'emailInvalid' });
    expect(calls).toEqual([]);
    await allSettled(forgotPasswordSubmitted, { scope, params: { email: 'ana@example.com' } });
    expect(scope.getState($forgotPasswordStatus)).toEqual({ state: 'done', status: 'sent' });
    await allSettled(forgotPasswordDialogOpened, { scope });
    expect(scope.getState($forgotPasswordStatus)).toEqual({ state: 'idle' });
  });

  it('a reset with a different confirmation is not sent', async () => {
    const { scope, calls } = authScope();
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: { token: 'tok', email: 'ana@example.com', password: 'a long password', password_confirmation: 'another one' },
    });
    expect(rulesOf(scope.getState($resetPasswordFieldErrors))).toEqual({ password_confirmation: 'confirmationMismatch' });
    expect(calls).toEqual([]);
    expect(scope.getState($resetPasswordStatus)).toEqual({ state: 'idle' });
  });

  it('an accepted reset opens the login dialog', async () => {
    const { scope } = authScope();
    await allSettled(resetPasswordSubmitted, {
      scope,
      params: { token: 'tok', email: 'ana@example.com', password: 'a long password', password_confirmation: 'a long password' },
    });
    expect(scope.getState($resetPasswordStatus)).toEqual({ state: 'done', status: 'reset' });
    expect(scope.getState($openDialog)).toBe('login');
  });

  it('an invalid or expired token is told apart from other refusals', () => {
    expect(isInvalidResetToken(apiError(422, 'This password reset token is invalid.'))).toBe(true);
    expect(isInvalidResetToken(apiError(422, 'Invalid', { message: 'Invalid', errors: { email: ['This password reset token is invalid.'] } }))).toBe(true);
    expect(isInvalidResetToken(apiError(422, 'The password field must be at least 8 characters.'))).toBe(false);
    expect(isInvalidResetToken(apiError(500))).toBe(false);
  });
});

describe('§2 redirects', () => {
  it('after logout the user goes to /', async () => {
    const { scope, navigations } = authScope({ signedIn: user() });
    await allSettled(logoutClicked, { scope });
    expect(navigations).toEqual(['/']);
  });

  it('a 401 of the session verification clears the session without leaving the page (§4/§8 verification rule)', async () => {
    const { scope, navigations } = authScope({ signedIn: user() });
    await allSettled(apiAnswered, { scope, params: { path: '/users/me', status: 401, data: { message: 'Unauthenticated.' } } });
    expect(scope.getState($user)).toBeNull();
    expect(navigations).toEqual([]);
  });
});
