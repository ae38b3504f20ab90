import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, Locale, User } from '../../contract';
import { $authMode, $user, fetchCsrfCookieFx } from '../auth';
import { $toasts } from '../toasts';
import {
  $passwordErrors,
  $passwordStatus,
  $preferencesStatus,
  $profileErrors,
  $profileStatus,
  accountFormsReset,
  accountNoticeShown,
  loadPageFx,
  localeCookieOf,
  passwordSubmitted,
  preferencesSubmitted,
  profileSubmitted,
  putPasswordFx,
  putPreferencesFx,
  putProfileFx,
  saveLocaleChoiceFx,
} from './index';
import type { AccountNotice } from './index';

const ana: User = {
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  customer: { id: 70 },
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
};
const apiError = (status: number, data: unknown = { message: 'Error' }): ApiError => ({ status, message: 'Error', data });
const $notices = createStore<AccountNotice[]>([]).on(accountNoticeShown, (list, notice) => [...list, notice]);

type Answer = unknown | ApiError | ((body: unknown) => unknown);
const isApiError = (value: unknown): value is ApiError => typeof value === 'object' && value !== null && 'status' in value && 'data' in value;

/** A signed-in scope whose API answers are given per call, recording what was sent, cookies and page loads. */
function accountScope(options: { profile?: Answer; password?: Answer; preferences?: Answer; mode?: 'cookie' | 'token'; signedIn?: User | null } = {}) {
  const calls: { name: string; body: unknown }[] = [];
  const saved: { locale: Locale; next: string | null }[] = [];
  const loads: string[] = [];
  const answer = (name: string, value: Answer, fallback: (body: unknown) => unknown) => async (body: unknown) => {
    calls.push({ name, body });
    const resolved = value === undefined ? fallback : value;
    if (isApiError(resolved)) throw resolved;
    return typeof resolved === 'function' ? (resolved as (body: unknown) => unknown)(body) : resolved;
  };
  const scope = fork({
    values: [
      [$user, options.signedIn === undefined ? ana : options.signedIn],
      [$authMode, options.mode ?? 'cookie'],
    ],
    handlers: [
      [fetchCsrfCookieFx, answer('csrf', undefined, () => undefined)],
      [putProfileFx, answer('profile', options.profile, (body) => ({ ...ana, ...(body as object), current_password: undefined }))],
      [putPasswordFx, answer('password', options.password, () => ({ status: 'password-updated' }))],
      [putPreferencesFx, answer('preferences', options.preferences, (body) => ({ ...ana, ...(body as object) }))],
      [saveLocaleChoiceFx, (params: { locale: Locale; next: string | null }) => void saved.push(params)],
      [loadPageFx, (url: string) => void loads.push(url)],
    ],
  });
  return { scope, calls, saved, loads };
}

const pages: Record<Locale, string> = { pt: '/account/preferences', en: '/en/account/preferences', es: '/es/account/preferences', fr: '/fr/account/preferences' };

