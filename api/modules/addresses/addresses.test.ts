import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_API_PATHS,
  AddressListResponse,
  AddressResponse,
  MAX_ADDRESSES,
  MessageBody,
  OrderCreatedResponse,
  ValidationErrorBody,
  type Address,
} from '../../../contract';
import { createTestApi, signIn, signUp, type CookieSession, type TestApi } from '../../test-support';
import { setStock, takeOffers, type TestOffer } from '../cart/cart-test-kit';
import { FakeGateway, filledCart, orderBody, orderClient } from '../orders/order-test-kit';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const HOME = { label: 'Casa', name: 'Ana Silva', phone: '912 345 678', street: 'Rua Augusta 100', postal_code: '1100053', city: 'Lisboa', district: 'Lisboa', nif: '123456789' };
const WORK = { name: 'Ana Silva', phone: '+351 213 456 789', street: 'Avenida da Liberdade 1', postal_code: '1250-096', city: 'Lisboa' };

describe('saved addresses', () => {
  let api: TestApi;
  let offers: TestOffer[];
  let next = 0;

  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 12, paymentGateway: new FakeGateway() });
    offers = await takeOffers(api.database, 8, 0);
  });
  afterAll(() => api?.close());

  const customer = async () => signIn(api.app, await signUp(api.app));
  const call = (who: CookieSession | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    api.app.inject({
      method,
      url,
      headers: who ? (method === 'GET' ? { cookie: who.cookie, origin: who.headers.origin } : who.headers) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const list = async (who: CookieSession): Promise<Address[]> => {
    const response = await call(who, 'GET', ADDRESS_API_PATHS.addresses);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return AddressListResponse.parse(response.json()).data;
  };
  const create = async (who: CookieSession, body: object): Promise<Address> => {
    const response = await call(who, 'POST', ADDRESS_API_PATHS.addresses, body);
    expect(response.statusCode, response.body).toBe(201);
    return AddressResponse.parse(response.json()).data;
  };
  const errorFields = (response: { json(): unknown }) => Object.keys(ValidationErrorBody.parse(response.json()).errors).sort();

  it('a guest gets 401 on every route', async () => {
    const responses = await Promise.all([
      call(null, 'GET', ADDRESS_API_PATHS.addresses),
      call(null, 'POST', ADDRESS_API_PATHS.addresses, HOME),
      call(null, 'PATCH', ADDRESS_API_PATHS.address(UNKNOWN_UUID), { city: 'Porto' }),
      call(null, 'DELETE', ADDRESS_API_PATHS.address(UNKNOWN_UUID)),
      call(null, 'POST', ADDRESS_API_PATHS.defaultOf(UNKNOWN_UUID), { kind: 'billing' }),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('the first address is the default of both kinds, normalised with the checkout rules; the next is not', async () => {
    const ana = await customer();
    const home = await create(ana, HOME);
    expect(home).toMatchObject({ postal_code: '1100-053', phone: '912345678', country: 'PT', nif: '123456789', default_shipping: true, default_billing: true, label: 'Casa' });
    const work = await create(ana, WORK);
    expect(work).toMatchObject({ default_shipping: false, default_billing: false, district: null, nif: null, label: null });
    expect((await list(ana)).map((address) => address.uuid)).toEqual([home.uuid, work.uuid]);
  });

  it('bad fields are 422 each by name (postal code, phone, NIF check digit, country), unknown fields too', async () => {
    const ana = await customer();
    const response = await call(ana, 'POST', ADDRESS_API_PATHS.addresses, { ...HOME, postal_code: '0100-000', phone: '12', nif: '123456780', country: 'ES' });
    expect(response.statusCode).toBe(422);
    expect(errorFields(response)).toEqual(['country', 'nif', 'phone', 'postal_code']);
    expect(ValidationErrorBody.parse(response.json()).errors.postal_code).toEqual(['The postal code must read NNNN-NNN.']);
    const missing = await call(ana, 'POST', ADDRESS_API_PATHS.addresses, { name: 'Ana' });
    expect(errorFields(missing)).toEqual(['city', 'phone', 'postal_code', 'street']);
    const extra = await call(ana, 'POST', ADDRESS_API_PATHS.addresses, { ...HOME, user_id: 1 });
    expect(extra.statusCode).toBe(422);
    const malformed = await api.app.inject({ method: 'POST', url: ADDRESS_API_PATHS.addresses, headers: { ...ana.headers, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(malformed.statusCode).toBe(400);
    expect(await list(ana)).toEqual([]);
  });

  it('an address is edited field by field; an empty or unknown-field patch is a 422', async () => {
    const ana = await customer();
    const home = await create(ana, HOME);
    const response = await call(ana, 'PATCH', ADDRESS_API_PATHS.address(home.uuid), { city: 'Porto', postal_code: '4000-322', nif: '' });
    expect(response.statusCode).toBe(200);
    expect(AddressResponse.parse(response.json()).data).toMatchObject({ city: 'Porto', postal_code: '4000-322', nif: null, street: HOME.street, default_shipping: true });
    expect((await call(ana, 'PATCH', ADDRESS_API_PATHS.address(home.uuid), {})).statusCode).toBe(422);
    expect((await call(ana, 'PATCH', ADDRESS_API_PATHS.address(home.uuid), { default_shipping: false })).statusCode).toBe(422);
    expect(errorFields(await call(ana, 'PATCH', ADDRESS_API_PATHS.address(home.uuid), { postal_code: '4000' }))).toEqual(['postal_code']);
  });

  it('choosing a default moves it from the other address; each kind on its own', async () => {
    const ana = await customer();
    const home = await create(ana, HOME);
    const work = await create(ana, WORK);
    const response = await call(ana, 'POST', ADDRESS_API_PATHS.defaultOf(work.uuid), { kind: 'billing' });
    expect(response.statusCode).toBe(200);
    const byUuid = new Map((await list(ana)).map((address) => [address.uuid, address]));
    expect(byUuid.get(work.uuid)).toMatchObject({ default_billing: true, default_shipping: false });
    expect(byUuid.get(home.uuid)).toMatchObject({ default_billing: false, default_shipping: true });
    expect(errorFields(await call(ana, 'POST', ADDRESS_API_PATHS.defaultOf(work.uuid), { kind: 'invoice' }))).toEqual(['kind']);
  });

  it('deleting a default passes it to another address; deleting the last leaves none', async () => {
    const ana = await customer();
    const home = await create(ana, HOME);
    const work = await create(ana, WORK);
    const removed = await call(ana, 'DELETE', ADDRESS_API_PATHS.address(home.uuid));
    expect(removed.statusCode).toBe(204);
    expect(await list(ana)).toEqual([expect.objectContaining({ uuid: work.uuid, default_shipping: true, default_billing: true })]);
    expect((await call(ana, 'DELETE', ADDRESS_API_PATHS.address(work.uuid))).statusCode).toBe(204);
    expect(await list(ana)).toEqual([]);
    expect((await call(ana, 'DELETE', ADDRESS_API_PATHS.address(work.uuid))).statusCode).toBe(404);
  });

  it("another customer's address is a 404 on every route and never listed; a malformed uuid is a 404 too", async () => {
    const ana = await customer();
    const rui = await customer();
    const home = await create(ana, HOME);
    expect(await list(rui)).toEqual([]);
    for (const response of [
      await call(rui, 'PATCH', ADDRESS_API_PATHS.address(home.uuid), { city: 'Porto' }),
      await call(rui, 'DELETE', ADDRESS_API_PATHS.address(home.uuid)),
      await call(rui, 'POST', ADDRESS_API_PATHS.defaultOf(home.uuid), { kind: 'billing' }),
      await call(rui, 'PATCH', ADDRESS_API_PATHS.address('not-a-uuid'), { city: 'Porto' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(MessageBody.parse(response.json()).message).toBe('The address could not be found.');
    }
    expect((await list(ana))[0]).toMatchObject({ city: 'Lisboa', default_billing: true });
    // Rui's own first address is his default; Ana's stays hers.
    await create(rui, WORK);
    expect((await list(ana))[0]!.default_shipping).toBe(true);
  });

  it(`a customer keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const ana = await customer();
    await api.database.query(
      `insert into addresses (user_id, name, phone, street, postal_code, city) select $1, 'Ana', '912345678', 'Rua ' || n, '1100-053', 'Lisboa' from generate_series(1, $2) n`,
      [ana.user.id, MAX_ADDRESSES],
    );
    const response = await call(ana, 'POST', ADDRESS_API_PATHS.addresses, HOME);
    expect(response.statusCode).toBe(422);
    expect(errorFields(response)).toEqual(['address']);
  });

  it('the checkout saves the order address when asked (once), as the default of a customer who had none', async () => {
    const ana = await customer();
    const orders = orderClient(api.app);
    for (let index = 0; index < 2; index++) {
      const offer = offers[next++]!;
      await setStock(api.database, offer.id, 5);
      const cart = await filledCart(api.app, [{ offer, quantity: 1 }], { cookie: ana });
      const response = await orders.place(cart.cartUuid, orderBody({ save_address: true, nif: '123456789' }), cart.as);
      expect(response.statusCode).toBe(201);
      OrderCreatedResponse.parse(response.json());
      await api.database.query(`update carts set status = 'COMPLETED' where uuid = $1`, [cart.cartUuid]);
    }
    const saved = await list(ana);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ street: 'Rua Augusta 100', postal_code: '1100-053', name: 'Ana Silva', nif: '123456789', default_shipping: true, default_billing: true });
  });
});
