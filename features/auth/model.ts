import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ZodError } from 'zod';
import { STORAGE_KEYS } from '../../contract/constants';
import type { ApiError, ForgotPasswordRequest, LoginRequest, RegisterRequestInput, ResetPasswordRequest, SessionUser, User } from '../../contract';
import { $apiTokenGetter, safeParseWithContract } from '../api-client';
import { AUTH_PATHS, fetchCurrentUserFx, postForgotPasswordFx, postLoginFx, postLogoutFx, postRegisterFx, postResetPasswordFx } from './api';
import { csrfFirst } from './flow';
import type { AuthMode } from './flow';
import { AUTH_NOTICES, fieldErrorsOf, loginFailureNotice, registerFailureNotice } from './messages';
import type { AuthNotice } from './messages';
import {
  $authClock,
  AUTH_STORAGE_KEYS,
  expireTokenCookieFx,
  readStoredSessionFx,
  readStoredTokenFx,
  removeStoredKeysFx,
  sessionRecordOf,
  writeSessionRecordFx,
  writeStoredTokenFx,
} from './storage';
import type { StoredSessionReading } from './storage';
import { $isAuthenticated, $user } from './identity';

/** What the login form sends; `remember` keeps the session across browser restarts. */
export interface LoginCredentials {
  email: string;
  password: string;
  remember?: boolean;
}

/** Any API answer the app reports to the global handler: the path called, the status and the body. */
export interface ApiAnswer {
  path: string;
  status: number;
  data: unknown;
}

export type FieldErrors = Record<string, string>;
/** A forgot- or reset-password request: nothing yet, in flight, accepted, or refused with a message. */
export type RequestStatus = { state: 'idle' } | { state: 'pending' } | { state: 'done'; status: string } | { state: 'failed'; error: ApiError };

/** The device name sent with a login in token mode (the API then answers with a bearer token). */
export const TOKEN_DEVICE_NAME = 'storefront-web';

// ——— configuration (injected per scope) ———

/** Cookie mode (Sanctum SPA cookies) unless the app configures token mode. */
export const $authMode = createStore<AuthMode>('cookie');
/** Navigation is the app's: it injects its navigate function; none on the server. */
export const $navigate = createStore<((to: string) => void) | null>(null, { serialize: 'ignore' });
export const $authWarn = createStore<(message: string) => void>((message) => console.warn(message), { serialize: 'ignore' });

// ——— state ———

export { $user, $isAuthenticated } from './identity';
/** §4: the user identity set for error reports. */
export const $errorReportIdentity = $user.map((user) => (user ? { id: user.id, email: user.email } : null));
/** The bearer token — only ever set in token mode; never serialized into the page. */
export const $token = createStore<string | null>(null, { serialize: 'ignore' });
export const $loginFieldErrors = createStore<FieldErrors>({});
export const $registerFieldErrors = createStore<FieldErrors>({});
/** The session comes from a registration's automatic login (until a sign-out, a failed login or a new registration). */
const $signedInByRegistration = createStore(false, { serialize: 'ignore' });
export const $forgotPasswordStatus = createStore<RequestStatus>({ state: 'idle' });
export const $resetPasswordStatus = createStore<RequestStatus>({ state: 'idle' });
export const $forgotPasswordFieldErrors = createStore<FieldErrors>({});
/** The address the recovery link was sent to (the dialog's 'check your inbox'). */
export const $forgotPasswordSentTo = createStore<string | null>(null);
export const $resetPasswordFieldErrors = createStore<FieldErrors>({});
/** The §8 message of the last failed login or registration, for the dialog (the toast shows it too). */
export const $loginFailure = createStore<AuthNotice | null>(null);
export const $registerFailure = createStore<AuthNotice | null>(null);
/**
 * True once the browser has read the stored session (or found a user already in state), before the
 * API verification finishes. Always false on the server, so guards wait in the browser instead of
 * treating every visitor as a guest before restore.
 */
export const $authReady = createStore(false, { serialize: 'ignore' });

// ——— events ———

/** The browser started: restore the stored session (§4). */
export const sessionRestoreStarted = createEvent();
export const loginSubmitted = createEvent<LoginCredentials>();
export const registerSubmitted = createEvent<RegisterRequestInput>();
export const logoutClicked = createEvent();
export const forgotPasswordSubmitted = createEvent<ForgotPasswordRequest>();
export const resetPasswordSubmitted = createEvent<ResetPasswordRequest>();
/** The global API handler's input: the app reports every answer (failures included) here. */
export const apiAnswered = createEvent<ApiAnswer>();

