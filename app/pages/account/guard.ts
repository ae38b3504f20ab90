import { combine, createEvent, createStore, sample } from 'effector';
import { $authReady, $isAuthenticated, loginDialogOpened } from '../../../features/auth';

/**
 * The login guard of the account area, the affiliate dashboard and /user/account-optimized (§2, §6).
 * Session restore is client-side (the `auth.user` record lives in browser storage), so the server
 * and the hydrating browser know nothing yet ('checking': a neutral loading state); once restore has
 * read the stored session the browser decides: signed in → the page; a guest → the login dialog,
 * which returns to this page after signing in (features/auth).
 */
export const ACCOUNT_ACCESS = ['checking', 'granted', 'guest'] as const;
export type AccountAccess = (typeof ACCOUNT_ACCESS)[number];

export const $accountAccess = combine($authReady, $isAuthenticated, (ready, signedIn): AccountAccess => (!ready ? 'checking' : signedIn ? 'granted' : 'guest'));

/** A guarded page is on screen in the browser, at this localized path (with its query). */
export const guardedPageShown = createEvent<string>();
export const guardedPageLeft = createEvent();
/** The guest state's button: open the login dialog again. */
export const signInRequested = createEvent();

const $guardedPath = createStore<string | null>(null, { serialize: 'ignore' });
sample({ clock: guardedPageShown, target: $guardedPath });
sample({ clock: guardedPageLeft, fn: () => null, target: $guardedPath });

// On arrival at a guarded page, and when restore finishes while one is shown — never on logout
// (features/auth then goes to /). Restore sets the stored user in the same run as "ready", so a
// signed-in visitor never sees the dialog.
sample({
  clock: [guardedPageShown, $authReady.updates.filter({ fn: (ready) => ready })],
  source: { path: $guardedPath, access: $accountAccess },
  filter: ({ path, access }) => path !== null && access === 'guest',
  fn: ({ path }) => ({ redirectTo: path }),
  target: loginDialogOpened,
});
sample({ clock: signInRequested, source: $guardedPath, fn: (path) => ({ redirectTo: path }), target: loginDialogOpened });
