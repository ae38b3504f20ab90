export { CreditBalance } from './CreditBalance';
export type { CreditBalanceLabels, CreditBalanceProps } from './CreditBalance';