/** A toast to show (§8 texts). */
export const noticeShown = createEvent<AuthNotice>();
export const loggedIn = createEvent<User>();
/** The recovery page's new password was accepted. */
export const passwordReset = createEvent();
export const registered = createEvent<User>();
/** The one event cart, wishlist, navigation and campaign filters reset on (§4 Auth). */
export const loggedOut = createEvent();
/** A 401 (any call but the login attempt) or a rejected verification cleared the session. */
export const sessionCleared = createEvent();
/** The signed-in user changed elsewhere (profile or preferences saved): state and stored record follow. */
export const userUpdated = createEvent<User>();

// ——— injected side effects ———

export const navigateFx = attach({ source: $navigate, effect: (navigate, to: string) => navigate?.(to) });
export const warnFx = attach({ source: $authWarn, effect: (warn, message: string) => warn(message) });
const saveSessionFx = attach({
  source: $authClock,
  mapParams: ({ user, rememberMe }: { user: SessionUser; rememberMe: boolean }, clock) => sessionRecordOf(user, rememberMe, clock()),
  effect: writeSessionRecordFx,
});
/** The remember flag of the stored record, kept when the record is rewritten. */
const $rememberMe = createStore(false);
sample({ clock: saveSessionFx, fn: ({ rememberMe }) => rememberMe, target: $rememberMe });
const verifySessionFx = attach({ effect: fetchCurrentUserFx });
const loginUserFx = attach({ effect: fetchCurrentUserFx, mapParams: (_request: LoginRequest) => undefined });

const loginFlow = csrfFirst($authMode, postLoginFx);
const registerFlow = csrfFirst($authMode, postRegisterFx);
const logoutFlow = csrfFirst($authMode, postLogoutFx);
const forgotPasswordFlow = csrfFirst($authMode, postForgotPasswordFx);
const resetPasswordFlow = csrfFirst($authMode, postResetPasswordFx);

// The forms are checked with the contract's request schemas, which load with the first submit (never in the first load).
const checkLoginFx = createEffect(async (credentials: LoginCredentials) => ({
  credentials,
  result: await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.LoginRequest), credentials),
}));
const checkRegistrationFx = createEffect(async (input: RegisterRequestInput) => ({
  input,
  result: await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.RegisterRequest), input),
}));
const checkForgotPasswordFx = createEffect(async (input: ForgotPasswordRequest) => ({
  input,
  result: await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.ForgotPasswordRequest), input),
}));
const checkResetPasswordFx = createEffect(async (input: ResetPasswordRequest) => ({
  input,
  result: await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.ResetPasswordRequest), input),
}));

export const $loginPending = combine(loginFlow.$pending, loginUserFx.pending, checkLoginFx.pending, (request, user, checking) => request || user || checking);
export const $registerPending = combine(registerFlow.$pending, checkRegistrationFx.pending, (request, checking) => request || checking);
export const $logoutPending = logoutFlow.$pending;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** The first issue of each field; an empty field reads as required (whatever rule its schema broke first). */
const firstIssuePerField = (error: ZodError, input: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    const label = field.replace(/_/g, ' ');
    errors[field] ??= issue.path.length > 0 && isBlank(values[field]) ? `The ${label} field is required.` : issue.message;
  }
  return errors;
};
const isRestorable = (reading: StoredSessionReading): reading is Extract<StoredSessionReading, { kind: 'valid' | 'migrated' }> =>
  reading.kind === 'valid' || reading.kind === 'migrated';

// ——— session restore (§4) ———

