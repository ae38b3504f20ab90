export { BuyBar } from './BuyBar';
export type { BuyBarLabels, BuyBarProps } from './BuyBar';
