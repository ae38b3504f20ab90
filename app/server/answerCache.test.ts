// The web server's cache of shared API answers: menus, brands, categories, campaigns and CMS pages are
// read once per 30 s and concurrent reads share one request; products, listings and anything sent with
// credentials always reach the API.
import { describe, expect, it } from 'vitest';
import { ANSWER_TTL_MS, createAnswerCache } from './answerCache';

const API = 'http://api.test';

function fakeApi() {
  const calls: string[] = [];
  let status = 200;
  let counter = 0;
  const base: typeof fetch = async (input) => {
    calls.push(String(input));
    counter += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(JSON.stringify({ data: counter }), { status, headers: { 'content-type': 'application/json' } });
  };
  return { base, calls, setStatus: (value: number) => (status = value) };
}

describe('answer cache', () => {
  it('reads a shared answer once and serves it until it is 30 s old', async () => {
    let clock = 1_000;
    const api = fakeApi();
    const cached = createAnswerCache({ now: () => clock }).fetchVia(api.base);
    const first = await (await cached(`${API}/cms/v1/menu`)).json();
    const second = await (await cached(`${API}/cms/v1/menu`)).json();
    expect(second).toEqual(first);
    expect(api.calls).toHaveLength(1);
    clock += ANSWER_TTL_MS;
    expect(await (await cached(`${API}/cms/v1/menu`)).json()).toEqual({ data: 2 });
    expect(api.calls).toHaveLength(2);
  });

  it('shares one request among concurrent identical reads, each getting its own body', async () => {
    const api = fakeApi();
    const cached = createAnswerCache().fetchVia(api.base);
    const answers = await Promise.all(Array.from({ length: 5 }, () => cached(`${API}/v1/brands/home-page?locale=en`)));
    expect(api.calls).toHaveLength(1);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(Array.from({ length: 5 }, () => ({ data: 1 })));
  });

  it('keys answers by their query', async () => {
    const api = fakeApi();
    const cached = createAnswerCache().fetchVia(api.base);
    await cached(`${API}/v1/categories?locale=en`);
    await cached(`${API}/v1/categories?locale=fr`);
    await cached(`${API}/v1/categories?locale=en`);
    expect(api.calls).toEqual([`${API}/v1/categories?locale=en`, `${API}/v1/categories?locale=fr`]);
  });

  it('never caches products, listings, campaign listings or carts: prices and stock stay the API’s', async () => {
    const api = fakeApi();
    const cached = createAnswerCache().fetchVia(api.base);
    const fresh = [
      '/v1/products/linen-sneakers?locale=en',
      '/v1/products?locale=en&page=1',
      '/v1/products/categories/shoes?locale=en',
      '/v1/products/segment/moda-mulher',
      '/v1/campaigns/products/8b2c2a47-5f0e-4d5b-9d43-0c7e4f1b2a11',
      '/v1/cart/8b2c2a47-5f0e-4d5b-9d43-0c7e4f1b2a11',
    ];
    for (const path of [...fresh, ...fresh]) await cached(`${API}${path}`);
    expect(api.calls).toHaveLength(fresh.length * 2);
  });

  it('passes reads with credentials or a session, and writes, to the API', async () => {
    const api = fakeApi();
    const cached = createAnswerCache().fetchVia(api.base);
    await cached(`${API}/cms/v1/menu`, { headers: { Authorization: 'Bearer x' } });
    await cached(`${API}/cms/v1/menu`, { headers: { 'X-Session-Id': 's' } });
    await cached(`${API}/cms/v1/menu`, { method: 'POST' });
    expect(api.calls).toHaveLength(3);
  });

  it('keeps only 200 answers: a failed read is asked again', async () => {
    const api = fakeApi();
    const cached = createAnswerCache().fetchVia(api.base);
    api.setStatus(503);
    expect((await cached(`${API}/cms/v1/pages/about`)).status).toBe(503);
    api.setStatus(200);
    expect((await cached(`${API}/cms/v1/pages/about`)).status).toBe(200);
    expect((await cached(`${API}/cms/v1/pages/about`)).status).toBe(200);
    expect(api.calls).toHaveLength(2);
  });

  it('reads paths below the API base URL’s own path', () => {
    const cache = createAnswerCache({ basePath: '/api/' });
    expect(cache.isShared(new URL(`${API}/api/cms/v1/menu`))).toBe(true);
    expect(cache.isShared(new URL(`${API}/cms/v1/menu`))).toBe(false);
  });
});