// §4 Session restore: only when no user is in state, read the stored session.
sample({ clock: sessionRestoreStarted, source: $user, filter: (user) => user === null, fn: () => undefined, target: readStoredSessionFx });
// Restore has an answer once the stored session was read (or a user was already in state).
sample({ clock: readStoredSessionFx.finally, fn: () => true, target: $authReady });
sample({ clock: sessionRestoreStarted, source: $user, filter: (user) => user !== null, fn: () => true, target: $authReady });
sample({ clock: loggedIn, fn: () => true, target: $authReady });
// §4: a parse failure removes the entry.
sample({
  clock: readStoredSessionFx.doneData,
  filter: (reading) => reading.kind === 'unparsable',
  fn: () => [STORAGE_KEYS.authUser],
  target: removeStoredKeysFx,
});
// §4: expired — remove stored auth.user and auth.rememberMe.
sample({
  clock: readStoredSessionFx.doneData,
  filter: (reading) => reading.kind === 'expired',
  fn: () => [STORAGE_KEYS.authUser, STORAGE_KEYS.rememberMe],
  target: removeStoredKeysFx,
});
// §4: the old bare-user format is stored again as a record expiring in 24 hours.
sample({
  clock: readStoredSessionFx.doneData,
  filter: (reading) => reading.kind === 'migrated',
  fn: (reading) => (reading as Extract<StoredSessionReading, { kind: 'migrated' }>).record,
  target: writeSessionRecordFx,
});
const sessionRestored = sample({ clock: readStoredSessionFx.doneData, filter: isRestorable, fn: (reading) => reading.record });
// §4: a stored session with expiresAt and user, not expired, restores the user…
sample({ clock: sessionRestored, fn: (record) => record.user, target: $user });
// …then verifies it with the API (token mode first reads the stored bearer token).
sample({ clock: sessionRestored, source: $authMode, filter: (mode) => mode === 'cookie', fn: () => undefined, target: verifySessionFx });
sample({ clock: sessionRestored, source: $authMode, filter: (mode) => mode === 'token', fn: () => undefined, target: readStoredTokenFx });
sample({ clock: readStoredTokenFx.doneData, target: $token });
sample({ clock: readStoredTokenFx.done, fn: () => undefined, target: verifySessionFx });
// §4: a verified session replaces the user and is stored afresh, remembered, 60 days ahead.
sample({ clock: verifySessionFx.doneData, target: $user });
sample({ clock: verifySessionFx.doneData, fn: (user) => ({ user, rememberMe: true }), target: saveSessionFx });
// §4/§8: verification 401 or 403 clears the user and the stored entries; other failures keep the session.
const verificationRejected = sample({
  clock: verifySessionFx.failData,
  filter: (error) => error.status === 401 || error.status === 403,
});
sample({ clock: verificationRejected, fn: () => undefined, target: sessionCleared });

// ——— token mode ———

// Token mode only: the bearer token goes to every API call of the scope (§6).
sample({ clock: $token, fn: (token) => () => token, target: $apiTokenGetter });

// ——— login (§4 Auth, §8 Login) ———

// §4: login is skipped when already logged in — §8 info 'Already logged in'.
sample({ clock: loginSubmitted, filter: $isAuthenticated, fn: () => AUTH_NOTICES.alreadyLoggedIn, target: noticeShown });
// A login already in flight ignores a second submit (double click).
sample({
  clock: loginSubmitted,
  source: { signedIn: $isAuthenticated, pending: $loginPending },
  filter: ({ signedIn, pending }) => !signedIn && !pending,
  fn: (_state, credentials) => credentials,
  target: checkLoginFx,
});
const loginChecked = checkLoginFx.doneData;
// Field validation: an invalid form shows its field errors and calls nothing.
sample({
  clock: loginChecked,
  fn: ({ credentials, result }) => (result.success ? {} : firstIssuePerField(result.error, credentials)),
  target: $loginFieldErrors,
});
sample({ clock: loginChecked, fn: () => null, target: $loginFailure });
// §7: the login POST (after the CSRF cookie in cookie mode); token mode names the device to get a token.
sample({
  clock: loginChecked,
  source: $authMode,
  filter: (_mode, { result }) => result.success,
  fn: (mode, { result }): LoginRequest => ({ ...result.data!, ...(mode === 'token' ? { device_name: TOKEN_DEVICE_NAME } : {}) }),
  target: loginFlow.started,
});
// Token mode keeps the bearer token the login answered with; cookie mode never stores one.
const tokenReceived = sample({
  clock: loginFlow.done,
  source: $authMode,
  filter: (mode, { result }) => mode === 'token' && typeof result.token === 'string',
  fn: (_mode, { result }) => result.token as string,
});
sample({ clock: tokenReceived, target: [$token, writeStoredTokenFx] });
// §7: after the login POST, the user endpoint gives the signed-in user.
sample({ clock: loginFlow.done, fn: ({ params }) => params, target: loginUserFx });
// §4: after login the user is stored with a 60-day expiry.
sample({ clock: loginUserFx.doneData, target: [$user, loggedIn] });
sample({ clock: loginUserFx.done, fn: ({ params, result }) => ({ user: result, rememberMe: params.remember ?? false }), target: saveSessionFx });
// §8: success 'Login successful / Welcome back!' — not for the login a registration starts: 'Registration successful'
// has just greeted that shopper, whom 'Welcome back!' would take for a returning one.
sample({ clock: loginUserFx.done, source: $signedInByRegistration, filter: (byRegistration) => !byRegistration, fn: () => AUTH_NOTICES.loginSuccess, target: noticeShown });
// §8: a failed login attempt gets its message (401, 422, network, session conflict, else 'Login failed').
sample({ clock: loginFlow.failed, fn: ({ error }) => loginFailureNotice(error), target: [noticeShown, $loginFailure] });
sample({ clock: loginFlow.failed, fn: ({ error }) => fieldErrorsOf(error), target: $loginFieldErrors });
// §8: no user data after the login is an error — 'Login failed'.
sample({ clock: loginUserFx.fail, fn: (): AuthNotice => AUTH_NOTICES.loginFailed, target: [noticeShown, $loginFailure] });

