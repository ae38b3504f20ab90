import { createEvent, createStore, sample } from 'effector';
import type { SessionUser, User } from '../../contract';

/**
 * What every page's shell needs of sign-in while it hydrates and before anyone acts: who is signed in (the
 * header's and the bottom bar's account entry) and the sign-in dialogs' open state with the events that open and
 * close them. The rest of the model (./model.ts: session restore, login, registration, the global API handler;
 * ./dialogs.ts: what the dialogs' answers do) builds on these units and loads after hydration (the browser session,
 * app/client/browserSession.ts) or with the dialogs or the page that needs it, so the shop's first load neither
 * carries nor creates it. The shell imports this module directly; the index re-exports these units with the rest.
 */

/** The signed-in user: the restored stored user (id and email at least) until verified, then the API's. */
export const $user = createStore<SessionUser | User | null>(null);
export const $isAuthenticated = $user.map((user) => user !== null);

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

export const redirectOf = (payload: { redirectTo?: string | null } | void) => (payload && payload.redirectTo) || null;

// §2: a guest opening login sees the login dialog (replacing any other) and the return target is kept — before
// the model has loaded too: the dialogs' chunk brings it.
const guestOpenedLogin = sample({ clock: loginDialogOpened, filter: $isAuthenticated.map((signedIn) => !signedIn) });
sample({ clock: guestOpenedLogin, fn: (): AuthDialog => 'login', target: $openDialog });
sample({ clock: guestOpenedLogin, source: $redirectTarget, fn: (stored, payload) => redirectOf(payload) ?? stored, target: $redirectTarget });
// §2: only one dialog open at a time — opening register or forgot password replaces the current one.
sample({ clock: registerDialogOpened, fn: (): AuthDialog => 'register', target: $openDialog });
sample({ clock: forgotPasswordDialogOpened, fn: (): AuthDialog => 'forgotPassword', target: $openDialog });
// §2: closing all dialogs clears the target.
sample({ clock: dialogsClosed, fn: () => null, target: [$openDialog, $redirectTarget] });
