import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { $affiliate, $affiliatePeriod, $affiliateState, affiliatePageOpened, affiliatePeriodChanged, downloadCommissionsFx } from '../../../features/programmes';
import { toastShown } from '../../../features/toasts';
import { AffiliateDashboard, type AffiliateView } from '../../../ui/AffiliateDashboard';
import { Heading } from '../../../ui/Heading';
import { useTranslation } from '../../i18n/react';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { affiliateLabels, affiliateLinkOf, chartBuckets, payoutRows, statementTiles, topProductRows } from '../../shell/programmeLabels';
import * as styles from '../account/AccountPages.css';
import { copyWithToast } from '../../shell/copyWithToast';

/** Saves a downloaded file under its name (an object URL clicked, then let go). */
function saveFile({ blob, name }: { blob: Blob; name: string }) {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * /affiliate/dashboard (§1, affiliate layout, login required): the link builder, the chart by day, week
 * or month with its table, the top products, the statement and the CSV export — or, for a customer the
 * operator has not made an affiliate, a plain "not an affiliate" state.
 */
export default function AffiliateDashboardPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [dashboard, state, period, opened, periodChanged, download, downloading, showToast] = useUnit([
    $affiliate,
    $affiliateState,
    $affiliatePeriod,
    affiliatePageOpened,
    affiliatePeriodChanged,
    downloadCommissionsFx,
    downloadCommissionsFx.pending,
    toastShown,
  ]);
  const [builtLink, setBuiltLink] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  useEffect(() => {
    opened();
  }, [opened]);
  const labels = useMemo(() => affiliateLabels(t, dashboard), [t, dashboard]);
  const view: AffiliateView = state === 'notAffiliate' ? 'notAffiliate' : state === 'error' ? 'error' : dashboard ? 'ready' : 'loading';

  const buildLink = (url: string) => {
    const link = dashboard ? affiliateLinkOf(url, window.location.origin, dashboard.code) : null;
    setBuiltLink(link);
    setLinkError(link ? null : t('programmes.affiliate.linkInvalid'));
  };
  const copyLink = () => copyWithToast(builtLink ?? '', { done: 'programmes.affiliate.copied', failed: 'programmes.affiliate.copyFailed' }, showToast);
  const downloadCsv = async () => {
    try {
      saveFile(await download());
    } catch {
      showToast({ level: 'error', title: { key: 'programmes.affiliate.csvFailed' } });
    }
  };

  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.affiliate.title')}</Heading>
      <AffiliateDashboard
        view={view}
        labels={labels}
        contactHref={href('contact', {}, locale)}
        period={period}
        buckets={dashboard ? chartBuckets(locale, dashboard) : []}
        topProducts={dashboard ? topProductRows(t, locale, dashboard, (slug) => href('product', { slug }, locale)) : []}
        statement={dashboard ? statementTiles(t, locale, dashboard.statement) : []}
        payouts={dashboard ? payoutRows(locale, dashboard.statement) : []}
        builtLink={builtLink}
        linkError={linkError}
        downloadingCsv={downloading}
        onPeriodChange={periodChanged}
        onBuildLink={buildLink}
        onCopyLink={() => void copyLink()}
        onDownloadCsv={() => void downloadCsv()}
        onRetry={opened}
      />
    </div>
  );
}
