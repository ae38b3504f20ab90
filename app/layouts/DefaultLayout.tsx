import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { href } from '../routes/href';
import { useLocale } from '../i18n/useLocale';
import { LanguageSwitcher } from './LanguageSwitcher';
import * as styles from './DefaultLayout.css';

export function DefaultLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link className={styles.brand} to={href('home', {}, locale)}>
          {t('layout.brand')}
        </Link>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <footer className={styles.footer}>
        <p>{t('layout.footer')}</p>
      </footer>
    </div>
  );
}
