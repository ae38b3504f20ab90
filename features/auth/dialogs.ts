import { sample } from 'effector';
import { $openDialog, $redirectTarget, dialogsClosed, forgotPasswordDialogOpened, loginDialogOpened, redirectOf, registerDialogOpened } from './identity';
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

export { AUTH_DIALOGS, $openDialog, $redirectTarget, loginDialogOpened, registerDialogOpened, forgotPasswordDialogOpened, dialogsClosed } from './identity';
export type { AuthDialog } from './identity';

// §2: opening login while signed in shows no dialog and goes to the stored redirect target if there is one.
const signedInOpenedLogin = sample({
  clock: loginDialogOpened,
  source: $redirectTarget,
  filter: $isAuthenticated,
  fn: (stored, payload) => redirectOf(payload) ?? stored,
});
sample({ clock: signedInOpenedLogin, filter: (target): target is string => target !== null, target: navigateFx });
sample({ clock: signedInOpenedLogin, fn: () => null, target: $redirectTarget });
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
