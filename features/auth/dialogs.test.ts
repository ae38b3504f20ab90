import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { $openDialog, $redirectTarget, dialogsClosed, forgotPasswordDialogOpened, loginDialogOpened, loginSubmitted, registerDialogOpened } from './index';
import { authScope, user } from './test-support';

describe('§2 Dialogs', () => {
  it('only one dialog is open at a time', async () => {
    const { scope } = authScope();
    await allSettled(loginDialogOpened, { scope, params: undefined });
    expect(scope.getState($openDialog)).toBe('login');
    await allSettled(registerDialogOpened, { scope });
    expect(scope.getState($openDialog)).toBe('register');
    await allSettled(forgotPasswordDialogOpened, { scope });
    expect(scope.getState($openDialog)).toBe('forgotPassword');
  });

  it('opening login while signed in shows no dialog and navigates to the stored redirect target', async () => {
    const { scope, navigations } = authScope({ signedIn: user() });
    await allSettled(loginDialogOpened, { scope, params: { redirectTo: '/account' } });
    expect(scope.getState($openDialog)).toBeNull();
    expect(navigations).toEqual(['/account']);
  });

  it('opening login while signed in without a target shows nothing and stays', async () => {
    const { scope, navigations } = authScope({ signedIn: user() });
    await allSettled(loginDialogOpened, { scope, params: undefined });
    expect(scope.getState($openDialog)).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('closing all dialogs clears the target', async () => {
    const { scope, navigations } = authScope();
    await allSettled(loginDialogOpened, { scope, params: { redirectTo: '/account/orders' } });
    await allSettled(registerDialogOpened, { scope });
    expect(scope.getState($redirectTarget)).toBe('/account/orders');
    await allSettled(dialogsClosed, { scope });
    expect(scope.getState($openDialog)).toBeNull();
    expect(scope.getState($redirectTarget)).toBeNull();
    expect(navigations).toEqual([]);
  });

  it('a guest who signs in from the login dialog returns to the target and the dialog closes', async () => {
    const { scope, navigations } = authScope();
    await allSettled(loginDialogOpened, { scope, params: { redirectTo: '/account' } });
    await allSettled(loginSubmitted, { scope, params: { email: 'ana@example.com', password: 'correct horse' } });
    expect(scope.getState($openDialog)).toBeNull();
    expect(navigations).toEqual(['/account']);
    expect(scope.getState($redirectTarget)).toBeNull();
  });
});
