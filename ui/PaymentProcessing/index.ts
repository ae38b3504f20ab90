export { PaymentProcessing } from './PaymentProcessing';
export type { PaymentProcessingProps, PaymentProcessingLabels } from './PaymentProcessing';
