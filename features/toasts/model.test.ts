import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $toasts, PRODUCT_TOAST_DURATION_MS, toastDismissed, toastShown, toastsCleared } from './index';

const titles = (scope: ReturnType<typeof fork>) => scope.getState($toasts).map((toast) => toast.title);

describe('§2 Toasts', () => {
  it('a shown toast is listed with its level, texts and duration, under an id of its own', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { level: 'success', title: 'Cupão removido' } });
    await allSettled(toastShown, {
      scope,
      params: { level: 'error', title: { key: 'auth.notices.loginFailed.title' }, duration: PRODUCT_TOAST_DURATION_MS },
    });
    const [first, second] = scope.getState($toasts);
    expect(first).toMatchObject({ level: 'success', title: 'Cupão removido' });
    expect(second).toMatchObject({ level: 'error', title: { key: 'auth.notices.loginFailed.title' }, duration: 5000 });
    expect(first!.id).not.toBe(second!.id);
  });

  it('max 3 visible: a fourth pushes the oldest out', async () => {
    const scope = fork();
    for (const title of ['one', 'two', 'three', 'four']) await allSettled(toastShown, { scope, params: { level: 'info', title } });
    expect(titles(scope)).toEqual(['two', 'three', 'four']);
  });

  it('dismissing removes only that toast; ids stay unique after dismissals', async () => {
    const scope = fork();
    for (const title of ['one', 'two']) await allSettled(toastShown, { scope, params: { level: 'info', title } });
    await allSettled(toastDismissed, { scope, params: scope.getState($toasts)[0]!.id });
    expect(titles(scope)).toEqual(['two']);
    await allSettled(toastShown, { scope, params: { level: 'info', title: 'three' } });
    const ids = scope.getState($toasts).map((toast) => toast.id);
    expect(new Set(ids).size).toBe(2);
    await allSettled(toastsCleared, { scope });
    expect(scope.getState($toasts)).toEqual([]);
  });
});
