import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { Address, AddressInput, ApiError } from '../../contract';
import { $authMode, fetchCsrfCookieFx } from '../auth';
import {
  $addressEditing,
  $addressFailure,
  $addressFieldErrors,
  $addresses,
  $addressesStatus,
  addressDefaultChosen,
  addressDeleteConfirmed,
  addressesRequested,
  addressFormOpened,
  addressSubmitted,
  createAddressFx,
  deleteAddressFx,
  fetchAddressesFx,
  setDefaultAddressFx,
  updateAddressFx,
} from './index';

const address = (n: number, defaults = false): Address => ({
  uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  label: null,
  name: 'Ana Silva',
  phone: '912345678',
  street: `Rua Augusta ${n}`,
  postal_code: '1100-053',
  city: 'Lisboa',
  district: null,
  country: 'PT',
  nif: null,
  default_shipping: defaults,
  default_billing: defaults,
  created_at: '2026-11-20T10:00:00.000Z',
});
const input: AddressInput = { name: 'Ana Silva', phone: '912345678', street: 'Rua Nova 1', postal_code: '1100-053', city: 'Lisboa' };
const refusal = (status: number, errors: Record<string, string[]> = {}): ApiError => ({ message: 'refused', status, data: { message: 'refused', errors } });

function scopeWith(overrides: { create?: () => Promise<Address>; update?: () => Promise<Address>; remove?: () => Promise<void>; list?: () => Promise<Address[]> } = {}) {
  const calls: string[] = [];
  let list = [address(1, true)];
  const scope = fork({
    values: [[$authMode, 'token']],
    handlers: [
      [fetchCsrfCookieFx, async () => undefined],
      [fetchAddressesFx, overrides.list ?? (async () => (calls.push('list'), list))],
      [createAddressFx, overrides.create ?? (async () => (calls.push('create'), (list = [...list, address(2)]), address(2)))],
      [updateAddressFx, overrides.update ?? (async ({ uuid }: { uuid: string }) => (calls.push(`update ${uuid}`), address(1, true)))],
      [deleteAddressFx, overrides.remove ?? (async ({ uuid }: { uuid: string }) => (calls.push(`delete ${uuid}`), (list = list.filter((a) => a.uuid !== uuid)), undefined))],
      [setDefaultAddressFx, async ({ uuid, kind }: { uuid: string; kind: string }) => (calls.push(`default ${kind} ${uuid}`), address(1, true))],
    ],
  });
  return { scope, calls };
}

describe('saved addresses model', () => {
  it('the page reads the list', async () => {
    const { scope } = scopeWith();
    await allSettled(addressesRequested, { scope });
    expect(scope.getState($addresses)).toHaveLength(1);
    expect(scope.getState($addressesStatus)).toBe('ready');
  });

  it('a new address is created, the form closes and the list is read again', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(addressFormOpened, { scope, params: null });
    expect(scope.getState($addressEditing)).toBe('new');
    await allSettled(addressSubmitted, { scope, params: input });
    expect(calls).toEqual(['create', 'list']);
    expect(scope.getState($addressEditing)).toBeNull();
    expect(scope.getState($addresses)).toHaveLength(2);
  });

  it('an edited address sends its fields, not its defaults', async () => {
    const seen: unknown[] = [];
    const { scope } = scopeWith({ update: async (params?: unknown) => (seen.push(params), address(1, true)) } as never);
    await allSettled(addressFormOpened, { scope, params: address(1).uuid });
    await allSettled(addressSubmitted, { scope, params: { ...input, default_shipping: true } });
    expect(seen).toEqual([{ uuid: address(1).uuid, body: input }]);
  });

  it("the API's 422 shows on each field by code, and the form stays open", async () => {
    const { scope } = scopeWith({
      create: async () => {
        throw refusal(422, { postal_code: ['The postal code must read NNNN-NNN.'], nif: ['The NIF is invalid.'] });
      },
    });
    await allSettled(addressFormOpened, { scope, params: null });
    await allSettled(addressSubmitted, { scope, params: input });
    expect(scope.getState($addressFieldErrors)).toEqual({ postal_code: 'postalCode', nif: 'nif' });
    expect(scope.getState($addressEditing)).toBe('new');
    expect(scope.getState($addressFailure)).toBeNull();
  });

  it('the limit of addresses and a failed save are the form’s failures', async () => {
    const tooMany = scopeWith({ create: async () => { throw refusal(422, { address: ['You can keep at most 20 addresses.'] }); } });
    await allSettled(addressFormOpened, { scope: tooMany.scope, params: null });
    await allSettled(addressSubmitted, { scope: tooMany.scope, params: input });
    expect(tooMany.scope.getState($addressFailure)).toBe('tooMany');
    const down = scopeWith({ create: async () => { throw refusal(503); } });
    await allSettled(addressFormOpened, { scope: down.scope, params: null });
    await allSettled(addressSubmitted, { scope: down.scope, params: input });
    expect(down.scope.getState($addressFailure)).toBe('save');
  });

  it('deleting and choosing a default call the API and read the list again', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(addressesRequested, { scope });
    await allSettled(addressDefaultChosen, { scope, params: { uuid: address(1).uuid, kind: 'billing' } });
    await allSettled(addressDeleteConfirmed, { scope, params: address(1).uuid });
    expect(calls).toEqual(['list', `default billing ${address(1).uuid}`, 'list', `delete ${address(1).uuid}`, 'list']);
    expect(scope.getState($addresses)).toEqual([]);
  });
});
