import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-support';
import { FORBIDDEN_KEY, hasPoisonedCookie, hasPoisonedQuery } from './proto-guard';

describe('prototype-poisoning keys (reliability E2)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 0 });
  });
  afterAll(() => api?.close());

  it('answers 400 for __proto__ or constructor.prototype in the query string, on any route', async () => {
    for (const url of [
      '/v1/products?__proto__[isAdmin]=1',
      '/v1/products?__proto__=1',
      '/v1/products?constructor[prototype][isAdmin]=1',
      '/v1/products?%5F%5Fproto%5F%5F%5Bx%5D=1',
      '/users/me?page=1&__PROTO__.x=1',
    ]) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(FORBIDDEN_KEY);
    }
    expect((await api.app.inject({ url: '/v1/products?page=1&attribute_color[]=azul' })).statusCode).toBe(200);
  });

  it('answers 400 for such a cookie name and leaves ordinary cookies alone', async () => {
    const poisoned = await api.app.inject({ url: '/v1/products', headers: { cookie: 'i18n_locale=pt; __proto__=x' } });
    expect(poisoned.statusCode).toBe(400);
    expect((await api.app.inject({ url: '/v1/products', headers: { cookie: 'constructor[prototype]=1' } })).statusCode).toBe(400);
    expect((await api.app.inject({ url: '/v1/products', headers: { cookie: 'i18n_locale=pt; utm_tracking_id=nuxt_user_1_a' } })).statusCode).toBe(200);
  });

  it('never answers 5xx nor pollutes Object.prototype for generated keys in query, cookies and JSON bodies', async () => {
    const key = fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'prototype', '__proto__[isAdmin]', 'constructor[prototype][isAdmin]', 'email', 'utm_source'),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(key, fc.string({ maxLength: 12 }), async (name, value) => {
        const query = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        const body = `{"${name.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}":{"isAdmin":true}}`;
        const answers = await Promise.all([
          api.app.inject({ url: `/v1/products?${query}` }),
          api.app.inject({ url: '/v1/utm/attribution', headers: { cookie: `${name.replace(/[;=\s]/g, '')}=1` } }),
          api.app.inject({ method: 'POST', url: '/v1/utm/track', headers: { 'content-type': 'application/json' }, payload: body }),
        ]);
        for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
        expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      }),
      { numRuns: 150 },
    );
  });

  it('reads keys only: values may say anything', () => {
    expect(hasPoisonedQuery('/search?q=__proto__')).toBe(false);
    expect(hasPoisonedCookie('note=constructor.prototype')).toBe(false);
  });
});
