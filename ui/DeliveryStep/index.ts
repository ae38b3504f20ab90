export { DeliveryStep } from './DeliveryStep';
export type { DeliveryStepProps, DeliveryStepLabels } from './DeliveryStep';
