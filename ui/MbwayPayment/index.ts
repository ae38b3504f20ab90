export { MbwayPayment, MBWAY_PAYMENT_STATES, formatMbwayPhone } from './MbwayPayment';
export type { MbwayPaymentProps, MbwayPaymentLabels, MbwayPaymentState, MbwayConnection } from './MbwayPayment';
