import { createEvent, createStore, sample } from 'effector';
import {
  $forgotPasswordFieldErrors,
  $forgotPasswordSentTo,
  $forgotPasswordStatus,
  $isAuthenticated,
  $loginFailure,
  $loginFieldErrors,
  $registerFailure,
  $registerFieldErrors,
  loggedIn,
  navigateFx,
  passwordReset,
} from './model';
import type { RequestStatus } from './model';

/** §2 Dialogs: login, register, forgot password. */
export const AUTH_DIALOGS = ['login', 'register', 'forgotPassword'] as const;
export type AuthDialog = (typeof AUTH_DIALOGS)[number];

/** The one open dialog (§2: only one at a time), or none. */
export const $openDialog = createStore<AuthDialog | null>(null);
/** Where to go after signing in (e.g. the account page a guest tapped). */
export const $redirectTarget = createStore<string | null>(null);

export const loginDialogOpened = createEvent<{ redirectTo?: string | null } | void>();
export const registerDialogOpened = createEvent();
export const forgotPasswordDialogOpened = createEvent();
export const dialogsClosed = createEvent();

const redirectOf = (payload: { redirectTo?: string | null } | void) => (payload && payload.redirectTo) || null;

// §2: a guest opening login sees the login dialog (replacing any other) and the return target is kept.
const guestOpenedLogin = sample({ clock: loginDialogOpened, filter: $isAuthenticated.map((signedIn) => !signedIn) });
sample({ clock: guestOpenedLogin, fn: (): AuthDialog => 'login', target: $openDialog });
sample({ clock: guestOpenedLogin, source: $redirectTarget, fn: (stored, payload) => redirectOf(payload) ?? stored, target: $redirectTarget });
// §2: opening login while signed in shows no dialog and goes to the stored redirect target if there is one.
const signedInOpenedLogin = sample({
  clock: loginDialogOpened,
  source: $redirectTarget,
  filter: $isAuthenticated,
  fn: (stored, payload) => redirectOf(payload) ?? stored,
});
sample({ clock: signedInOpenedLogin, filter: (target): target is string => target !== null, target: navigateFx });
sample({ clock: signedInOpenedLogin, fn: () => null, target: $redirectTarget });
// §2: only one dialog open at a time — opening register or forgot password replaces the current one.
sample({ clock: registerDialogOpened, fn: (): AuthDialog => 'register', target: $openDialog });
sample({ clock: forgotPasswordDialogOpened, fn: (): AuthDialog => 'forgotPassword', target: $openDialog });
// §2: closing all dialogs clears the target.
sample({ clock: dialogsClosed, fn: () => null, target: [$openDialog, $redirectTarget] });
// A guest who signed in from the dialog returns to the target; the dialog closes.
sample({ clock: loggedIn, fn: () => null, target: $openDialog });
sample({ clock: loggedIn, source: $redirectTarget, filter: (target): target is string => target !== null, target: navigateFx });
sample({ clock: loggedIn, fn: () => null, target: $redirectTarget });
// Each dialog opens clean: no errors or answers left from an earlier attempt.
sample({ clock: [loginDialogOpened, dialogsClosed], fn: () => ({}), target: $loginFieldErrors });
sample({ clock: [loginDialogOpened, dialogsClosed], fn: () => null, target: $loginFailure });
sample({ clock: [registerDialogOpened, dialogsClosed], fn: () => ({}), target: $registerFieldErrors });
sample({ clock: [registerDialogOpened, dialogsClosed], fn: () => null, target: $registerFailure });
sample({ clock: [forgotPasswordDialogOpened, dialogsClosed], fn: () => ({}), target: $forgotPasswordFieldErrors });
sample({ clock: [forgotPasswordDialogOpened, dialogsClosed], fn: () => null, target: $forgotPasswordSentTo });
sample({ clock: [forgotPasswordDialogOpened, dialogsClosed], fn: (): RequestStatus => ({ state: 'idle' }), target: $forgotPasswordStatus });
// The recovery page's new password was accepted: sign in with it.
sample({ clock: passwordReset, target: loginDialogOpened });
