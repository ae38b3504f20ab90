import { useUnit } from 'effector-react';
import { Suspense } from 'react';
import { $openDialog } from '../../features/auth/identity';
import { lazyWithMessages } from '../i18n/react';
import { useHydrated } from './useHydrated';

/** The dialogs, their forms, Radix's dialog and their texts are fetched when a dialog first opens, not in the first load. */
const AuthDialogs = lazyWithMessages(() => import('./AuthDialogs'), ['overlays']);

/**
 * §2 Dialogs, in one place, above the layouts (app/shell/LocaleRoot.tsx): whichever of login, register
 * and forgot password `$openDialog` names (app/shell/AuthDialogs.tsx). Browser only: the dialogs
 * open from a tap, never in the server's HTML, so the server and the hydrating browser both render
 * nothing here; the dialogs' code loads once one opens (nothing shows while it loads).
 */
export function AuthDialogsHost() {
  const hydrated = useHydrated();
  const open = useUnit($openDialog);
  if (!hydrated || open === null) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  );
}
