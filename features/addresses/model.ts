import { createEvent, createStore, merge, sample } from 'effector';
import type { Address, AddressDefaultKind, AddressInput, ApiError } from '../../contract';
import { $authMode, csrfFirst, loggedOut } from '../auth';
import { createAddressFx, deleteAddressFx, fetchAddressesFx, setDefaultAddressFx, updateAddressFx } from './api';

/**
 * The signed-in customer's saved addresses (/account/addresses, and the checkout's address step): the list,
 * one form open at a time (a new address or one being edited), deletion and the default of each kind. Every
 * change reads the list again, so the server's order and a default passed on after a deletion show.
 */

export const ADDRESS_FORM_FIELDS = ['label', 'name', 'phone', 'street', 'postal_code', 'city', 'district', 'nif', 'country'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
/** Why the API refused a field (the app words each): the Portuguese rules, or a value it refused otherwise. */
export type AddressFieldErrorCode = 'postalCode' | 'phone' | 'nif' | 'country' | 'invalid';
export type AddressFieldErrors = Partial<Record<AddressFormField, AddressFieldErrorCode>>;
/** What failed, for a message: loading the list, saving (or the limit of addresses reached), deleting, a default. */
export type AddressFailure = 'load' | 'save' | 'tooMany' | 'delete' | 'default';

export const $addresses = createStore<Address[]>([]);
export const $addressesStatus = createStore<'idle' | 'loading' | 'ready' | 'failed'>('idle');
/** The open form: 'new', an address's uuid, or null (closed). */
export const $addressEditing = createStore<string | null>(null);
export const $addressFieldErrors = createStore<AddressFieldErrors>({});
export const $addressFailure = createStore<AddressFailure | null>(null);

export const addressesRequested = createEvent();
export const addressFormOpened = createEvent<string | null>();
export const addressFormClosed = createEvent();
export const addressSubmitted = createEvent<AddressInput>();
export const addressDeleteConfirmed = createEvent<string>();
export const addressDefaultChosen = createEvent<{ uuid: string; kind: AddressDefaultKind }>();

const createFlow = csrfFirst($authMode, createAddressFx);
const updateFlow = csrfFirst($authMode, updateAddressFx);
const deleteFlow = csrfFirst($authMode, deleteAddressFx);
const defaultFlow = csrfFirst($authMode, setDefaultAddressFx);
export const $addressSaving = createStore(false);
sample({ clock: [createFlow.started, updateFlow.started], fn: () => true, target: $addressSaving });
sample({ clock: [createFlow.done, updateFlow.done, createFlow.failed, updateFlow.failed], fn: () => false, target: $addressSaving });

// ——— the list ———

sample({ clock: addressesRequested, target: fetchAddressesFx });
sample({ clock: fetchAddressesFx, source: $addressesStatus, fn: (status) => (status === 'ready' ? 'ready' : 'loading'), target: $addressesStatus });
sample({ clock: fetchAddressesFx.doneData, target: $addresses });
sample({ clock: fetchAddressesFx.done, fn: () => 'ready' as const, target: $addressesStatus });
sample({ clock: fetchAddressesFx.fail, source: $addressesStatus, fn: (status) => (status === 'ready' ? 'ready' : 'failed'), target: $addressesStatus });

// ——— the form ———

sample({ clock: addressFormOpened, fn: (uuid) => uuid ?? 'new', target: $addressEditing });
sample({ clock: [addressFormOpened, addressFormClosed], fn: () => ({}), target: $addressFieldErrors });
sample({ clock: [addressFormOpened, addressFormClosed, addressesRequested], fn: () => null, target: $addressFailure });
sample({ clock: addressFormClosed, fn: () => null, target: $addressEditing });

// A new address is created; an edited one sends its fields (its defaults move through their own call).
sample({ clock: addressSubmitted, source: $addressEditing, filter: (editing) => editing === 'new', fn: (_editing, input) => input, target: createFlow.started });
sample({
  clock: addressSubmitted,
  source: $addressEditing,
  filter: (editing): editing is string => editing !== null && editing !== 'new',
  fn: (uuid, input) => {
    const { default_shipping: _shipping, default_billing: _billing, ...body } = input;
    return { uuid: uuid as string, body };
  },
  target: updateFlow.started,
});
sample({ clock: [createFlow.done, updateFlow.done], fn: () => null, target: $addressEditing });

/** A 422's fields as codes (the form words them); the limit of addresses is the form's own failure. */
function fieldErrorsOf(error: ApiError): AddressFieldErrors {
  const errors = (error.data as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const codes: AddressFieldErrors = {};
  const known: Partial<Record<string, AddressFieldErrorCode>> = { postal_code: 'postalCode', phone: 'phone', nif: 'nif', country: 'country' };
  for (const field of Object.keys(errors)) {
    if ((ADDRESS_FORM_FIELDS as readonly string[]).includes(field)) codes[field as AddressFormField] = known[field] ?? 'invalid';
  }
  return codes;
}
const saveFailed = merge([createFlow.failed, updateFlow.failed]).map(({ error }) => error as ApiError);
sample({ clock: saveFailed, filter: (error) => error.status === 422, fn: fieldErrorsOf, target: $addressFieldErrors });
sample({
  clock: saveFailed,
  fn: (error): AddressFailure | null => {
    if (error.status !== 422) return 'save';
    return 'address' in ((error.data as { errors?: Record<string, unknown> } | null)?.errors ?? {}) ? 'tooMany' : null;
  },
  target: $addressFailure,
});

// ——— deleting and defaults ———

sample({ clock: addressDeleteConfirmed, fn: (uuid) => ({ uuid }), target: deleteFlow.started });
sample({ clock: addressDefaultChosen, target: defaultFlow.started });
sample({ clock: deleteFlow.failed, fn: (): AddressFailure => 'delete', target: $addressFailure });
sample({ clock: defaultFlow.failed, fn: (): AddressFailure => 'default', target: $addressFailure });

// Every change reads the list again (defaults passed on, the server's order).
sample({ clock: [createFlow.done, updateFlow.done, deleteFlow.done, defaultFlow.done, deleteFlow.failed, defaultFlow.failed], fn: () => undefined, target: fetchAddressesFx });

$addresses.reset(loggedOut);
$addressesStatus.reset(loggedOut);
$addressEditing.reset(loggedOut);
$addressFieldErrors.reset(loggedOut);
$addressFailure.reset(loggedOut);
