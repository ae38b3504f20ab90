import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { LANGUAGE_TAGS } from '../../../contract/constants';
import { $creditBalance, $creditEntries, $creditsPage, $creditsStatus, creditsPageChosen, creditsRequested } from '../../../features/credits';
import { Button } from '../../../ui/Button';
import { CreditBalance } from '../../../ui/CreditBalance';
import { CreditLedger } from '../../../ui/CreditLedger';
import { EmptyState } from '../../../ui/EmptyState';
import { Heading } from '../../../ui/Heading';
import { Text } from '../../../ui/Text';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildCreditBalanceLabels, buildCreditLedgerLabels } from '../../shell/creditsLabels';
import * as styles from './AccountPages.css';

/**
 * /account/credits: the store-credit balance (and the next credit to expire) and the ledger, newest first,
 * a page at a time; read again on every visit. An honest empty state, and a failed read says so with a retry.
 */
export default function CreditsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageTag = LANGUAGE_TAGS[locale];
  const [balance, entries, page, status, requested, pageChosen] = useUnit([$creditBalance, $creditEntries, $creditsPage, $creditsStatus, creditsRequested, creditsPageChosen]);
  const balanceLabels = useMemo(() => buildCreditBalanceLabels(t), [t]);
  const ledgerLabels = useMemo(() => buildCreditLedgerLabels(t), [t]);
  useEffect(() => {
    requested();
  }, [requested]);

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.credits')}</Heading>
      {status === 'failed' && (
        <div role="alert" className={styles.page}>
          <Text tone="critical">{t('account.credits.loadError')}</Text>
          <div>
            <Button variant="secondary" onClick={() => requested()}>
              {t('account.credits.retry')}
            </Button>
          </div>
        </div>
      )}
      {balance === null ? (
        status !== 'failed' && (
          <div aria-busy="true">
            <VisuallyHidden>{t('account.loading')}</VisuallyHidden>
          </div>
        )
      ) : (
        <>
          <CreditBalance balance={balance.balance} nextExpiry={balance.next_expiry} languageTag={languageTag} labels={balanceLabels} />
          {entries.length === 0 ? (
            <EmptyState
              icon="star"
              title={t('account.empty.credits.title')}
              text={t('account.empty.credits.text')}
              action={{ label: t('account.empty.credits.action'), href: href('campaigns', {}, locale) }}
            />
          ) : (
            <section className={styles.page} aria-labelledby="credits-ledger-heading">
              <Heading level={2} id="credits-ledger-heading">
                {ledgerLabels.title}
              </Heading>
              <CreditLedger entries={entries} page={page} onPageChange={pageChosen} busy={status === 'loading'} languageTag={languageTag} labels={ledgerLabels} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
