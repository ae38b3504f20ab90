export { AddressForm, ADDRESS_FORM_FIELDS } from './AddressForm';
export type { AddressFormErrors, AddressFormField, AddressFormLabels, AddressFormProps, AddressFormValues } from './AddressForm';
