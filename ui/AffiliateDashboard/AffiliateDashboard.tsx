import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../Button';
import { TextField, useFirstInvalidFocus } from '../FormField';
import { Heading } from '../Heading';
import { LoadFailure, LoadingPanel } from '../LoadFailure';
import { StatTiles, type StatTile } from '../StatTiles';
import * as styles from './AffiliateDashboard.css';

/** What the dashboard can show: loading, a failed load, a customer who is not an affiliate, or the affiliate's numbers. */
export const AFFILIATE_VIEWS = ['loading', 'error', 'notAffiliate', 'ready'] as const;
export type AffiliateView = (typeof AFFILIATE_VIEWS)[number];

export const CHART_PERIODS = ['day', 'week', 'month'] as const;
export type ChartPeriod = (typeof CHART_PERIODS)[number];

/** One bucket of the chart, its texts formatted by the caller. */
export interface ChartBucket {
  label: string;
  clicks: number;
  conversions: number;
  commission: string;
}

export interface TopProductRow {
  name: string;
  href: string;
  units: string;
  commission: string;
}

/** Every text, from the caller's catalogue (`programmes.affiliate.*`). */
export interface AffiliateLabels {
  notAffiliateTitle: string;
  notAffiliateText: string;
  /** The link to the contact form under that text. */
  notAffiliateContact: string;
  loadError: string;
  retry: string;
  chartTitle: string;
  /** The chart's description for screen readers: totals of the period. */
  chartSummary: string;
  period: Record<ChartPeriod, string>;
  periodLabel: string;
  clicks: string;
  conversions: string;
  commission: string;
  bucket: string;
  showTable: string;
  hideTable: string;
  topProductsTitle: string;
  noProducts: string;
  statementTitle: string;
  thresholdNote: string;
  payoutsTitle: string;
  noPayouts: string;
  downloadCsv: string;
  linkTitle: string;
  linkText: string;
  linkInput: string;
  linkBuild: string;
  linkResult: string;
  linkCopy: string;
}

export interface AffiliateDashboardProps {
  view: AffiliateView;
  labels: AffiliateLabels;
  period?: ChartPeriod;
  buckets?: readonly ChartBucket[];
  topProducts?: readonly TopProductRow[];
  statement?: readonly StatTile[];
  payouts?: readonly { amount: string; date: string }[];
  downloadingCsv?: boolean;
  /** The tracked link built from the last URL given, or why it could not be built. */
  builtLink?: string | null;
  linkError?: string | null;
  onPeriodChange?: (period: ChartPeriod) => void;
  onBuildLink?: (url: string) => void;
  onCopyLink?: () => void;
  onDownloadCsv?: () => void;
  onRetry?: () => void;
  /** Where a customer who is not an affiliate asks to become one (the contact form). */
  contactHref?: string;
}

const CHART_WIDTH = 600;
const CHART_HEIGHT = 200;

/** Clicks and conversions per bucket as grouped bars: an image with a title and a summary, its numbers in a table on demand. */
function Chart({ labels, buckets }: { labels: AffiliateLabels; buckets: readonly ChartBucket[] }) {
  const [tableShown, setTableShown] = useState(false);
  const titleId = useId();
  const descId = useId();
  const tableId = useId();
  const max = Math.max(1, ...buckets.map((bucket) => Math.max(bucket.clicks, bucket.conversions)));
  const slot = CHART_WIDTH / Math.max(1, buckets.length);
  const bar = Math.max(1, slot * 0.38);
  const height = (value: number) => (value / max) * (CHART_HEIGHT - 4);
  return (
    <>
      <svg className={styles.chart} role="img" aria-labelledby={`${titleId} ${descId}`} viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none">
        <title id={titleId}>{labels.chartTitle}</title>
        <desc id={descId}>{labels.chartSummary}</desc>
        <line className={styles.baseline} x1={0} x2={CHART_WIDTH} y1={CHART_HEIGHT - 0.5} y2={CHART_HEIGHT - 0.5} vectorEffect="non-scaling-stroke" />
        {buckets.map((bucket, index) => (
          <g key={bucket.label}>
            <rect className={styles.clicksBar} x={index * slot + slot * 0.1} y={CHART_HEIGHT - height(bucket.clicks)} width={bar} height={height(bucket.clicks)} />
            <rect className={styles.conversionsBar} x={index * slot + slot * 0.1 + bar} y={CHART_HEIGHT - height(bucket.conversions)} width={bar} height={height(bucket.conversions)} />
          </g>
        ))}
      </svg>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatchClicks} aria-hidden="true" />
          {labels.clicks}
        </li>
        <li>
          <span className={styles.swatchConversions} aria-hidden="true" />
          {labels.conversions}
        </li>
      </ul>
      <div>
        <Button variant="ghost" size="small" aria-expanded={tableShown} aria-controls={tableId} onClick={() => setTableShown(!tableShown)}>
          {tableShown ? labels.hideTable : labels.showTable}
        </Button>
      </div>
      <div id={tableId} className={styles.tableWrap} hidden={!tableShown}>
        <table className={styles.table}>
          <caption className={styles.muted}>{labels.chartTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.bucket}</th>
              <th scope="col">{labels.clicks}</th>
              <th scope="col">{labels.conversions}</th>
              <th scope="col">{labels.commission}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.label}>
                <th scope="row">{bucket.label}</th>
                <td>{bucket.clicks}</td>
                <td>{bucket.conversions}</td>
                <td>{bucket.commission}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const LINK_FIELDS = ['url'] as const;

