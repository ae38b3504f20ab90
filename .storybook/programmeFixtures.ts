/**
 * The ambassador programme's and the affiliate dashboard's sample data, with their texts and values in a
 * locale built by the app's own builders (app/shell/programmeLabels.ts).
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

export const sampleProgramme: AmbassadorProgramme = {
  joined: true,
  joined_at: '2026-10-01T10:00:00.000Z',
  code: 'MARTA-7K3M',
  share_url: 'https://loja.example/?utm_source=ambassador&utm_medium=referral&utm_campaign=marta-7k3m',
  terms_slug: 'ambassador-terms',
  friend_discount_percent: 10,
  commission_percent: 5,
  return_window_days: 14,
  stats: { clicks: 48, sign_ups: 6, first_orders: 3, pending_earnings: 4.5, matured_earnings: 12.35 },
  referrals: [
    { friend: 'r•••@mail.pt', status: 'pending', discount: 9, commission: 4.05, created_at: '2026-11-20T10:00:00.000Z', matures_at: null, matured_at: null },
    { friend: 'i•••@mail.pt', status: 'pending', discount: 5, commission: 0.45, created_at: '2026-11-10T10:00:00.000Z', matures_at: '2026-11-30T10:00:00.000Z', matured_at: null },
    { friend: 'p•••@gmail.com', status: 'matured', discount: 12, commission: 12.35, created_at: '2026-10-12T10:00:00.000Z', matures_at: '2026-10-30T10:00:00.000Z', matured_at: '2026-10-30T10:15:00.000Z' },
    { friend: 'j•••@mail.pt', status: 'refused', discount: 0, commission: 0, created_at: '2026-10-05T10:00:00.000Z', matures_at: null, matured_at: null },
    { friend: 'a•••@sapo.pt', status: 'cancelled', discount: 4, commission: 1.8, created_at: '2026-10-02T10:00:00.000Z', matures_at: null, matured_at: null },
  ],
};

export const notJoinedProgramme: AmbassadorProgramme = {
  ...sampleProgramme,
  joined: false,
  joined_at: null,
  code: null,
  share_url: null,
  stats: { clicks: 0, sign_ups: 0, first_orders: 0, pending_earnings: 0, matured_earnings: 0 },
  referrals: [],
};

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

const days = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const start = new Date(Date.UTC(2026, 9, 29 + index)).toISOString().slice(0, 10);
    const clicks = [4, 9, 3, 12, 7, 0, 5, 14, 6, 8][index % 10]!;
    const conversions = Math.floor(clicks / 4);
    return { start, clicks, conversions, commission: conversions * 3.2 };
  });

export const sampleDashboard: AffiliateDashboard = {
  code: 'ANA-AFF1',
  since: '2026-09-01T10:00:00.000Z',
  commission_percent: 8,
  period: 'day',
  buckets: days(30),
  top_products: [
    { name: 'Vestido midi de linho', slug: 'vestido-midi-de-linho', units: 7, commission: 21.6 },
    { name: 'Sapatilhas de corrida leves', slug: 'sapatilhas-de-corrida-leves', units: 4, commission: 18.4 },
    { name: 'Mochila urbana impermeável', slug: 'mochila-urbana-impermeavel', units: 2, commission: 6.2 },
  ],
  statement: { pending: 24.8, matured: 31.2, paid: 120, threshold: 50, payouts: [{ amount: 120, created_at: '2026-10-15T10:00:00.000Z' }] },
};

export const emptyDashboard: AffiliateDashboard = {
  ...sampleDashboard,
  buckets: days(30).map((bucket) => ({ ...bucket, clicks: 0, conversions: 0, commission: 0 })),
  top_products: [],
  statement: { pending: 0, matured: 0, paid: 0, threshold: 50, payouts: [] },
};

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
