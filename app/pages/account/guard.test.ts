import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../contract';
import {
  $authClock,
  $authStorage,
  $navigate,
  $openDialog,
  $redirectTarget,
  $user,
  dialogsClosed,
  fetchCsrfCookieFx,
  fetchCurrentUserFx,
  loginSubmitted,
  logoutClicked,
  postLoginFx,
  postLogoutFx,
  sessionRestoreStarted,
} from '../../../features/auth';
import { $accountAccess, guardedPageLeft, guardedPageShown, signInRequested } from './guard';

const NOW = Date.UTC(2026, 10, 22, 12);
const ana: User = {
  id: 7,
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  email: 'ana@example.com',
  name: 'Ana',
  lastname: 'Silva',
  customer: null,
  ambassador_code: null,
  affiliate_code: null,
  locale: null,
  newsletter: false,
};
const storedRecord = JSON.stringify({ user: { id: 7, email: 'ana@example.com' }, rememberMe: true, createdAt: NOW, expiresAt: NOW + 1000 });

/** A browser scope: storage as given, navigation recorded, the API answering as a signed-in session would. */
function browserScope(stored: Record<string, string> = {}) {
  const entries = new Map(Object.entries(stored));
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$authStorage, { getItem: (key: string) => entries.get(key) ?? null, setItem: (key: string, value: string) => void entries.set(key, value), removeItem: (key: string) => void entries.delete(key) }],
      [$authClock, () => NOW],
      [$navigate, (to: string) => void navigations.push(to)],
    ],
    handlers: [
      [fetchCsrfCookieFx, async () => undefined],
      [fetchCurrentUserFx, async () => ana],
      [postLoginFx, async () => ({ data: ana })],
      [postLogoutFx, async () => undefined],
    ],
  });
  return { scope, navigations };
}

describe('login guard of the account area (§2, §6)', () => {
  it('before restore (server render, hydration) nobody is judged: the state is checking and no dialog opens', async () => {
    const { scope } = browserScope();
    await allSettled(guardedPageShown, { scope, params: '/en/account/profile' });
    expect(scope.getState($accountAccess)).toBe('checking');
    expect(scope.getState($openDialog)).toBeNull();
  });

  it('a guest gets the login dialog once restore finds nobody, with this localized page as the return target', async () => {
    const { scope } = browserScope();
    await allSettled(guardedPageShown, { scope, params: '/en/account/profile?tab=1' });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($accountAccess)).toBe('guest');
    expect(scope.getState($openDialog)).toBe('login');
    expect(scope.getState($redirectTarget)).toBe('/en/account/profile?tab=1');
  });

  it('a guest arriving after restore (in-app navigation) gets the dialog at once', async () => {
    const { scope } = browserScope();
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled(guardedPageShown, { scope, params: '/fr/affiliate/dashboard' });
    expect(scope.getState($openDialog)).toBe('login');
    expect(scope.getState($redirectTarget)).toBe('/fr/affiliate/dashboard');
  });

  it('a stored session lets the page show, with no dialog, even before the API verified it', async () => {
    const { scope } = browserScope({ 'auth.user': storedRecord });
    await allSettled(guardedPageShown, { scope, params: '/account' });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($accountAccess)).toBe('granted');
    expect(scope.getState($openDialog)).toBeNull();
  });

  it('after signing in from the dialog the guest returns to the page, now granted', async () => {
    const { scope, navigations } = browserScope();
    await allSettled(guardedPageShown, { scope, params: '/es/account/orders' });
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse' } });
    expect(navigations).toEqual(['/es/account/orders']);
    expect(scope.getState($accountAccess)).toBe('granted');
    expect(scope.getState($openDialog)).toBeNull();
  });

  it('the guest state button opens the dialog again after it was closed', async () => {
    const { scope } = browserScope();
    await allSettled(guardedPageShown, { scope, params: '/account/credits' });
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled(dialogsClosed, { scope });
    expect(scope.getState($openDialog)).toBeNull();
    await allSettled(signInRequested, { scope });
    expect(scope.getState($openDialog)).toBe('login');
    expect(scope.getState($redirectTarget)).toBe('/account/credits');
  });

  it('logging out on an account page goes to / and opens no dialog', async () => {
    const { scope, navigations } = browserScope({ 'auth.user': storedRecord });
    await allSettled(sessionRestoreStarted, { scope });
    await allSettled(guardedPageShown, { scope, params: '/account/profile' });
    await allSettled(logoutClicked, { scope });
    expect(scope.getState($user)).toBeNull();
    expect(navigations).toEqual(['/']);
    expect(scope.getState($openDialog)).toBeNull();
  });

  it('a page left before restore finishes asks nothing', async () => {
    const { scope } = browserScope();
    await allSettled(guardedPageShown, { scope, params: '/account' });
    await allSettled(guardedPageLeft, { scope });
    await allSettled(sessionRestoreStarted, { scope });
    expect(scope.getState($openDialog)).toBeNull();
  });
});
