export { OrderSuccess } from './OrderSuccess';
export type { OrderSuccessProps, OrderSuccessLabels, OrderSuccessOrder } from './OrderSuccess';
