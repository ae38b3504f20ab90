export { PaymentMethodStep, PAYMENT_METHOD_NAMES, MBWAY_PREFIX } from './PaymentMethodStep';
export type { PaymentMethodStepCredit, PaymentMethodStepProps, PaymentMethodStepLabels, PaymentMethodValues, PaymentMethodField, PaymentMethodErrors } from './PaymentMethodStep';
