export { AccountSummary, ACCOUNT_SUMMARY_STATES } from './AccountSummary';
export type { AccountSummaryLabels, AccountSummaryOrder, AccountSummaryProps, AccountSummaryState } from './AccountSummary';
