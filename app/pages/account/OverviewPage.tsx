import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';
import { ACCOUNT_SECTIONS } from '../../../ui/AccountShell';
import { Heading } from '../../../ui/Heading';
import { useLocale } from '../../i18n/useLocale';
import * as styles from './AccountPages.css';
import { sectionHrefs } from './sections';

/** /account (and /user/account-optimized): a card for each section of the account. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const hrefs = sectionHrefs(useLocale());
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.title')}</Heading>
      <p className={styles.intro}>{t('account.overview.intro')}</p>
      <nav aria-label={t('account.overview.sections')}>
        <ul className={styles.cards}>
          {ACCOUNT_SECTIONS.filter((section) => section !== 'overview').map((section) => (
            <li key={section}>
              <Link className={styles.card} to={hrefs[section]}>
                <span className={styles.cardTitle}>{t(`account.nav.${section}`)}</span>
                <span className={styles.cardText}>{t(`account.overview.cards.${section}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
