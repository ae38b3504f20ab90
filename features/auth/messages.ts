import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/constants';
import type { ApiError } from '../../contract';
import { TOAST_LEVELS } from '../toasts';
import type { ToastLevel } from '../toasts';

/** A notice shows as a toast (app/shell/authWiring.ts), at the toasts' levels. */
export const NOTICE_LEVELS = TOAST_LEVELS;
export type NoticeLevel = ToastLevel;

/**
 * A toast the auth model asks for. `title` and `description` are the §8 English texts exactly;
 * `key` names the same texts under `auth.notices.<key>` in locales/*.json for the other languages.
 */
export interface AuthNotice {
  level: NoticeLevel;
  key: AuthNoticeKey;
  title: string;
  description?: string;
}

/** §8 Login, Register and Logout messages. */
export const AUTH_NOTICES = {
  loginSuccess: { level: 'success', key: 'loginSuccess', title: 'Login successful', description: 'Welcome back!' },
  invalidCredentials: { level: 'error', key: 'invalidCredentials', title: 'Invalid credentials', description: 'Please check your email and password' },
  invalidData: { level: 'error', key: 'invalidData', title: 'Invalid data', description: 'Please check your input fields' },
  connectionError: { level: 'error', key: 'connectionError', title: 'Connection error', description: 'Please check your internet connection' },
  alreadyLoggedIn: { level: 'info', key: 'alreadyLoggedIn', title: 'Already logged in' },
  sessionConflict: { level: 'warning', key: 'sessionConflict', title: 'Session conflict', description: 'Please refresh the page' },
  loginFailed: { level: 'error', key: 'loginFailed', title: 'Login failed' },
  registrationSuccess: { level: 'success', key: 'registrationSuccess', title: 'Registration successful' },
  registrationFailed: { level: 'error', key: 'registrationFailed', title: 'Registration failed', description: 'Please check your input data' },
  /** Not in §8: a registration the server refused or could not take (403, 419, 5xx) is not the shopper's data. */
  registrationRefused: { level: 'error', key: 'registrationRefused', title: 'Registration failed', description: 'Please refresh the page and try again' },
  emailAlreadyRegistered: {
    level: 'error',
    key: 'emailAlreadyRegistered',
    title: 'Email already registered',
    description: 'Please use a different email',
  },
  loggedOut: { level: 'success', key: 'loggedOut', title: 'Logged out' },
  logoutCompleted: { level: 'info', key: 'logoutCompleted', title: 'Logout completed' },
  /** Not in §8: the recovery page's new password was accepted. */
  passwordReset: { level: 'success', key: 'passwordReset', title: 'Password changed', description: 'You can now sign in with your new password.' },
} as const satisfies Record<string, Omit<AuthNotice, 'key'> & { key: string }>;
export type AuthNoticeKey = keyof typeof AUTH_NOTICES;

/** The server tells a signed-in session to sign in again (Laravel's guest middleware, or a 409). */
function isAlreadyAuthenticated(error: ApiError): boolean {
  return error.status === 409 || /already (authenticated|logged in)/i.test(error.message);
}

/** §8 Login: the message for a failed login attempt. */
export function loginFailureNotice(error: ApiError): AuthNotice {
  if (error.status === 0) return AUTH_NOTICES.connectionError;
  if (isAlreadyAuthenticated(error)) return AUTH_NOTICES.sessionConflict;
  if (error.status === 401 || /unauthenticated/i.test(error.message)) return AUTH_NOTICES.invalidCredentials;
  if (error.status === 422) return AUTH_NOTICES.invalidData;
  return AUTH_NOTICES.loginFailed;
}

function fieldErrors(error: ApiError): Record<string, string[]> {
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
}

/** An existing e-mail: a 409, or a 422 whose email error says it is taken or registered. */
function isEmailTaken(error: ApiError): boolean {
  if (error.status === 409) return true;
  if (error.status !== 422) return false;
  return (fieldErrors(error).email ?? []).some((message) => /taken|already|registered|exists/i.test(String(message)));
}

/**
 * §8 Register: the message for a failed registration. Only a 422 blames the data; a refused or failed
 * request (403, 419, 5xx) asks for a retry instead.
 */
export function registerFailureNotice(error: ApiError): AuthNotice {
  if (isEmailTaken(error)) return AUTH_NOTICES.emailAlreadyRegistered;
  if (error.status === 0) return AUTH_NOTICES.connectionError;
  if (error.status === 422) return AUTH_NOTICES.registrationFailed;
  return AUTH_NOTICES.registrationRefused;
}

/** Field errors of a 422 answer, first message per field, for the dialog's inline errors. */
export function fieldErrorsOf(error: ApiError): Record<string, string> {
  if (error.status !== 422) return {};
  const entries = Object.entries(fieldErrors(error)).flatMap(([field, messages]) =>
    Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]] as const] : [],
  );
  return Object.fromEntries(entries);
}

/** What a field error means, whatever language the schema or the API wrote it in: texts live under `auth.errors.<rule>`. */
export const FIELD_ERROR_RULES = [
  'required',
  'emailInvalid',
  'passwordTooShort',
  'passwordTooLong',
  'tooLong',
  'confirmationMismatch',
  'emailTaken',
  'passwordCommon',
  'passwordWeak',
  'passwordPersonal',
  'mustAccept',
  'invalid',
] as const;
export type FieldErrorRule = (typeof FIELD_ERROR_RULES)[number];
export interface FieldErrorMeaning {
  rule: FieldErrorRule;
  values: { min: number; max: number };
}

/**
 * Maps a field's error (the contract schema's message, or a 422 answer's) to its rule, so the
 * dialogs show the catalogue's sentence in the page's language and never the API's English.
 */
export function fieldErrorRule(field: string, message: string): FieldErrorMeaning {
  const values = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
  const password = field === 'password';
  const rule: FieldErrorRule = /must be accepted/i.test(message)
    ? 'mustAccept'
    : /required/i.test(message)
    ? 'required'
    : /confirmation/i.test(message) || /do(es)? not match/i.test(message)
      ? 'confirmationMismatch'
      : /taken|already|exists/i.test(message)
        ? 'emailTaken'
        : /common|compromised|leak/i.test(message)
          ? 'passwordCommon'
          : /easy to guess|predictable/i.test(message)
            ? 'passwordWeak'
            : /e-?mail address or name/i.test(message)
              ? 'passwordPersonal'
          : /valid email/i.test(message)
            ? 'emailInvalid'
            : password && /at least|too short|min/i.test(message)
              ? 'passwordTooShort'
              : /greater than|too long|max/i.test(message)
                ? password
                  ? 'passwordTooLong'
                  : 'tooLong'
                : 'invalid';
  return { rule, values };
}

/** A refused reset whose token is invalid or expired (the recovery page then offers a new link). */
export function isInvalidResetToken(error: ApiError): boolean {
  if (error.status === 404 || error.status === 410) return true;
  if (error.status !== 422) return false;
  const texts = [error.message, ...Object.values(fieldErrors(error)).flat().map(String)];
  return texts.some((text) => /token/i.test(text));
}
