/**
 * MSW handlers of the saved addresses (`/v1/account/addresses…`), valid against contract/address.ts: the
 * list (defaults first, then the newest), create (the first becomes both defaults; a Laravel 422 for a bad
 * field or past the limit), edit, delete (a default passes to the next address) and make default.
 * Add them in a story: `beforeEach({ msw }) { msw.use(...addressesHandlers(state)) }`.
 */
import { HttpResponse, http } from 'msw';
import { ADDRESS_MESSAGES, AddressDefaultRequest, AddressPatch, AddressRequest, MAX_ADDRESSES } from '../contract';
import type { Address, AddressListResponse, AddressResponse } from '../contract';
import { ADDRESS_API_PATHS } from '../contract/account-paths';
import { fixtureUuid, isoFromFixtureNow } from './fixtures/ids';
import { ADDRESSES } from './fixtures/wallet';
import { fieldErrorsOf, validationBody } from './handlers';

export const ADDRESSES_MOCK_PATHS = {
  addresses: `*${ADDRESS_API_PATHS.addresses}`,
  address: `*${ADDRESS_API_PATHS.address(':uuid')}`,
  defaultOf: `*${ADDRESS_API_PATHS.defaultOf(':uuid')}`,
} as const;

export type AddressesMockState = { addresses: Address[]; failed?: boolean };

export function addressesMockState(overrides: Partial<AddressesMockState> = {}): AddressesMockState {
  return { addresses: ADDRESSES.map((address) => ({ ...address })), ...overrides };
}

const byDefaultsThenNewest = (a: Address, b: Address) =>
  Number(b.default_shipping || b.default_billing) - Number(a.default_shipping || a.default_billing) || b.created_at.localeCompare(a.created_at);

let created = 0;

export function addressesHandlers(state: AddressesMockState) {
  const notFound = () => HttpResponse.json({ message: ADDRESS_MESSAGES.notFound }, { status: 404 });
  const invalid = (errors: Record<string, string[]>) => HttpResponse.json(validationBody(errors), { status: 422 });
  const find = (uuid: unknown) => state.addresses.find((address) => address.uuid === uuid);
  return [
    http.get(ADDRESSES_MOCK_PATHS.addresses, () =>
      state.failed
        ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
        : HttpResponse.json<AddressListResponse>({ data: [...state.addresses].sort(byDefaultsThenNewest) }),
    ),
    http.post(ADDRESSES_MOCK_PATHS.addresses, async ({ request }) => {
      const body = AddressRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      if (state.addresses.length >= MAX_ADDRESSES) return invalid({ address: [ADDRESS_MESSAGES.tooMany] });
      const first = state.addresses.length === 0;
      created += 1;
      const { default_shipping: shipping, default_billing: billing, ...fields } = body.data;
      const address: Address = {
        label: null,
        district: null,
        nif: null,
        ...fields,
        uuid: fixtureUuid(7000 + created),
        default_shipping: first || shipping === true,
        default_billing: first || billing === true,
        created_at: isoFromFixtureNow(created * 60_000),
      };
      state.addresses = [...state.addresses.map((entry) => ({ ...entry, default_shipping: entry.default_shipping && !address.default_shipping, default_billing: entry.default_billing && !address.default_billing })), address];
      return HttpResponse.json<AddressResponse>({ data: address }, { status: 201 });
    }),
    http.patch(ADDRESSES_MOCK_PATHS.address, async ({ params, request }) => {
      const address = find(params.uuid);
      if (!address) return notFound();
      const body = AddressPatch.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      if (Object.keys(body.data).length === 0) return invalid({ body: [ADDRESS_MESSAGES.empty] });
      Object.assign(address, body.data);
      return HttpResponse.json<AddressResponse>({ data: address });
    }),
    http.delete(ADDRESSES_MOCK_PATHS.address, ({ params }) => {
      const address = find(params.uuid);
      if (!address) return notFound();
      const rest = state.addresses.filter((entry) => entry !== address).sort(byDefaultsThenNewest);
      if (rest[0] && address.default_shipping) rest[0].default_shipping = true;
      if (rest[0] && address.default_billing) rest[0].default_billing = true;
      state.addresses = rest;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(ADDRESSES_MOCK_PATHS.defaultOf, async ({ params, request }) => {
      const address = find(params.uuid);
      if (!address) return notFound();
      const body = AddressDefaultRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      const key = body.data.kind === 'shipping' ? 'default_shipping' : 'default_billing';
      for (const entry of state.addresses) entry[key] = entry === address;
      return HttpResponse.json<AddressResponse>({ data: address });
    }),
  ];
}
