export { PaymentMethodStep, PAYMENT_METHOD_NAMES } from './PaymentMethodStep';
export { MbwayPhoneField, MBWAY_PREFIX } from './MbwayPhoneField';
export type { PaymentMethodStepCredit, PaymentMethodStepProps, PaymentMethodStepLabels, PaymentMethodValues, PaymentMethodField, PaymentMethodErrors } from './PaymentMethodStep';
