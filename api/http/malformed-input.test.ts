/**
 * The malformed requests that answered 500 (reliability E1–E4), each as the caller sends it: text
 * PostgreSQL cannot store, bodies that are not what their content type says, error bodies a route's
 * response schema did not describe, and numbers beyond their column. Each must get the API's error
 * shape — 422 `{message, errors}`, 400 or 404 `{message}` — and write nothing. The generated
 * version of these is api/fuzz/http.fuzz.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageBody, ValidationErrorBody } from '../../contract';
import { createTestApi, DATABASE_MODES, signIn, signUp, type CookieSession, type TestApi } from '../test-support';

const json = { 'content-type': 'application/json' };

describe.each(DATABASE_MODES.filter((entry) => entry.enabled))('malformed input ($mode)', ({ mode }) => {
  let api: TestApi;
  let session: CookieSession;
  let admin: Record<string, string>;
  let offerUuid: string;
  let discountUuid: string;

  beforeAll(async () => {
    api = await createTestApi(mode, { products: 12 });
    session = await signIn(api.app, await signUp(api.app));
    admin = { authorization: `Bearer ${api.config.adminToken}`, ...json };
    offerUuid = String((await api.database.query<{ uuid: string }>('select uuid from offers order by id limit 1'))[0]!.uuid);
    discountUuid = String((await api.database.query<{ uuid: string }>('select uuid from discounts order by id limit 1'))[0]!.uuid);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  // (A query cannot carry a lone surrogate: percent-decoding never yields one; JSON bodies can, below.)
  it('answers 422 naming the field for a NUL in the query, on search and every listing', async () => {
    const listings = ['/v1/products', '/v1/products/search?q=vestido', '/v1/products/segment/moda', '/v1/products/categories/vestidos', '/v1/products/brand/x'];
    for (const listing of listings) {
      const joiner = listing.includes('?') ? '&' : '?';
      for (const value of ['%00', 'a%00b']) {
        const response = await get(`${listing}${joiner}attribute_color=${value}`);
        expect(response.statusCode, `${listing} attribute_color=${value}`).toBe(422);
        expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty('attribute_color');
      }
    }
    const search = await get('/v1/products/search?q=%00');
    expect(search.statusCode).toBe(422);
    expect(search.json()).toEqual({ message: 'The q field must not contain null characters.', errors: { q: ['The q field must not contain null characters.'] } });
  });

  it('answers 404 for a NUL in a path segment (a product, a content page)', async () => {
    for (const url of ['/v1/products/a%00b', '/cms/v1/pages/a%00b', '/v1/categories/a%00b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(MessageBody.parse(response.json()).message).toMatch(/could not be found/);
    }
  });

  it('answers 400 {message} for a path that does not decode', async () => {
    const response = await get('/v1/products/%ED%A0%80');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request URL is not valid.' });
  });

  it('refuses a NUL or a lone surrogate in UTM tracking with 422 and records nothing', async () => {
    const before = await api.database.query('select id from utm_attributions');
    for (const gclid of ['ab\u0000c', 'ab\ud800c']) {
      const response = await api.app.inject({ method: 'POST', url: '/v1/utm/track', headers: json, payload: JSON.stringify({ tracking_id: 'nuxt_user_1_fuzz', gclid }) });
      expect(response.statusCode, JSON.stringify(gclid)).toBe(422);
      expect(ValidationErrorBody.parse(response.json()).errors).toHaveProperty('gclid');
    }
    expect(await api.database.query('select id from utm_attributions')).toEqual(before);
  });

  it('answers invalid JSON and a forbidden cookie on the cart routes with 400 {message}, not a 500', async () => {
    const cart = crypto.randomUUID();
    const cases = [
      { method: 'POST' as const, url: '/v1/carts/save', headers: json, payload: '{"items":' },
      { method: 'PUT' as const, url: '/v1/carts/update', headers: json, payload: '{' },
      { method: 'DELETE' as const, url: `/v1/carts/${cart}`, headers: { cookie: '__proto__=1' } },
      { method: 'PUT' as const, url: '/v1/carts/update', headers: { ...json, cookie: '__proto__=1' }, payload: '{}' },
    ];
    for (const request of cases) {
      const response = await api.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(MessageBody.parse(response.json()).message).toMatch(/not valid JSON|forbidden key/);
    }
  });

  it('answers a multipart body without a boundary with 400 on the four account routes', async () => {
    const routes: ['PUT' | 'POST', string][] = [
      ['PUT', '/users/me'],
      ['POST', '/users/me'],
      ['PUT', '/users/me/password'],
      ['PUT', '/users/me/preferences'],
    ];
    for (const [method, url] of routes) {
      for (const type of ['multipart/form-data', 'multipart/form-data; boundary=']) {
        const response = await api.app.inject({ method, url, headers: { ...session.headers, 'content-type': type }, payload: 'name=Ana' });
        expect(response.statusCode, `${method} ${url} ${type}`).toBe(400);
        expect(response.json()).toEqual({ message: 'The request body is not valid multipart/form-data.' });
      }
    }
    const truncated = await api.app.inject({
      method: 'PUT',
      url: '/users/me/preferences',
      headers: { ...session.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="locale"\r\n\r\nen',
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('refuses numbers beyond their column with 422 and changes nothing (offer stock and pvp, coupon max_usage)', async () => {
    const offerBefore = await api.database.query('select initial_stock, pvp, price from offers where uuid = $1', [offerUuid]);
    for (const payload of [{ stock: 2147483648 }, { pvp: 2147483648 }, { price: 1e21 }]) {
      const response = await api.app.inject({ method: 'PATCH', url: `/v1/admin/offers/${offerUuid}`, headers: admin, payload: JSON.stringify(payload) });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toEqual(Object.keys(payload));
    }
    expect(await api.database.query('select initial_stock, pvp, price from offers where uuid = $1', [offerUuid])).toEqual(offerBefore);
    const discount = await api.app.inject({ method: 'PATCH', url: `/v1/admin/discounts/${discountUuid}`, headers: admin, payload: JSON.stringify({ max_usage: 2147483648 }) });
    expect(discount.statusCode).toBe(422);
    expect(ValidationErrorBody.parse(discount.json()).errors).toHaveProperty('max_usage');
  });

  it('refuses a conversion value or an order id beyond their columns with 422', async () => {
    for (const payload of [
      { conversion_type: 'order', order_id: 'ORD-1', conversion_value: 1e21 },
      { conversion_type: 'order', order_id: 'O'.repeat(5000), conversion_value: 10 },
    ]) {
      const response = await api.app.inject({ method: 'POST', url: '/v1/utm/conversion', headers: { ...session.headers, ...json }, payload: JSON.stringify(payload) });
      expect(response.statusCode).toBe(422);
    }
    expect(await api.database.query('select id from utm_conversions')).toEqual([]);
  });
});
