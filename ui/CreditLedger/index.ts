export { CreditLedger } from './CreditLedger';
export type { CreditLedgerLabels, CreditLedgerProps } from './CreditLedger';
export { AMOUNT_SIGNS } from './CreditLedger.css';
export type { AmountSign } from './CreditLedger.css';
