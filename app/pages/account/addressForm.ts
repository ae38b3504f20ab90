import { isContactPhone, isPostalCode, isValidNif } from '../../../contract/portugal';
import { SHIPPING_COUNTRIES } from '../../../contract/account-paths';
import type { Address, AddressInput } from '../../../contract';
import type { AddressFieldErrors } from '../../../features/addresses';
import type { AddressFormErrors, AddressFormValues } from '../../../ui/AddressForm';
import type { AddressFormErrorTexts } from '../../shell/addressesLabels';

/**
 * The saved-address form's client rules — the checkout's own Portuguese rules (`contract/portugal.ts`, no
 * zod in the page) worded in the page's language — and the form's values as the API takes them.
 */
export function validateAddressForm(values: AddressFormValues, texts: AddressFormErrorTexts): AddressFormErrors {
  const errors: AddressFormErrors = {};
  if (values.name === '') errors.name = texts.nameRequired;
  if (values.phone === '') errors.phone = texts.phoneRequired;
  else if (!isContactPhone(values.phone)) errors.phone = texts.phoneInvalid;
  if (values.street === '') errors.street = texts.streetRequired;
  if (values.postal_code === '') errors.postal_code = texts.postalCodeRequired;
  else if (!isPostalCode(values.postal_code)) errors.postal_code = texts.postalCodeInvalid;
  if (values.city === '') errors.city = texts.cityRequired;
  if (!(SHIPPING_COUNTRIES as readonly string[]).includes(values.country)) errors.country = texts.countryInvalid;
  if (values.nif !== '' && !isValidNif(values.nif)) errors.nif = texts.nifInvalid;
  return errors;
}

/** The API's refusals (by code) worded like the client rules. */
export function addressServerErrors(errors: AddressFieldErrors, texts: AddressFormErrorTexts): AddressFormErrors {
  const byCode = { postalCode: texts.postalCodeInvalid, phone: texts.phoneInvalid, nif: texts.nifInvalid, country: texts.countryInvalid, invalid: texts.invalid };
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, byCode[code]])) as AddressFormErrors;
}

export function addressInputOf(values: AddressFormValues): AddressInput {
  return {
    label: values.label === '' ? null : values.label,
    name: values.name,
    phone: values.phone,
    street: values.street,
    postal_code: values.postal_code,
    city: values.city,
    district: values.district === '' ? null : values.district,
    country: values.country as AddressInput['country'],
    nif: values.nif === '' ? null : values.nif,
  };
}

export function addressFormValuesOf(address: Address): AddressFormValues {
  return {
    label: address.label ?? '',
    name: address.name,
    phone: address.phone,
    street: address.street,
    postal_code: address.postal_code,
    city: address.city,
    district: address.district ?? '',
    country: address.country,
    nif: address.nif ?? '',
  };
}
