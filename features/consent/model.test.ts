import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $consentChoice, $consentSettingsOpen, consentChosen, consentSettingsOpened } from './index';

describe('the banner shows until the visitor chose, and again from the cookie settings', () => {
  it('a choice is kept and closes the reopened settings; the settings reopen with the choice still there', async () => {
    const scope = fork();
    expect(scope.getState($consentChoice)).toBeNull();
    await allSettled(consentChosen, { scope, params: { analytics: true, marketing: false } });
    expect(scope.getState($consentChoice)).toEqual({ analytics: true, marketing: false });
    await allSettled(consentSettingsOpened, { scope });
    expect(scope.getState($consentSettingsOpen)).toBe(true);
    expect(scope.getState($consentChoice)).toEqual({ analytics: true, marketing: false });
    await allSettled(consentChosen, { scope, params: { analytics: false, marketing: false } });
    expect(scope.getState($consentSettingsOpen)).toBe(false);
    expect(scope.getState($consentChoice)).toEqual({ analytics: false, marketing: false });
  });
});
