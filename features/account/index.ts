/**
 * The account area's forms (/account/profile and /account/preferences): profile, password
 * and preferences saved through the API (contract AUTH_API_PATHS), checked first with the same
 * contract schemas. Notices (`accountNoticeShown`) go to features/toasts with texts under
 * `account.notices.<key>`; the app shows field errors as `account.errors.<key>`; it calls `accountFormsReset`
 * when the account page closes. Saved users replace features/auth's `$user`.
 */
export {
  $profileErrors,
  $profileStatus,
  $profilePending,
  $passwordErrors,
  $passwordStatus,
  $passwordPending,
  $preferencesErrors,
  $preferencesStatus,
  $preferencesPending,
  profileSubmitted,
  passwordSubmitted,
  preferencesSubmitted,
  accountFormsReset,
  accountNoticeShown,
  accountUserUpdated,
  ACCOUNT_NOTICE_KEYS,
  SAVE_STATUSES,
} from './model';
export type { AccountNotice, AccountNoticeKey, PasswordSubmission, PreferencesSubmission, ProfileSubmission, SaveStatus } from './model';
export { ACCOUNT_FIELD_ERRORS, fieldErrorsOfAnswer, fieldErrorsOfIssues } from './errors';
export type { AccountFieldError, AccountFieldErrors } from './errors';
export { putProfileFx, putPasswordFx, putPreferencesFx } from './api';
export { saveLocaleChoiceFx, loadPageFx, localeCookieOf } from './browser';
