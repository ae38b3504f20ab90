export { CartSummary } from './CartSummary';
export type { CartSummaryProps, CartSummaryLabels } from './CartSummary';
export { CartTotals } from './CartTotals';
export type { CartTotalsProps, CartTotalsLabels, CartDiscountLine } from './CartTotals';
