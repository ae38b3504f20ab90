import { useTranslation } from '../../i18n/react';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { $overview, $overviewStatus, overviewOpened } from '../../../features/support';
import { AccountSummary } from '../../../ui/AccountSummary';
import { ACCOUNT_SECTIONS } from '../../../ui/AccountShell';
import { Heading } from '../../../ui/Heading';
import { formatPrice } from '../../../ui/Price/formatPrice';
import { LANGUAGE_TAGS } from '../../../contract/locale';
import { useLocale } from '../../i18n/useLocale';
import { buildAccountSummaryLabels, orderStatusText, supportDate } from '../../shell/supportLabels';
import * as styles from './AccountPages.css';
import { sectionHrefs } from './sections';

/** /account (and /user/account-optimized): the latest order, the credit balance and open requests, then a card for each section. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const hrefs = sectionHrefs(locale);
  const [overview, status, opened] = useUnit([$overview, $overviewStatus, overviewOpened]);
  useEffect(() => {
    opened();
  }, [opened]);
  const language = LANGUAGE_TAGS[locale];
  const order = overview?.latest_order ?? null;
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.title')}</Heading>
      <p className={styles.intro}>{t('account.overview.intro')}</p>
      <AccountSummary
        state={status === 'ready' ? 'ready' : status === 'failed' ? 'failed' : 'loading'}
        latestOrder={order ? { number: order.number, status: orderStatusText(t, order.status), total: formatPrice(order.total, language), placed: supportDate(order.created_at, locale) } : null}
        credit={formatPrice(overview?.credit_balance ?? 0, language)}
        openTickets={overview?.open_tickets ?? 0}
        hrefs={{ orders: hrefs.orders, credits: hrefs.credits, support: hrefs.support }}
        labels={buildAccountSummaryLabels(t)}
      />
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
