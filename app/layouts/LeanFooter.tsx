import { useTranslation } from '../i18n/react';
import * as styles from './LeanFooter.css';

/** The few footer links of the lean layouts (auth, checkout, payment), in place of the full footer. */
export function LeanFooter({ links }: { links: { href: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('nav.footerNavigation')}>
        <ul className={styles.footerLinks}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.footerLink} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
