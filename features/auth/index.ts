/**
 * Accounts and sessions (spec §4 Session restore and Auth, §5 Registration, §8).
 * The app wires, per scope: `$authStorage` (localStorage in the browser, nothing on the server),
 * `$navigate` (its router's navigate), optionally `$authMode` 'token' and `$authClock`/`$authWarn`;
 * fires `sessionRestoreStarted` once in the browser, reports every API answer to `apiAnswered`,
 * and shows `noticeShown` as toasts (texts under `auth.notices.<key>` in locales/*.json).
 */
export {
  $authMode,
  $navigate,
  $authWarn,
  $user,
  $isAuthenticated,
  $authReady,
  $errorReportIdentity,
  $token,
  $loginFieldErrors,
  $registerFieldErrors,
  $forgotPasswordStatus,
  $resetPasswordStatus,
  $forgotPasswordFieldErrors,
  $forgotPasswordSentTo,
  $resetPasswordFieldErrors,
  $loginFailure,
  $registerFailure,
  passwordReset,
  $loginPending,
  $registerPending,
  $logoutPending,
  sessionRestoreStarted,
  loginSubmitted,
  registerSubmitted,
  logoutClicked,
  forgotPasswordSubmitted,
  resetPasswordSubmitted,
  apiAnswered,
  noticeShown,
  loggedIn,
  registered,
  loggedOut,
  sessionCleared,
  userUpdated,
  navigateFx,
  warnFx,
  TOKEN_DEVICE_NAME,
} from './model';
export type { ApiAnswer, FieldErrors, LoginCredentials, RequestStatus } from './model';
export { AUTH_DIALOGS, $openDialog, $redirectTarget, loginDialogOpened, registerDialogOpened, forgotPasswordDialogOpened, dialogsClosed } from './dialogs';
export type { AuthDialog } from './dialogs';
export { $newsletterConfirmStatus, newsletterConfirmOpened, confirmNewsletterFx, NEWSLETTER_CONFIRM_STATUSES } from './newsletter';
export type { NewsletterConfirmStatus } from './newsletter';
/** §7 cookie mode: a write preceded by the CSRF cookie call (other features' writes use it too). */
export { AUTH_MODES, csrfFirst } from './flow';
export type { AuthMode } from './flow';
export { AUTH_NOTICES, NOTICE_LEVELS, FIELD_ERROR_RULES, fieldErrorRule, isInvalidResetToken, loginFailureNotice, registerFailureNotice } from './messages';
export type { AuthNotice, AuthNoticeKey, FieldErrorMeaning, FieldErrorRule, NoticeLevel } from './messages';
export { $authStorage, $authCookies, $authClock, AUTH_STORAGE_KEYS, readStoredSession } from './storage';
export type { KeyValueStorage, StoredSessionReading, TokenCookieJar } from './storage';
export {
  AUTH_PATHS,
  fetchCsrfCookieFx,
  postLoginFx,
  fetchCurrentUserFx,
  postLogoutFx,
  postRegisterFx,
  postForgotPasswordFx,
  postResetPasswordFx,
} from './api';
