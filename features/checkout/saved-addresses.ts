import { combine, sample } from 'effector';
import { $addresses, $addressesStatus, addressesRequested } from '../addresses';
import { $address, $checkoutView, $saveAddress, $savedAddressChoice, addressChanged, nifChanged, saveAddressToggled, savedAddressChosen } from './units';

/**
 * The address step of a signed-in customer: their saved addresses to pick from, the default delivery address
 * chosen for them when they have not typed one, or a new address typed in the form with "save this address"
 * (saved by the API with the order).
 */

// The customer's addresses are read once their checkout opens.
sample({
  clock: $checkoutView.updates,
  source: $addressesStatus,
  filter: (status, view) => view !== null && view.customer !== null && status === 'idle',
  fn: () => undefined,
  target: addressesRequested,
});

const $addressBlank = $address.map((address) => address.street.trim() === '' && address.postal_code.trim() === '' && address.city.trim() === '');

// The default delivery address is preselected, unless the shopper typed one already.
sample({
  clock: [$addresses.updates, $checkoutView.updates],
  source: { addresses: $addresses, chosen: $savedAddressChoice, blank: $addressBlank, view: $checkoutView },
  filter: ({ addresses, chosen, blank, view }) => view?.customer != null && chosen === null && blank && addresses.some((address) => address.default_shipping),
  fn: ({ addresses }) => addresses.find((address) => address.default_shipping)!.uuid,
  target: savedAddressChosen,
});

sample({ clock: savedAddressChosen, target: $savedAddressChoice });
const picked = sample({
  clock: savedAddressChosen,
  source: $addresses,
  fn: (addresses, uuid) => (uuid === null ? null : (addresses.find((address) => address.uuid === uuid) ?? null)),
});
// A saved address fills the order's address and NIF; "a new address" empties them for the form.
sample({
  clock: picked,
  fn: (address) => ({ street: address?.street ?? '', postal_code: address?.postal_code ?? '', city: address?.city ?? '', district: address?.district ?? '' }),
  target: addressChanged,
});
sample({ clock: picked, fn: (address) => address?.nif ?? '', target: nifChanged });
sample({ clock: saveAddressToggled, target: $saveAddress });
sample({ clock: savedAddressChosen, filter: (uuid) => uuid !== null, fn: () => false, target: $saveAddress });

/** The saved addresses the address step offers (none for a guest). */
export const $checkoutSavedAddresses = combine($addresses, $checkoutView, (addresses, view) => (view?.customer ? addresses : []));
