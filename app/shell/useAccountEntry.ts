import { useUnit } from 'effector-react';
import { useTranslation } from '../i18n/react';
import { useNavigate } from 'react-router-dom';
import { $user, loginDialogOpened } from '../../features/auth/identity';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';

/** The first name, or the e-mail (a restored session may hold only id and e-mail). */
function displayName(user: { email: string; name?: unknown }): string {
  return typeof user.name === 'string' && user.name.trim() !== '' ? user.name.trim() : user.email;
}

/**
 * The account entry of the header, the bottom bar and the menu sheet (§2, §6): signed in, it goes to
 * /account in the page's language; a guest gets the login dialog, returning to `returnTo` after.
 * Signed in, the header's button also carries the user's initial and a name that says whose account.
 */
export function useAccountEntry() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [user, openLogin] = useUnit([$user, loginDialogOpened]);
  const name = user ? displayName(user) : null;
  return {
    signedIn: user !== null,
    badge: name ? name.charAt(0).toUpperCase() : undefined,
    label: name ? t('auth.account.signedIn', { name }) : undefined,
    open: (returnTo: string) => {
      if (user) void navigate(localizePath('/account', locale));
      else openLogin({ redirectTo: returnTo });
    },
  };
}
