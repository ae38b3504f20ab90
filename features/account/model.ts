import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, Locale, SessionUser, User } from '../../contract';
import { safeParseWithContract } from '../api-client';
import { $authMode, $user, csrfFirst, userUpdated } from '../auth';
import { toastShown } from '../toasts';
import { putPasswordFx, putPreferencesFx, putProfileFx } from './api';
import { loadPageFx, saveLocaleChoiceFx } from './browser';
import { fieldErrorsOfAnswer, fieldErrorsOfIssues } from './errors';
import type { AccountFieldErrors } from './errors';

/** A form's save: nothing yet, in flight, saved, or refused (its field errors say why when it was a 422). */
export const SAVE_STATUSES = ['idle', 'pending', 'saved', 'failed'] as const;
export type SaveStatus = (typeof SAVE_STATUSES)[number];

/**
 * A toast the account model asks for, when a save fails; texts under `account.notices.<key>` in locales/*.json.
 * A save that succeeds says so beside its button (the form's status, `saved`), where the shopper is looking: a
 * toast saying it again was one event told twice.
 */
export const ACCOUNT_NOTICE_KEYS = ['invalidData', 'connectionError', 'saveFailed'] as const;
export type AccountNoticeKey = (typeof ACCOUNT_NOTICE_KEYS)[number];
export interface AccountNotice {
  level: 'error';
  key: AccountNoticeKey;
}

/** What the profile form sends; `current_password` is only needed (and only sent) when the e-mail changes. */
export interface ProfileSubmission {
  name: string;
  lastname: string;
  email: string;
  current_password?: string;
}

export interface PasswordSubmission {
  current_password: string;
  password: string;
  password_confirmation: string;
  logout_other_sessions: boolean;
}

/**
 * What the preferences form sends, with the page it was sent from: the page's language and its
 * path in every language (the browser goes to the same page in the new language).
 */
export interface PreferencesSubmission {
  locale: Locale;
  newsletter: boolean;
  currentLocale: Locale;
  pageInLocale: Record<Locale, string>;
}

// ——— state ———

export const $profileErrors = createStore<AccountFieldErrors>({});
export const $profileStatus = createStore<SaveStatus>('idle');
export const $passwordErrors = createStore<AccountFieldErrors>({});
export const $passwordStatus = createStore<SaveStatus>('idle');
export const $preferencesErrors = createStore<AccountFieldErrors>({});
export const $preferencesStatus = createStore<SaveStatus>('idle');

// ——— events ———

export const profileSubmitted = createEvent<ProfileSubmission>();
export const passwordSubmitted = createEvent<PasswordSubmission>();
export const preferencesSubmitted = createEvent<PreferencesSubmission>();
/** The account page closed: forms start afresh next time. */
export const accountFormsReset = createEvent();
export const accountNoticeShown = createEvent<AccountNotice>();
/** The API answered with the updated user (profile or preferences). */
export const accountUserUpdated = createEvent<User>();

const profileFlow = csrfFirst($authMode, putProfileFx);
const passwordFlow = csrfFirst($authMode, putPasswordFx);
const preferencesFlow = csrfFirst($authMode, putPreferencesFx);

// The forms are checked with the contract's request schemas, which load with the first submit (never in the first load).
const checkProfileFx = createEffect(async ({ user, submission }: { user: SessionUser; submission: ProfileSubmission }) => {
  const emailChanged = !sameEmail(submission.email, user.email);
  const { current_password: currentPassword, ...rest } = submission;
  const fields = { ...rest, email: rest.email.trim() };
  const result = await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.UpdateProfileRequest), emailChanged ? { ...fields, current_password: currentPassword ?? '' } : fields);
  const errors: AccountFieldErrors = result.success ? {} : fieldErrorsOfIssues(result.error);
  // Changing the e-mail asks for the current password (the contract only says it is optional).
  if (emailChanged && !currentPassword) errors.current_password = 'currentPasswordRequired';
  return { errors, request: result.success && Object.keys(errors).length === 0 ? result.data : null };
});
const checkPasswordFx = createEffect((submission: PasswordSubmission) => safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.UpdatePasswordRequest), submission));
const checkPreferencesFx = createEffect(async (submission: PreferencesSubmission) => ({
  submission,
  result: await safeParseWithContract(() => import('../../contract/auth').then((contract) => contract.UpdatePreferencesRequest), { locale: submission.locale, newsletter: submission.newsletter }),
}));

export const $profilePending = combine(profileFlow.$pending, checkProfileFx.pending, (saving, checking) => saving || checking);
export const $passwordPending = combine(passwordFlow.$pending, checkPasswordFx.pending, (saving, checking) => saving || checking);
export const $preferencesPending = combine(preferencesFlow.$pending, checkPreferencesFx.pending, (saving, checking) => saving || checking);

/** A refused save: the 422 text, the network text, or the general one (401 is the global handler's: it clears the session and goes to /). */
function failureNotice(error: ApiError): AccountNotice | null {
  if (error.status === 401) return null;
  if (error.status === 0) return { level: 'error', key: 'connectionError' };
  if (error.status === 422) return { level: 'error', key: 'invalidData' };
  return { level: 'error', key: 'saveFailed' };
}
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// ——— profile ———

