export { OrderSuccess, orderNumberOf } from './OrderSuccess';
export type { OrderSuccessProps, OrderSuccessLabels, OrderSuccessOrder } from './OrderSuccess';
