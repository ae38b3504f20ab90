export { AffiliateDashboard, AFFILIATE_VIEWS, CHART_PERIODS } from './AffiliateDashboard';
export type { AffiliateDashboardProps, AffiliateLabels, AffiliateView, ChartBucket, ChartPeriod, TopProductRow } from './AffiliateDashboard';