function LinkBuilder({ labels, builtLink, linkError, onBuildLink, onCopyLink }: Pick<AffiliateDashboardProps, 'labels' | 'builtLink' | 'linkError' | 'onBuildLink' | 'onCopyLink'>) {
  const [url, setUrl] = useState('');
  const titleId = useId();
  // A refused address takes the focus back to the field, which reads out why.
  const errors = useMemo(() => ({ url: linkError ?? undefined }), [linkError]);
  const { fieldRef } = useFirstInvalidFocus(LINK_FIELDS, errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBuildLink?.(url);
  };
  return (
    <form className={styles.card} aria-labelledby={titleId} onSubmit={submit} noValidate>
      <Heading level={2} id={titleId}>
        {labels.linkTitle}
      </Heading>
      <p className={styles.text}>{labels.linkText}</p>
      <TextField name="url" type="url" label={labels.linkInput} value={url} onChange={setUrl} error={linkError ?? undefined} autoComplete="off" inputRef={fieldRef('url')} />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {labels.linkBuild}
        </Button>
      </div>
      {builtLink && (
        <>
          <TextField name="link" type="url" label={labels.linkResult} value={builtLink} readOnly selectOnFocus />
          <div className={styles.actions}>
            <Button icon="copy" onClick={() => onCopyLink?.()}>
              {labels.linkCopy}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}

/**
 * The affiliate dashboard (§1): the link builder, clicks and conversions per day, week or month as an
 * accessible chart with its table, the top products, the statement with the payout threshold and the
 * CSV export. A customer who is not an affiliate is told so plainly.
 */
export function AffiliateDashboard(props: AffiliateDashboardProps) {
  const { view, labels } = props;
  const chartTitleId = useId();
  const topId = useId();
  const statementId = useId();
  if (view === 'loading') return <LoadingPanel />;
  if (view === 'error') return <LoadFailure message={labels.loadError} retryLabel={labels.retry} onRetry={props.onRetry} />;
  if (view === 'notAffiliate') {
    return (
      <section className={styles.card} aria-labelledby={chartTitleId}>
        <Heading level={2} id={chartTitleId}>
          {labels.notAffiliateTitle}
        </Heading>
        <p className={styles.text}>{labels.notAffiliateText}</p>
        {props.contactHref && (
          <p>
            <a className={styles.link} href={props.contactHref}>
              {labels.notAffiliateContact}
            </a>
          </p>
        )}
      </section>
    );
  }
  const period = props.period ?? 'day';
  const topProducts = props.topProducts ?? [];
  const payouts = props.payouts ?? [];
  return (
    <div className={styles.root}>
      <LinkBuilder labels={labels} builtLink={props.builtLink} linkError={props.linkError} onBuildLink={props.onBuildLink} onCopyLink={props.onCopyLink} />
      <section className={styles.card} aria-labelledby={chartTitleId}>
        <div className={styles.header}>
          <Heading level={2} id={chartTitleId}>
            {labels.chartTitle}
          </Heading>
          <div role="group" aria-label={labels.periodLabel} className={styles.periods}>
            {(['day', 'week', 'month'] as const).map((option) => (
              <Button key={option} size="small" variant={option === period ? 'primary' : 'ghost'} aria-pressed={option === period} onClick={() => props.onPeriodChange?.(option)}>
                {labels.period[option]}
              </Button>
            ))}
          </div>
        </div>
        <Chart labels={labels} buckets={props.buckets ?? []} />
      </section>
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby={topId}>
          <Heading level={2} id={topId}>
            {labels.topProductsTitle}
          </Heading>
          {topProducts.length === 0 ? (
            <p className={styles.text}>{labels.noProducts}</p>
          ) : (
            <ol className={styles.list}>
              {topProducts.map((product) => (
                <li key={product.href} className={styles.item}>
                  <a className={styles.link} href={product.href}>
                    {product.name}
                  </a>
                  <span>{product.commission}</span>
                  <span className={styles.muted}>{product.units}</span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <section className={styles.card} aria-labelledby={statementId}>
          <Heading level={2} id={statementId}>
            {labels.statementTitle}
          </Heading>
          <StatTiles tiles={props.statement ?? []} aria-label={labels.statementTitle} />
          <p className={styles.text}>{labels.thresholdNote}</p>
          <Heading level={3}>{labels.payoutsTitle}</Heading>
          {payouts.length === 0 ? (
            <p className={styles.text}>{labels.noPayouts}</p>
          ) : (
            <ul className={styles.list}>
              {payouts.map((payout, index) => (
                <li key={`${payout.date}-${index}`} className={styles.item}>
                  <span>{payout.date}</span>
                  <span>{payout.amount}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.actions}>
            <Button variant="secondary" aria-busy={props.downloadingCsv} disabled={props.downloadingCsv} onClick={() => props.onDownloadCsv?.()}>
              {labels.downloadCsv}
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
