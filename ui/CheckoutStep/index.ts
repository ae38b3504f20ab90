export { CheckoutStep, CHECKOUT_STEP_STATES } from './CheckoutStep';
export type { CheckoutStepProps, CheckoutStepLabels, CheckoutStepState } from './CheckoutStep';
export { useStepErrors } from './useStepErrors';