describe('profile (PUT /users/me)', () => {
  it('saves name and lastname after the CSRF cookie (cookie mode) and the signed-in user shows them', async () => {
    const { scope, calls } = accountScope();
    await allSettled(profileSubmitted, { scope, params: { name: ' Ana Maria ', lastname: 'Sousa', email: 'ana@example.com' } });
    expect(calls.map((call) => call.name)).toEqual(['csrf', 'profile']);
    expect(calls[1]!.body).toEqual({ name: 'Ana Maria', lastname: 'Sousa', email: 'ana@example.com' });
    expect(scope.getState($user)).toMatchObject({ name: 'Ana Maria', lastname: 'Sousa' });
    // The form says it was saved beside its button; no toast says it again.
    expect(scope.getState($profileStatus)).toBe('saved');
    expect(scope.getState($notices)).toEqual([]);
    expect(scope.getState($toasts)).toEqual([]);
  });

  it('token mode sends the PUT without the CSRF call', async () => {
    const { scope, calls } = accountScope({ mode: 'token' });
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } });
    expect(calls.map((call) => call.name)).toEqual(['profile']);
  });

  it('changing the e-mail asks for the current password: without it nothing is sent', async () => {
    const { scope, calls } = accountScope();
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana.new@example.com' } });
    expect(calls).toEqual([]);
    expect(scope.getState($profileErrors)).toEqual({ current_password: 'currentPasswordRequired' });
    expect(scope.getState($profileStatus)).toBe('idle');
  });

  it('changing the e-mail sends the current password; keeping it never sends one', async () => {
    const { scope, calls } = accountScope();
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana.new@example.com', current_password: 'secret-pass' } });
    expect(calls[1]!.body).toEqual({ name: 'Ana', lastname: 'Silva', email: 'ana.new@example.com', current_password: 'secret-pass' });
    expect(scope.getState($user)?.email).toBe('ana.new@example.com');
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ANA.new@example.com ', current_password: 'typed anyway' } });
    expect(calls[3]!.body).not.toHaveProperty('current_password');
  });

  it('checks the fields with the contract schema first: empty name, bad e-mail → field errors, no call', async () => {
    const { scope, calls } = accountScope();
    await allSettled(profileSubmitted, { scope, params: { name: '  ', lastname: 'Silva', email: 'not-an-email' } });
    expect(calls).toEqual([]);
    expect(scope.getState($profileErrors)).toMatchObject({ name: 'required', email: 'invalidEmail' });
  });

  it('a 422 maps each field message to a translated key (e-mail taken, wrong current password)', async () => {
    const { scope } = accountScope({
      profile: apiError(422, {
        message: 'The given data was invalid.',
        errors: { email: ['The email has already been taken.'], current_password: ['The password is incorrect.'] },
      }),
    });
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'rui@example.com', current_password: 'wrong-one' } });
    expect(scope.getState($profileErrors)).toEqual({ email: 'emailTaken', current_password: 'currentPasswordWrong' });
    expect(scope.getState($profileStatus)).toBe('failed');
    expect(scope.getState($user)?.email).toBe('ana@example.com');
    expect(scope.getState($notices)).toEqual([{ level: 'error', key: 'invalidData' }]);
  });

  it('a 401 leaves the session to the global handler: no field errors, no toast of ours, the user unchanged', async () => {
    const { scope } = accountScope({ profile: apiError(401, { message: 'Unauthenticated.' }) });
    await allSettled(profileSubmitted, { scope, params: { name: 'Bea', lastname: 'Silva', email: 'ana@example.com' } });
    expect(scope.getState($profileStatus)).toBe('failed');
    expect(scope.getState($profileErrors)).toEqual({});
    expect(scope.getState($notices)).toEqual([]);
    expect(scope.getState($user)?.name).toBe('Ana');
  });

  it('a network failure says so; a server error gives the general message', async () => {
    const offline = accountScope({ profile: apiError(0, null) });
    await allSettled(profileSubmitted, { scope: offline.scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } });
    expect(offline.scope.getState($notices)).toEqual([{ level: 'error', key: 'connectionError' }]);
    const broken = accountScope({ profile: apiError(500, { message: 'Server Error' }) });
    await allSettled(profileSubmitted, { scope: broken.scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } });
    expect(broken.scope.getState($notices)).toEqual([{ level: 'error', key: 'saveFailed' }]);
  });

  it.each([403, 419])('a save the server refuses (%i: origin or CSRF) never blames the fields: the general "try again" message', async (status) => {
    const { scope } = accountScope({ profile: apiError(status, { message: status === 419 ? 'CSRF token mismatch.' : 'Forbidden' }) });
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } });
    expect(scope.getState($profileErrors)).toEqual({});
    expect(scope.getState($notices)).toEqual([{ level: 'error', key: 'saveFailed' }]);
  });

  it('a guest (no user) cannot submit', async () => {
    const { scope, calls } = accountScope({ signedIn: null });
    await allSettled(profileSubmitted, { scope, params: { name: 'Ana', lastname: 'Silva', email: 'ana@example.com' } });
    expect(calls).toEqual([]);
  });
});