// ——— registration (§5, §8 Register) ———

sample({
  clock: registerSubmitted,
  source: $registerPending,
  filter: (pending) => !pending,
  fn: (_pending, input) => input,
  target: checkRegistrationFx,
});
const registrationChecked = checkRegistrationFx.doneData;
// §5: email, password, password_confirmation, name and lastName are required — errors shown, nothing sent.
sample({
  clock: registrationChecked,
  fn: ({ input, result }) => (result.success ? {} : firstIssuePerField(result.error, input)),
  target: $registerFieldErrors,
});
sample({ clock: registrationChecked, fn: () => null, target: $registerFailure });
sample({ clock: registrationChecked, filter: ({ result }) => result.success, fn: ({ result }) => result.data!, target: registerFlow.started });
// §8: 'Registration successful'…
sample({ clock: registerFlow.done, fn: () => AUTH_NOTICES.registrationSuccess, target: noticeShown });
sample({ clock: registerFlow.done, fn: ({ result }) => result.data, target: registered });
// …followed by automatic login with the new credentials.
sample({ clock: registerFlow.done, fn: () => true, target: $signedInByRegistration });
$signedInByRegistration.reset(registerSubmitted, loginFlow.failed, loginUserFx.fail, loggedOut);
sample({
  clock: registerFlow.done,
  fn: ({ params }): LoginCredentials => ({ email: params.email, password: params.password, remember: true }),
  target: loginSubmitted,
});
// §8: existing e-mail, else 'Registration failed: Please check your input data'.
sample({ clock: registerFlow.failed, fn: ({ error }) => registerFailureNotice(error), target: [noticeShown, $registerFailure] });
sample({ clock: registerFlow.failed, fn: ({ error }) => fieldErrorsOf(error), target: $registerFieldErrors });

// ——— logout (§4 Auth, §8 Logout) ———

sample({ clock: logoutClicked, fn: () => undefined, target: logoutFlow.started });
// §8: 'Logged out' when the API confirmed, 'Logout completed' when it could not (signed out locally anyway).
sample({ clock: logoutFlow.done, fn: () => AUTH_NOTICES.loggedOut, target: noticeShown });
sample({ clock: logoutFlow.failed, fn: () => AUTH_NOTICES.logoutCompleted, target: noticeShown });
// §4: logout clears the user, the stored auth keys and emits one loggedOut.
sample({ clock: [logoutFlow.done, logoutFlow.failed], fn: () => undefined, target: loggedOut });
// §2: after logout the user goes to /.
sample({ clock: loggedOut, fn: () => '/', target: navigateFx });

// ——— clearing the session ———

const authCleared = sample({ clock: [loggedOut, sessionCleared], fn: () => undefined });
sample({ clock: authCleared, fn: () => false, target: $rememberMe });
// A user update counts only while signed in (a late answer after logout changes nothing).
const signedInUserUpdated = sample({ clock: userUpdated, source: $isAuthenticated, filter: (signedIn) => signedIn, fn: (_signedIn, user) => user });
sample({ clock: signedInUserUpdated, target: $user });
sample({ clock: signedInUserUpdated, source: $rememberMe, fn: (rememberMe, user) => ({ user, rememberMe }), target: saveSessionFx });
sample({ clock: authCleared, fn: () => null, target: [$user, $token] });
sample({ clock: authCleared, fn: () => [...AUTH_STORAGE_KEYS], target: removeStoredKeysFx });
sample({ clock: authCleared, fn: () => undefined, target: expireTokenCookieFx });

// ——— forgot and reset password ———

