import { useTranslation } from '../../i18n/react';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import * as styles from '../account/AccountPages.css';

/** /affiliate/dashboard: the dashboard arrives with the ambassador and affiliate issue; until then it says so. */
export default function AffiliateDashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.affiliate.title')}</Heading>
      <EmptyState
        icon="sparkle"
        title={t('account.affiliate.soonTitle')}
        text={t('account.affiliate.soonText')}
        action={{ label: t('account.affiliate.action'), href: href('account', {}, locale) }}
      />
    </div>
  );
}
