import { z } from 'zod';
import { IsoDateTime, Uuid } from './common';
import { ADDRESS_DEFAULT_KINDS, MAX_ADDRESSES, SHIPPING_COUNTRIES } from './account-paths';
import { CHECKOUT_FIELD_MESSAGES, ContactPhoneField, NifField, PostalCodeField } from './checkout';
export { ADDRESS_API_PATHS, ADDRESS_DEFAULT_KINDS, MAX_ADDRESSES, SHIPPING_COUNTRIES } from './account-paths';

/**
 * A customer's saved addresses (`/v1/account/addresses`). The shop ships to Portugal only today; the
 * country stays a validated field of its own (`SHIPPING_COUNTRIES`) so another country is one more
 * entry here, with its own postal-code rule. The Portuguese rules (postal code `NNNN-NNN`, phone, NIF
 * check digit) are the checkout's (`contract/portugal.ts`).
 */
export const ShippingCountry = z.enum(SHIPPING_COUNTRIES, CHECKOUT_FIELD_MESSAGES.country);
export type ShippingCountry = z.infer<typeof ShippingCountry>;

export const ADDRESS_MESSAGES = {
  tooMany: `You can keep at most ${MAX_ADDRESSES} addresses.`,
  notFound: 'The address could not be found.',
  empty: 'Send at least one field to change.',
} as const;

export const AddressDefaultKind = z.enum(ADDRESS_DEFAULT_KINDS);
export type AddressDefaultKind = z.infer<typeof AddressDefaultKind>;

export const Address = z.object({
  uuid: Uuid,
  label: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  district: z.string().nullable(),
  country: ShippingCountry,
  nif: z.string().nullable(),
  default_shipping: z.boolean(),
  default_billing: z.boolean(),
  created_at: IsoDateTime,
});
export type Address = z.infer<typeof Address>;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).transform((value) => (value === '' ? null : value)).nullable().optional();

const addressFields = {
  label: optionalText(40),
  name: text(120),
  phone: ContactPhoneField,
  street: text(200),
  postal_code: PostalCodeField,
  city: text(100),
  district: optionalText(100),
  country: ShippingCountry,
  nif: z.union([z.literal(''), NifField]).transform((value) => (value === '' ? null : value)).nullable().optional(),
};

/** `POST /v1/account/addresses`: unknown fields are refused; the first address becomes both defaults. */
export const AddressRequest = z.strictObject({
  ...addressFields,
  country: ShippingCountry.default('PT'),
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
});
export type AddressRequest = z.infer<typeof AddressRequest>;
export type AddressInput = z.input<typeof AddressRequest>;

/** `PATCH /v1/account/addresses/{uuid}`: any of the fields (defaults move through their own call). */
export const AddressPatch = z.strictObject(addressFields).partial();
export type AddressPatch = z.infer<typeof AddressPatch>;
export type AddressPatchInput = z.input<typeof AddressPatch>;

export const AddressDefaultRequest = z.strictObject({ kind: AddressDefaultKind });
export type AddressDefaultRequest = z.infer<typeof AddressDefaultRequest>;

export const AddressParams = z.object({ uuid: z.string() });
export const AddressResponse = z.object({ data: Address });
export type AddressResponse = z.infer<typeof AddressResponse>;
export const AddressListResponse = z.object({ data: z.array(Address) });
export type AddressListResponse = z.infer<typeof AddressListResponse>;