sample({
  clock: profileSubmitted,
  source: { user: $user, pending: $profilePending },
  filter: ({ user, pending }) => user !== null && !pending,
  fn: ({ user }, submission) => ({ user: user as SessionUser, submission }),
  target: checkProfileFx,
});
const profileChecked = checkProfileFx.doneData;
sample({ clock: profileChecked, fn: ({ errors }) => errors, target: $profileErrors });
sample({ clock: profileChecked, filter: ({ request }) => request !== null, fn: ({ request }) => request!, target: profileFlow.started });
sample({ clock: profileFlow.started, fn: (): SaveStatus => 'pending', target: $profileStatus });
sample({ clock: profileFlow.done, fn: ({ result }) => result, target: accountUserUpdated });
sample({ clock: profileFlow.done, fn: (): SaveStatus => 'saved', target: $profileStatus });
sample({ clock: profileFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $profileErrors });
sample({ clock: profileFlow.failed, fn: (): SaveStatus => 'failed', target: $profileStatus });

// ——— password ———

sample({ clock: passwordSubmitted, source: $passwordPending, filter: (pending) => !pending, fn: (_pending, submission) => submission, target: checkPasswordFx });
const passwordChecked = checkPasswordFx.doneData;
sample({ clock: passwordChecked, fn: (result) => (result.success ? {} : fieldErrorsOfIssues(result.error)), target: $passwordErrors });
sample({ clock: passwordChecked, filter: (result) => result.success, fn: (result) => result.data!, target: passwordFlow.started });
sample({ clock: passwordFlow.started, fn: (): SaveStatus => 'pending', target: $passwordStatus });
sample({ clock: passwordFlow.done, fn: (): SaveStatus => 'saved', target: $passwordStatus });
sample({ clock: passwordFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $passwordErrors });
sample({ clock: passwordFlow.failed, fn: (): SaveStatus => 'failed', target: $passwordStatus });

// ——— preferences ———

sample({ clock: preferencesSubmitted, source: $preferencesPending, filter: (pending) => !pending, fn: (_pending, submission) => submission, target: checkPreferencesFx });
const preferencesChecked = checkPreferencesFx.doneData;
sample({
  clock: preferencesChecked,
  fn: ({ result }) => (result.success ? {} : fieldErrorsOfIssues(result.error)),
  target: $preferencesErrors,
});
// The page the submission came from rides along, so the answer knows where to go.
const $preferencesPage = createStore<Pick<PreferencesSubmission, 'currentLocale' | 'pageInLocale'> | null>(null, { serialize: 'ignore' });
sample({
  clock: preferencesChecked,
  filter: ({ result }) => result.success,
  fn: ({ submission }) => ({ currentLocale: submission.currentLocale, pageInLocale: submission.pageInLocale }),
  target: $preferencesPage,
});
sample({ clock: preferencesChecked, filter: ({ result }) => result.success, fn: ({ result }) => result.data!, target: preferencesFlow.started });
sample({ clock: preferencesFlow.started, fn: (): SaveStatus => 'pending', target: $preferencesStatus });
sample({ clock: preferencesFlow.done, fn: ({ result }) => result, target: accountUserUpdated });
sample({ clock: preferencesFlow.done, fn: (): SaveStatus => 'saved', target: $preferencesStatus });
// §3, §9: the saved language goes to the i18n_locale cookie and preferred-locale storage; when it
// changed, the browser then loads this page in the new language.
sample({
  clock: preferencesFlow.done,
  source: $preferencesPage,
  fn: (page, { params }) => ({
    locale: params.locale,
    next: page && page.currentLocale !== params.locale ? page.pageInLocale[params.locale] : null,
  }),
  target: saveLocaleChoiceFx,
});
sample({
  clock: saveLocaleChoiceFx.finally,
  filter: ({ params }) => params.next !== null,
  fn: ({ params }) => params.next as string,
  target: loadPageFx,
});
sample({ clock: preferencesFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $preferencesErrors });
sample({ clock: preferencesFlow.failed, fn: (): SaveStatus => 'failed', target: $preferencesStatus });

// ——— shared ———

// The signed-in user shows the saved name, e-mail and preferences at once.
sample({ clock: accountUserUpdated, target: userUpdated });

const failureNoticed = sample({
  clock: [profileFlow.failed, passwordFlow.failed, preferencesFlow.failed],
  fn: ({ error }) => failureNotice(error),
});
sample({ clock: failureNoticed, filter: (notice): notice is AccountNotice => notice !== null, target: accountNoticeShown });
// Every notice is a toast, its text under account.notices.<key> in the page's language.
sample({ clock: accountNoticeShown, fn: ({ level, key }) => ({ level, title: { key: `account.notices.${key}` } }), target: toastShown });

sample({ clock: accountFormsReset, fn: () => ({}), target: [$profileErrors, $passwordErrors, $preferencesErrors] });
sample({ clock: accountFormsReset, fn: (): SaveStatus => 'idle', target: [$profileStatus, $passwordStatus, $preferencesStatus] });
