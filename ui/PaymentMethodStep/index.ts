export { PaymentMethodStep, PAYMENT_METHOD_NAMES, MBWAY_PREFIX } from './PaymentMethodStep';
export type { PaymentMethodStepProps, PaymentMethodStepLabels, PaymentMethodValues, PaymentMethodField, PaymentMethodErrors } from './PaymentMethodStep';
