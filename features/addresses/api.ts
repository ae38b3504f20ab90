import { createEffect } from 'effector';
import { ADDRESS_API_PATHS } from '../../contract/account-paths';
import type { Address, AddressDefaultKind, AddressInput, AddressListResponse, AddressPatchInput, AddressResponse, ApiError } from '../../contract';
import { anyBody, apiRequestFx } from '../api-client';

/** GET v1/account/addresses: defaults first, then the newest. */
export const fetchAddressesFx = createEffect<void, Address[], ApiError>(
  async () => ((await apiRequestFx({ path: ADDRESS_API_PATHS.addresses, schema: () => import('../../contract/address').then((contract) => contract.AddressListResponse) })) as AddressListResponse).data,
);

/** POST v1/account/addresses → 201 the address (the first one is the default of both kinds). */
export const createAddressFx = createEffect<AddressInput, Address, ApiError>(
  async (body) =>
    ((await apiRequestFx({ method: 'POST', path: ADDRESS_API_PATHS.addresses, body, schema: () => import('../../contract/address').then((contract) => contract.AddressResponse) })) as AddressResponse).data,
);

/** PATCH v1/account/addresses/{uuid}. */
export const updateAddressFx = createEffect<{ uuid: string; body: AddressPatchInput }, Address, ApiError>(
  async ({ uuid, body }) =>
    ((await apiRequestFx({ method: 'PATCH', path: ADDRESS_API_PATHS.address(uuid), body, schema: () => import('../../contract/address').then((contract) => contract.AddressResponse) })) as AddressResponse).data,
);

/** DELETE v1/account/addresses/{uuid} → 204 (a default passes to another address). */
export const deleteAddressFx = createEffect<{ uuid: string }, void, ApiError>(async ({ uuid }) => {
  await apiRequestFx({ method: 'DELETE', path: ADDRESS_API_PATHS.address(uuid), schema: anyBody });
});

/** POST v1/account/addresses/{uuid}/default {kind}. */
export const setDefaultAddressFx = createEffect<{ uuid: string; kind: AddressDefaultKind }, Address, ApiError>(
  async ({ uuid, kind }) =>
    ((await apiRequestFx({ method: 'POST', path: ADDRESS_API_PATHS.defaultOf(uuid), body: { kind }, schema: () => import('../../contract/address').then((contract) => contract.AddressResponse) })) as AddressResponse)
      .data,
);
