import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMMERCE_API_PATHS,
  MessageBody,
  ProductListResponse,
  ValidationErrorBody,
  WishlistMutationResponse,
  WishlistResponse,
  type ProductCard,
} from '../../../contract';
import { bearerFor, createTestApi, DATABASE_MODES, signIn, signUp, TEST_API_URL, type TestApi } from '../../test-support';

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`wishlist on ${mode}`, () => {
    let api: TestApi;
    let cards: ProductCard[];

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 12 });
      cards = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=12')).json()).data;
    });
    afterAll(() => api?.close());

    /** A new customer's bearer header. */
    async function customer(): Promise<Record<string, string>> {
      return { authorization: `Bearer ${await bearerFor(api.app, await signUp(api.app))}` };
    }
    const get = (headers: Record<string, string>, query = '') =>
      api.app.inject({ method: 'GET', url: `${COMMERCE_API_PATHS.wishlist}${query}`, headers });
    const add = (headers: Record<string, string>, id: string, extra: { payload?: string; headers?: Record<string, string> } = {}) =>
      api.app.inject({
        method: 'POST',
        url: COMMERCE_API_PATHS.wishlistItem(id),
        headers: { ...headers, ...extra.headers },
        ...(extra.payload === undefined ? {} : { payload: extra.payload }),
      });
    const remove = (headers: Record<string, string>, id: string) =>
      api.app.inject({ method: 'DELETE', url: COMMERCE_API_PATHS.wishlistItem(id), headers });
    async function listed(headers: Record<string, string>, query = '') {
      const response = await get(headers, query);
      expect(response.statusCode).toBe(200);
      return WishlistResponse.parse(response.json());
    }

    it('answers 401 to a guest on every wishlist call', async () => {
      for (const response of [
        await get({}),
        await add({}, cards[0]!.uuid),
        await remove({}, cards[0]!.uuid),
        await get({ authorization: 'Bearer 1|not-a-token' }),
        // A guest with a malformed id is still a guest: 401, not 422.
        await add({}, 'not-a-uuid'),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(MessageBody.parse(response.json()).message).toBe('Unauthenticated.');
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('adds, lists newest first with the catalogue cards, and removes', async () => {
      const me = await customer();
      expect(await listed(me)).toEqual({ success: true, products: [], count: 0 });

      for (const card of [cards[0]!, cards[1]!, cards[2]!]) {
        const response = await add(me, card.uuid);
        expect(response.statusCode).toBe(201);
        expect(WishlistMutationResponse.parse(response.json())).toEqual({ success: true });
        expect(response.headers['cache-control']).toBe('no-store');
      }
      const response = await get(me);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const list = WishlistResponse.parse(response.json());
      expect(list.count).toBe(3);
      expect(list.products.map((p) => p.uuid)).toEqual([cards[2]!.uuid, cards[1]!.uuid, cards[0]!.uuid]);
      // The same card the catalogue answers, media under API_URL.
      expect(list.products[2]).toEqual(cards[0]);
      expect(list.products[0]!.images[0]!.file_path.startsWith(`${TEST_API_URL}/media/`)).toBe(true);

      const removed = await remove(me, cards[1]!.uuid);
      expect(removed.statusCode).toBe(200);
      expect(WishlistMutationResponse.parse(removed.json())).toEqual({ success: true });
      expect((await listed(me)).products.map((p) => p.uuid)).toEqual([cards[2]!.uuid, cards[0]!.uuid]);
      // Removing again is no error: the product is not listed either way.
      expect((await remove(me, cards[1]!.uuid)).statusCode).toBe(200);
      expect((await listed(me)).count).toBe(2);
    });

    it('answers the cards in the ?locale= language (pt by default) and 422 for an unknown locale', async () => {
      const me = await customer();
      await add(me, cards[3]!.uuid);
      const pt = (await listed(me)).products[0]!;
      const en = (await listed(me, '?locale=en')).products[0]!;
      const enCard = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=12&locale=en')).json()).data.find(
        (c) => c.uuid === cards[3]!.uuid,
      )!;
      expect(pt.name).toBe(cards[3]!.name);
      expect(en).toEqual(enCard);
      expect(en.name).not.toBe(pt.name);
      const bad = await get(me, '?locale=de');
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(bad.json()).errors)).toEqual(['locale']);
    });

    it('answers 409 to a product already listed, keeping one entry', async () => {
      const me = await customer();
      expect((await add(me, cards[4]!.uuid)).statusCode).toBe(201);
      const again = await add(me, cards[4]!.uuid);
      expect(again.statusCode).toBe(409);
      expect(MessageBody.parse(again.json())).toEqual({ message: 'Product already in wishlist.' });
      expect((await listed(me)).count).toBe(1);
    });

    it('answers 404 to an unknown or switched-off product, and 422 to a malformed id', async () => {
      const me = await customer();
      const unknown = await add(me, UNKNOWN_UUID);
      expect(unknown.statusCode).toBe(404);
      expect(MessageBody.parse(unknown.json()).message).toBe('The product could not be found.');
      expect((await remove(me, UNKNOWN_UUID)).statusCode).toBe(404);

      for (const id of ['not-a-uuid', '123', "1'%20or%20'1'='1", `${UNKNOWN_UUID}x`]) {
        for (const response of [await add(me, id), await remove(me, id)]) {
          expect(response.statusCode, id).toBe(422);
          expect(Object.keys(ValidationErrorBody.parse(response.json()).errors), id).toEqual(['id']);
        }
      }

      // An id above the router's parameter length is refused before the route (414).
      expect((await add(me, 'x'.repeat(300))).statusCode).toBe(414);

      // A listed product that is switched off leaves the list, cannot be added again, and can still be removed.
      const product = cards[5]!;
      expect((await add(me, product.uuid)).statusCode).toBe(201);
      await api.database.query('update products set is_active = false where uuid = $1', [product.uuid]);
      try {
        expect(await listed(me)).toEqual({ success: true, products: [], count: 0 });
        expect((await add(await customer(), product.uuid)).statusCode).toBe(404);
        expect((await remove(me, product.uuid)).statusCode).toBe(200);
      } finally {
        await api.database.query('update products set is_active = true where uuid = $1', [product.uuid]);
      }
      expect((await listed(me)).count).toBe(0);
    });

    it('keeps each customer to their own list', async () => {
      const ana = await customer();
      const rui = await customer();
      await add(ana, cards[6]!.uuid);
      await add(rui, cards[7]!.uuid);
      await add(rui, cards[6]!.uuid);
      expect((await listed(ana)).products.map((p) => p.uuid)).toEqual([cards[6]!.uuid]);
      expect((await listed(rui)).products.map((p) => p.uuid)).toEqual([cards[6]!.uuid, cards[7]!.uuid]);
      // Rui removing a product does not touch Ana's entry of it.
      expect((await remove(rui, cards[6]!.uuid)).statusCode).toBe(200);
      expect((await listed(ana)).count).toBe(1);
      expect((await listed(rui)).products.map((p) => p.uuid)).toEqual([cards[7]!.uuid]);
    });

    it('works with the cookie session: writes need the XSRF token (419 without it)', async () => {
      const session = await signIn(api.app, await signUp(api.app));
      const read = { cookie: session.cookie, origin: session.headers.origin };
      const noToken = await add(read, cards[8]!.uuid);
      expect(noToken.statusCode).toBe(419);
      expect((await add(session.headers, cards[8]!.uuid)).statusCode).toBe(201);
      expect((await listed(read)).products.map((p) => p.uuid)).toEqual([cards[8]!.uuid]);
      expect((await remove(session.headers, cards[8]!.uuid)).statusCode).toBe(200);
      expect((await listed(read)).count).toBe(0);
    });

    it('takes the body-less POST the storefront sends (JSON content type, empty body) and refuses a body with fields', async () => {
      const me = await customer();
      const json = { 'content-type': 'application/json' };
      expect((await add(me, cards[9]!.uuid, { headers: json, payload: '' })).statusCode).toBe(201);
      const emptyDelete = await api.app.inject({ method: 'DELETE', url: COMMERCE_API_PATHS.wishlistItem(cards[9]!.uuid), headers: { ...me, ...json }, payload: '' });
      expect(emptyDelete.statusCode).toBe(200);
      expect((await add(me, cards[9]!.uuid, { headers: json, payload: '{}' })).statusCode).toBe(201);

      const extra = await add(me, cards[10]!.uuid, { headers: json, payload: '{"quantity":2}' });
      expect(extra.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(extra.json()).errors)).toEqual(['quantity']);
      expect((await add(me, cards[10]!.uuid, { headers: json, payload: '{"quantity":' })).statusCode).toBe(400);
      expect((await add(me, cards[10]!.uuid, { headers: json, payload: '{"__proto__":{"x":1}}' })).statusCode).toBe(400);
      expect((await listed(me)).products.map((p) => p.uuid)).toEqual([cards[9]!.uuid]);
    });

    it('lets exactly one of many simultaneous adds of the same product through; the others get 409', async () => {
      const me = await customer();
      const responses = await Promise.all(Array.from({ length: 12 }, () => add(me, cards[11]!.uuid)));
      const statuses = responses.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, ...Array.from({ length: 11 }, () => 409)]);
      const rows = await api.database.query<{ n: number }>(
        'select count(*)::int as n from wishlist_items w join products p on p.id = w.product_id where p.uuid = $1',
        [cards[11]!.uuid],
      );
      expect(rows[0]!.n).toBe(1);
    });
  });
}
