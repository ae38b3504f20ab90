/**
 * Saved addresses (/account/addresses and the checkout's address step): `addressesRequested` reads the
 * list; `addressFormOpened(uuid | null)` opens the form on an address or a new one, `addressSubmitted`
 * saves it; `addressDeleteConfirmed(uuid)` and `addressDefaultChosen({uuid, kind})` change the list, which
 * is read again after each change.
 */
export {
  $addresses,
  $addressesStatus,
  $addressEditing,
  $addressFieldErrors,
  $addressFailure,
  $addressSaving,
  addressesRequested,
  addressFormOpened,
  addressFormClosed,
  addressSubmitted,
  addressDeleteConfirmed,
  addressDefaultChosen,
  ADDRESS_FORM_FIELDS,
} from './model';
export type { AddressFailure, AddressFieldErrorCode, AddressFieldErrors, AddressFormField } from './model';
export { fetchAddressesFx, createAddressFx, updateAddressFx, deleteAddressFx, setDefaultAddressFx } from './api';
