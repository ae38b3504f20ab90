import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { accountFormsReset } from '../../../features/account';
import { $logoutPending, $user, logoutClicked } from '../../../features/auth';
import { AccountShell } from '../../../ui/AccountShell';
import { EmptyState } from '../../../ui/EmptyState';
import { useHydrated } from '../../shell/useHydrated';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useLocale } from '../../i18n/useLocale';
import * as styles from '../../layouts/AccountLayout.css';
import { $accountAccess, guardedPageLeft, guardedPageShown, signInRequested } from './guard';
import type { AccountAccess } from './guard';
import { greetingOf, sectionHrefs, sectionOfRoute, shellLabels } from './sections';

/** Before the browser knows who is signed in: placeholders, busy, with a spoken sentence. */
function CheckingState() {
  const { t } = useTranslation();
  return (
    <div className={styles.checking} role="status" aria-busy="true" data-account-access="checking">
      <VisuallyHidden>{t('account.loading')}</VisuallyHidden>
      <span className={styles.skeletonTitle} aria-hidden="true" />
      <span className={styles.skeletonLine} aria-hidden="true" />
      <span className={styles.skeletonBlock} aria-hidden="true" />
    </div>
  );
}

/** A guest: the login dialog is open over this; its button opens it again. */
function GuestState({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-account-access="guest">
      <EmptyState icon="user" headingLevel={1} title={t('account.guest.title')} text={t('account.guest.text')} action={{ label: t('account.guest.action'), onClick: onSignIn }} />
    </div>
  );
}

function GuardedContent({ access, onSignIn }: { access: AccountAccess; onSignIn: () => void }) {
  if (access === 'granted') return <Outlet />;
  if (access === 'guest') return <GuestState onSignIn={onSignIn} />;
  return <CheckingState />;
}

/**
 * The login guard (guard.ts) around a private page: tells the guard which page is shown, renders the
 * page only when signed in, and in the account area wraps it in the account shell.
 */
export function AccountGate({ area }: { area: 'account' | 'affiliate' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const routeId = (useMatches().at(-1)?.handle as { routeId?: string } | undefined)?.routeId;
  const [access, user, logoutPending] = useUnit([$accountAccess, $user, $logoutPending]);
  const [shown, left, signIn, logout, formsReset] = useUnit([guardedPageShown, guardedPageLeft, signInRequested, logoutClicked, accountFormsReset]);
  const target = location.pathname + location.search;

  useEffect(() => {
    shown(target);
  }, [shown, target]);
  useEffect(
    () => () => {
      left();
      formsReset();
    },
    [left, formsReset],
  );

  const content = <GuardedContent access={access} onSignIn={signIn} />;
  if (area === 'affiliate') return <div className={styles.affiliate}>{content}</div>;
  // A guest has no account to find their way in: no greeting waiting for a name, no sections to sign in to one by one.
  if (access === 'guest') return content;
  const granted = access === 'granted';
  return (
    <AccountShell
      hrefs={sectionHrefs(locale)}
      labels={shellLabels(t)}
      current={sectionOfRoute(routeId)}
      greeting={granted ? greetingOf(t, user) : undefined}
      onLogout={granted ? logout : undefined}
      logoutPending={logoutPending}
      onNavigate={hydrated ? (to) => void navigate(to) : undefined}
    >
      {content}
    </AccountShell>
  );
}