sample({ clock: forgotPasswordSubmitted, target: checkForgotPasswordFx });
const forgotPasswordChecked = checkForgotPasswordFx.doneData;
sample({
  clock: forgotPasswordChecked,
  fn: ({ input, result }) => (result.success ? {} : firstIssuePerField(result.error, input)),
  target: $forgotPasswordFieldErrors,
});
const forgotPasswordValid = sample({ clock: forgotPasswordChecked, filter: ({ result }) => result.success, fn: ({ result }) => result.data! });
sample({ clock: forgotPasswordValid, target: forgotPasswordFlow.started });
sample({ clock: forgotPasswordValid, fn: () => null, target: $forgotPasswordSentTo });
sample({ clock: forgotPasswordFlow.done, fn: ({ params }) => params.email, target: $forgotPasswordSentTo });
sample({ clock: forgotPasswordValid, fn: (): RequestStatus => ({ state: 'pending' }), target: $forgotPasswordStatus });
sample({ clock: forgotPasswordFlow.done, fn: ({ result }): RequestStatus => ({ state: 'done', status: result.status }), target: $forgotPasswordStatus });
sample({ clock: forgotPasswordFlow.failed, fn: ({ error }): RequestStatus => ({ state: 'failed', error }), target: $forgotPasswordStatus });
sample({ clock: resetPasswordSubmitted, target: checkResetPasswordFx });
const resetPasswordChecked = checkResetPasswordFx.doneData;
sample({
  clock: resetPasswordChecked,
  fn: ({ input, result }) => (result.success ? {} : firstIssuePerField(result.error, input)),
  target: $resetPasswordFieldErrors,
});
const resetPasswordValid = sample({ clock: resetPasswordChecked, filter: ({ result }) => result.success, fn: ({ result }) => result.data! });
sample({ clock: resetPasswordValid, target: resetPasswordFlow.started });
sample({ clock: resetPasswordValid, fn: (): RequestStatus => ({ state: 'pending' }), target: $resetPasswordStatus });
sample({ clock: resetPasswordFlow.failed, fn: ({ error }) => fieldErrorsOf(error), target: $resetPasswordFieldErrors });
sample({ clock: forgotPasswordFlow.failed, fn: ({ error }) => fieldErrorsOf(error), target: $forgotPasswordFieldErrors });
// The new password was accepted: the recovery page says so and the login dialog opens (dialogs.ts).
sample({ clock: resetPasswordFlow.done, fn: () => AUTH_NOTICES.passwordReset, target: noticeShown });
sample({ clock: resetPasswordFlow.done, fn: () => undefined, target: passwordReset });
sample({ clock: resetPasswordFlow.done, fn: ({ result }): RequestStatus => ({ state: 'done', status: result.status }), target: $resetPasswordStatus });
sample({ clock: resetPasswordFlow.failed, fn: ({ error }): RequestStatus => ({ state: 'failed', error }), target: $resetPasswordStatus });

// ——— the global API handler (§2, §4, §8) ———

const redirectUrlOf = (data: unknown): string | null => {
  const url = (data as { redirectUrl?: unknown } | null)?.redirectUrl;
  return typeof data === 'object' && data !== null && typeof url === 'string' && url !== '' ? url : null;
};
const normalisedPath = (path: string) => `/${path.replace(/^\/+/, '')}`.split('?')[0];
// §4: a 401 on any call except the login attempt itself clears auth…
const unauthenticatedAnswer = sample({
  clock: apiAnswered,
  filter: ({ status, path }) => status === 401 && normalisedPath(path) !== AUTH_PATHS.login,
});
sample({ clock: unauthenticatedAnswer, fn: () => undefined, target: sessionCleared });
// …and goes to / (or to the answer's redirectUrl, §8 'redirect if configured'). The user endpoint's
// 401 is the §4/§8 verification rule — 'clear the session' only: a stale stored session found on
// any page must not throw the visitor to the home page.
sample({
  clock: unauthenticatedAnswer,
  filter: ({ path }) => normalisedPath(path) !== AUTH_PATHS.currentUser,
  fn: ({ data }) => redirectUrlOf(data) ?? '/',
  target: navigateFx,
});
// §4: a 419 only logs a CSRF mismatch warning.
sample({ clock: apiAnswered, filter: ({ status }) => status === 419, fn: () => 'CSRF token mismatch', target: warnFx });
// §2: any other JSON answer holding redirectUrl navigates there.
sample({
  clock: apiAnswered,
  filter: ({ status, data }) => status !== 401 && redirectUrlOf(data) !== null,
  fn: ({ data }) => redirectUrlOf(data) as string,
  target: navigateFx,
});
