import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { Outlet, useNavigate } from 'react-router-dom';
import { $authReady, $isAuthenticated } from '../../features/auth';
import { localizePath } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { href } from '../routes/href';
import { LeanFooter } from './LeanFooter';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './AuthLayout.css';

/**
 * The auth layout (§2, /recovery/{token}): a minimal header (brand and language), the page, a few
 * footer links (the sign-in dialogs live above the layouts, app/shell/LocaleRoot.tsx). Its pages are guest-only: once the stored session is read
 * (`$authReady`), a signed-in visitor is sent to /account.
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [ready, signedIn] = useUnit([$authReady, $isAuthenticated]);
  useEffect(() => {
    if (ready && signedIn) void navigate(localizePath('/account', locale), { replace: true });
  }, [ready, signedIn, locale, navigate]);

  const links = [
    { href: href('faq', {}, locale), label: t('nav.faq') },
    { href: href('contact', {}, locale), label: t('nav.contact') },
    { href: href('legal', { slug: 'terms-of-service' }, locale), label: t('nav.terms') },
    { href: href('legal', { slug: 'privacy-policy' }, locale), label: t('nav.privacy') },
  ];
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a className={styles.brand} href={href('home', {}, locale)}>
          {t('layout.brand')}
        </a>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <LeanFooter links={links} />
    </div>
  );
}
