export { AddressStep, ADDRESS_FIELDS, countryName } from './AddressStep';
export type { AddressStepSaved, SavedAddressOption, AddressStepProps, AddressStepLabels, AddressValues, AddressField, AddressErrors } from './AddressStep';