describe('password (PUT /users/me/password)', () => {
  const change = { current_password: 'old-password', password: 'new-password-1', password_confirmation: 'new-password-1', logout_other_sessions: true };

  it('sends the current and new password with "sign out of other devices"', async () => {
    const { scope, calls } = accountScope();
    await allSettled(passwordSubmitted, { scope, params: change });
    expect(calls.map((call) => call.name)).toEqual(['csrf', 'password']);
    expect(calls[1]!.body).toEqual(change);
    expect(scope.getState($passwordStatus)).toBe('saved');
    expect(scope.getState($notices)).toEqual([]);
  });

  it('a short new password or a confirmation that differs is caught before sending', async () => {
    const { scope, calls } = accountScope();
    await allSettled(passwordSubmitted, { scope, params: { ...change, current_password: '', password: 'short', password_confirmation: 'other' } });
    expect(calls).toEqual([]);
    expect(scope.getState($passwordErrors)).toEqual({
      current_password: 'currentPasswordRequired',
      password: 'passwordTooShort',
      password_confirmation: 'confirmationMismatch',
    });
    await allSettled(passwordSubmitted, { scope, params: { ...change, password_confirmation: 'new-password-2' } });
    expect(scope.getState($passwordErrors)).toEqual({ password_confirmation: 'confirmationMismatch' });
  });

  it('a 422 for a wrong current password or a common password shows on those fields', async () => {
    const { scope } = accountScope({
      password: apiError(422, {
        message: 'The given data was invalid.',
        errors: { current_password: ['The password is incorrect.'], password: ['The given password is too common. Please choose a different password.'] },
      }),
    });
    await allSettled(passwordSubmitted, { scope, params: change });
    expect(scope.getState($passwordErrors)).toEqual({ current_password: 'currentPasswordWrong', password: 'passwordCommon' });
    expect(scope.getState($passwordStatus)).toBe('failed');
  });

  it("the API's own wording (data leak, current password required when the e-mail changes) maps to the same keys", async () => {
    const leaked = accountScope({
      password: apiError(422, { errors: { password: ['The given password has appeared in a data leak. Please choose a different password.'] } }),
    });
    await allSettled(passwordSubmitted, { scope: leaked.scope, params: change });
    expect(leaked.scope.getState($passwordErrors)).toEqual({ password: 'passwordCommon' });
    const weak = accountScope({ password: apiError(422, { errors: { password: ['The password is too easy to guess. Please choose a longer or less predictable password.'] } }) });
    await allSettled(passwordSubmitted, { scope: weak.scope, params: change });
    expect(weak.scope.getState($passwordErrors)).toEqual({ password: 'passwordWeak' });
    const personal = accountScope({ password: apiError(422, { errors: { password: ['The password must not contain your e-mail address or name.'] } }) });
    await allSettled(passwordSubmitted, { scope: personal.scope, params: change });
    expect(personal.scope.getState($passwordErrors)).toEqual({ password: 'passwordPersonal' });
    const required = accountScope({ profile: apiError(422, { errors: { current_password: ['The current password field is required when email is changed.'] } }) });
    await allSettled(profileSubmitted, { scope: required.scope, params: { name: 'Ana', lastname: 'Silva', email: 'new@example.com', current_password: 'x' } });
    expect(required.scope.getState($profileErrors)).toEqual({ current_password: 'currentPasswordRequired' });
  });
});

describe('preferences (PUT /users/me/preferences) — §3, §9 language cookie and storage', () => {
  it('a new language is saved to the cookie and storage, then the browser loads this page in that language', async () => {
    const { scope, calls, saved, loads } = accountScope();
    await allSettled(preferencesSubmitted, { scope, params: { locale: 'fr', newsletter: true, currentLocale: 'pt', pageInLocale: pages } });
    expect(calls[1]!.body).toEqual({ locale: 'fr', newsletter: true });
    expect(saved).toEqual([{ locale: 'fr', next: '/fr/account/preferences' }]);
    expect(loads).toEqual(['/fr/account/preferences']);
    expect(scope.getState($user)).toMatchObject({ locale: 'fr', newsletter: true });
  });

  it('the same language is saved too, the page stays and its form says it was saved', async () => {
    const { scope, saved, loads } = accountScope();
    await allSettled(preferencesSubmitted, { scope, params: { locale: 'en', newsletter: false, currentLocale: 'en', pageInLocale: pages } });
    expect(saved).toEqual([{ locale: 'en', next: null }]);
    expect(loads).toEqual([]);
    expect(scope.getState($preferencesStatus)).toBe('saved');
    expect(scope.getState($notices)).toEqual([]);
  });

  it('a refused save writes no cookie and stays on the page', async () => {
    const { scope, saved, loads } = accountScope({ preferences: apiError(500, { message: 'Server Error' }) });
    await allSettled(preferencesSubmitted, { scope, params: { locale: 'es', newsletter: false, currentLocale: 'pt', pageInLocale: pages } });
    expect(saved).toEqual([]);
    expect(loads).toEqual([]);
    expect(scope.getState($preferencesStatus)).toBe('failed');
  });

  it('the cookie is i18n_locale for 365 days on path / with SameSite lax', () => {
    expect(localeCookieOf('es')).toBe('i18n_locale=es; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});

describe('closing the account page', () => {
  it('resets statuses and errors', async () => {
    const { scope } = accountScope();
    await allSettled(profileSubmitted, { scope, params: { name: '', lastname: 'Silva', email: 'ana@example.com' } });
    await allSettled(passwordSubmitted, { scope, params: { current_password: 'a', password: 'new-password-1', password_confirmation: 'new-password-1', logout_other_sessions: false } });
    await allSettled(accountFormsReset, { scope });
    expect(scope.getState($profileErrors)).toEqual({});
    expect(scope.getState($passwordStatus)).toBe('idle');
  });
});
