import type { Translate } from '../i18n/translate';
import type { AffiliateDashboard, AmbassadorProgramme, Locale } from '../../contract';
import { AFFILIATE_UTM, trackedLink } from '../../contract/programme-links';
import { LANGUAGE_TAGS } from '../../contract/constants';
import type { AffiliateLabels, ChartBucket, TopProductRow } from '../../ui/AffiliateDashboard';
import type { AmbassadorLabels, ReferralRow } from '../../ui/AmbassadorProgramme';
import { formatPrice } from '../../ui/Price/formatPrice';
import type { StatTile } from '../../ui/StatTiles';

/**
 * The ambassador programme's and the affiliate dashboard's texts (`programmes.*` in locales/) and the
 * values they show, formatted in the page's language; the pages and the workbench call the same builders.
 */

const dateText = (locale: Locale, iso: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
  new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], { timeZone: 'Europe/Lisbon', ...options }).format(new Date(iso));
const money = (locale: Locale, amount: number) => formatPrice(amount, LANGUAGE_TAGS[locale]);

export function ambassadorLabels(t: Translate, programme: Pick<AmbassadorProgramme, 'friend_discount_percent' | 'commission_percent' | 'return_window_days'> | null): AmbassadorLabels {
  const values = { discount: programme?.friend_discount_percent ?? 0, commission: programme?.commission_percent ?? 0, days: programme?.return_window_days ?? 0 };
  const k = (key: string) => t(`programmes.ambassador.${key}`, values);
  return {
    joinTitle: k('joinTitle'),
    joinText: k('joinText'),
    acceptTerms: k('acceptTerms'),
    termsLink: k('termsLink'),
    join: k('join'),
    joining: k('joining'),
    mustAccept: k('mustAccept'),
    codeTitle: k('codeTitle'),
    codeText: k('codeText'),
    linkLabel: k('linkLabel'),
    share: k('share'),
    copyLink: k('copyLink'),
    copyCode: k('copyCode'),
    statsTitle: k('statsTitle'),
    referralsTitle: k('referralsTitle'),
    noReferrals: k('noReferrals'),
    loadError: k('loadError'),
    retry: k('retry'),
    status: { pending: k('status.pending'), matured: k('status.matured'), cancelled: k('status.cancelled'), refused: k('status.refused') },
  };
}

export function ambassadorStats(t: Translate, locale: Locale, stats: AmbassadorProgramme['stats']): StatTile[] {
  const k = (key: string) => t(`programmes.ambassador.stats.${key}`);
  return [
    { label: k('clicks'), value: String(stats.clicks) },
    { label: k('signUps'), value: String(stats.sign_ups) },
    { label: k('firstOrders'), value: String(stats.first_orders) },
    { label: k('pending'), value: money(locale, stats.pending_earnings) },
    { label: k('matured'), value: money(locale, stats.matured_earnings) },
  ];
}

export function referralRows(t: Translate, locale: Locale, referrals: AmbassadorProgramme['referrals']): ReferralRow[] {
  return referrals.map((referral) => {
    const ordered = t('programmes.ambassador.ordered', { date: dateText(locale, referral.created_at) });
    const when =
      referral.status === 'refused'
        ? t('programmes.ambassador.selfReferral')
        : referral.status === 'matured' && referral.matured_at
          ? t('programmes.ambassador.maturedOn', { date: dateText(locale, referral.matured_at) })
          : referral.status === 'pending'
            ? referral.matures_at
              ? t('programmes.ambassador.maturesOn', { date: dateText(locale, referral.matures_at) })
              : t('programmes.ambassador.awaitingDelivery')
            : null;
    return { friend: referral.friend, status: referral.status, amount: money(locale, referral.commission), note: when ? `${ordered} · ${when}` : ordered };
  });
}

export function affiliateLabels(t: Translate, dashboard: AffiliateDashboard | null): AffiliateLabels {
  const k = (key: string, options?: Record<string, unknown>) => t(`programmes.affiliate.${key}`, options);
  const totals = (dashboard?.buckets ?? []).reduce(
    (sum, bucket) => ({ clicks: sum.clicks + bucket.clicks, conversions: sum.conversions + bucket.conversions, amount: sum.amount + bucket.commission }),
    { clicks: 0, conversions: 0, amount: 0 },
  );
  return {
    notAffiliateTitle: k('notAffiliateTitle'),
    notAffiliateText: k('notAffiliateText'),
    notAffiliateContact: k('notAffiliateContact'),
    loadError: k('loadError'),
    retry: k('retry'),
    chartTitle: k('chartTitle'),
    chartSummary: k('chartSummary', { ...totals, amount: Math.round(totals.amount * 100) / 100 }),
    period: { day: k('period.day'), week: k('period.week'), month: k('period.month') },
    periodLabel: k('periodLabel'),
    clicks: k('clicks'),
    conversions: k('conversions'),
    commission: k('commission'),
    bucket: k('bucket'),
    showTable: k('showTable'),
    hideTable: k('hideTable'),
    topProductsTitle: k('topProductsTitle'),
    noProducts: k('noProducts'),
    statementTitle: k('statementTitle'),
    thresholdNote: k('thresholdNote', { amount: dashboard?.statement.threshold ?? 0 }),
    payoutsTitle: k('payoutsTitle'),
    noPayouts: k('noPayouts'),
    downloadCsv: k('downloadCsv'),
    linkTitle: k('linkTitle'),
    linkText: k('linkText', { code: dashboard?.code ?? '' }),
    linkInput: k('linkInput'),
    linkBuild: k('linkBuild'),
    linkResult: k('linkResult'),
    linkCopy: k('linkCopy'),
  };
}

export function chartBuckets(locale: Locale, dashboard: AffiliateDashboard): ChartBucket[] {
  const options: Intl.DateTimeFormatOptions = dashboard.period === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return dashboard.buckets.map((bucket) => ({
    label: new Intl.DateTimeFormat(LANGUAGE_TAGS[locale], options).format(new Date(`${bucket.start}T00:00:00Z`)),
    clicks: bucket.clicks,
    conversions: bucket.conversions,
    commission: money(locale, bucket.commission),
  }));
}

export function topProductRows(t: Translate, locale: Locale, dashboard: AffiliateDashboard, productHref: (slug: string) => string): TopProductRow[] {
  return dashboard.top_products.map((product) => ({
    name: product.name,
    href: productHref(product.slug),
    units: t('programmes.affiliate.units', { count: product.units }),
    commission: money(locale, product.commission),
  }));
}

export function statementTiles(t: Translate, locale: Locale, statement: AffiliateDashboard['statement']): StatTile[] {
  return [
    { label: t('programmes.affiliate.statement.pending'), value: money(locale, statement.pending) },
    { label: t('programmes.affiliate.statement.matured'), value: money(locale, statement.matured) },
    { label: t('programmes.affiliate.statement.paid'), value: money(locale, statement.paid) },
  ];
}

export function payoutRows(locale: Locale, statement: AffiliateDashboard['statement']) {
  return statement.payouts.map((payout) => ({ amount: money(locale, payout.amount), date: dateText(locale, payout.created_at) }));
}

/** The affiliate link of a page of this shop (same origin only); null for any other address. */
export function affiliateLinkOf(input: string, shopOrigin: string, code: string): string | null {
  const parsed = URL.parse(input.trim(), shopOrigin);
  if (!parsed || parsed.origin !== shopOrigin) return null;
  return trackedLink(parsed.toString(), AFFILIATE_UTM, code);
}
