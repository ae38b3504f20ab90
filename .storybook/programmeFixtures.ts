/**
 * The ambassador programme's and the affiliate dashboard's sample data (mocks/fixtures/programmes.ts), with
 * their texts and values in a locale built by the app's own builders (app/shell/programmeLabels.ts).
 */
import type { AffiliateDashboard, AmbassadorProgramme } from '../contract';
import {
  affiliateLabels,
  ambassadorLabels,
  ambassadorStats,
  chartBuckets,
  payoutRows,
  referralRows,
  statementTiles,
  topProductRows,
} from '../app/shell/programmeLabels';
import { i18nFor, type Locale } from './i18n';

export { emptyDashboard, notJoinedProgramme, quietProgramme, sampleDashboard, sampleProgramme } from '../mocks/fixtures/programmes';

export function ambassadorProps(locale: Locale, programme: AmbassadorProgramme) {
  const t = i18nFor(locale).t;
  return {
    labels: ambassadorLabels(t, programme),
    termsHref: '/legal-information/ambassador-terms',
    code: programme.code,
    shareUrl: programme.share_url,
    stats: ambassadorStats(t, locale, programme.stats),
    referrals: referralRows(t, locale, programme.referrals),
  };
}

export function affiliateProps(locale: Locale, dashboard: AffiliateDashboard) {
  const t = i18nFor(locale).t;
  return {
    labels: affiliateLabels(t, dashboard),
    period: dashboard.period,
    buckets: chartBuckets(locale, dashboard),
    topProducts: topProductRows(t, locale, dashboard, (slug) => `/product/${slug}`),
    statement: statementTiles(t, locale, dashboard.statement),
    payouts: payoutRows(locale, dashboard.statement),
  };
}
