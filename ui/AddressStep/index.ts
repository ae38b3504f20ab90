export { AddressStep, ADDRESS_FIELDS } from './AddressStep';
export type { AddressStepProps, AddressStepLabels, AddressValues, AddressField, AddressErrors } from './AddressStep';
