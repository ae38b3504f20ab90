export { CheckoutHeader } from './CheckoutHeader';
export type { CheckoutHeaderProps, CheckoutHeaderLabels } from './CheckoutHeader';
