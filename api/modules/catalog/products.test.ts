import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MessageBody, ProductListResponse, ValidationErrorBody } from '../../../contract';
import { createTestApi, DATABASE_MODES, TEST_API_URL, type TestApi } from '../../test-support';

const PATH = `${TEST_API_URL}/v1/products`;
const url = (page: number) => `${PATH}?page=${page}`;
const PREVIOUS = '&laquo; Previous';
const NEXT = 'Next &raquo;';

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`GET /v1/products on ${mode}`, () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await createTestApi(mode, {
        products: 60,
        configure(app) {
          app.get('/test/boom', async () => {
            throw new Error('secret connection string postgres://user:pw@db');
          });
          app.post('/test/echo', { schema: { body: z.object({ name: z.string() }) } }, async (request) => request.body);
        },
      });
    });
    afterAll(() => api?.close());

    async function list(query: string) {
      const response = await api.app.inject(`/v1/products${query}`);
      return { status: response.statusCode, body: response.json() };
    }

    it('answers the first page with 24 product cards that parse with the contract', async () => {
      const { status, body } = await list('');
      expect(status).toBe(200);
      const parsed = ProductListResponse.parse(body);
      expect(parsed.data).toHaveLength(24);
      const card = parsed.data[0]!;
      expect(Object.keys(card.translations).sort()).toEqual(['en', 'es', 'fr', 'pt']);
      expect(card.images[0]!.file_path).toMatch(new RegExp(`^${TEST_API_URL}/media/\\d+\\.webp$`));
      expect(card.brand?.logo).toMatch(new RegExp(`^${TEST_API_URL}/media/brands/[a-z0-9-]+\\.svg$`));
      const offer = card.variants[0]!.offers[0]!;
      expect(offer.pvp).toBeGreaterThanOrEqual(offer.price_product);
      expect(offer.lowest_price_30_days).not.toBeNull();
      expect(offer.delivery_methods.length).toBeGreaterThan(0);
      for (const method of offer.delivery_methods) expect(method.min_days).toBeGreaterThanOrEqual(offer.lead_time_to_ship);
    });

    it('orders products by sort_order, continuing across pages', async () => {
      const first = ProductListResponse.parse((await list('?per_page=30')).body).data;
      const second = ProductListResponse.parse((await list('?per_page=30&page=2')).body).data;
      const all = [...first, ...second].map((p) => p.uuid);
      expect(new Set(all).size).toBe(60);
      const sample = ProductListResponse.parse((await list('?per_page=5&page=3')).body).data.map((p) => p.uuid);
      expect(sample).toEqual(all.slice(10, 15));
    });

    it('gives the exact Laravel meta and links on the first page', async () => {
      const { body } = await list('');
      expect(Object.keys(body.meta)).toEqual(['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total']);
      expect(body.links).toEqual({ first: url(1), last: url(3), prev: null, next: url(2) });
      expect(body.meta).toEqual({
        current_page: 1,
        from: 1,
        last_page: 3,
        links: [
          { url: null, label: PREVIOUS, page: null, active: false },
          { url: url(1), label: '1', page: 1, active: true },
          { url: url(2), label: '2', page: 2, active: false },
          { url: url(3), label: '3', page: 3, active: false },
          { url: url(2), label: NEXT, page: 2, active: false },
        ],
        path: PATH,
        per_page: 24,
        to: 24,
        total: 60,
      });
    });

    it('gives prev and next on a middle page and stops next on the last page', async () => {
      const middle = (await list('?page=2')).body;
      expect(middle.links).toEqual({ first: url(1), last: url(3), prev: url(1), next: url(3) });
      expect(middle.meta).toMatchObject({ current_page: 2, from: 25, to: 48 });
      expect(middle.meta.links.filter((l: { active: boolean }) => l.active)).toEqual([
        { url: url(2), label: '2', page: 2, active: true },
      ]);

      const last = (await list('?page=3')).body;
      expect(last.data).toHaveLength(12);
      expect(last.links).toEqual({ first: url(1), last: url(3), prev: url(2), next: null });
      expect(last.meta).toMatchObject({ current_page: 3, from: 49, to: 60, total: 60 });
      expect(last.meta.links.at(-1)).toEqual({ url: null, label: NEXT, page: null, active: false });
    });

    it('answers an empty page past the end with from and to null', async () => {
      const { status, body } = await list('?page=9');
      expect(status).toBe(200);
      expect(ProductListResponse.parse(body).data).toEqual([]);
      expect(body.links).toEqual({ first: url(1), last: url(3), prev: url(8), next: null });
      expect(body.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 3, total: 60 });
      expect(body.meta.links.some((l: { active: boolean }) => l.active)).toBe(false);
    });

    it('windows the page links with ellipses when there are many pages', async () => {
      const { body } = await list('?per_page=2&page=15');
      const labels = body.meta.links.map((l: { label: string }) => l.label);
      expect(labels).toEqual([PREVIOUS, '1', '2', '...', '12', '13', '14', '15', '16', '17', '18', '...', '29', '30', NEXT]);
      expect(body.meta.links[3]).toEqual({ url: null, label: '...', page: null, active: false });
    });

    it('shows names, descriptions and slugs in the requested locale', async () => {
      const pt = ProductListResponse.parse((await list('?per_page=3')).body).data;
      const en = ProductListResponse.parse((await list('?per_page=3&locale=en')).body).data;
      const fr = ProductListResponse.parse((await list('?per_page=3&locale=fr')).body).data;
      expect(en.map((p) => p.uuid)).toEqual(pt.map((p) => p.uuid));
      for (const [index, product] of en.entries()) {
        expect(product.name).toBe(product.translations.en!.name);
        expect(product.slug).toBe(product.translations.en!.slug);
        expect(product.name).not.toBe(pt[index]!.name);
        expect(fr[index]!.description).toBe(product.translations.fr!.description);
      }
    });

    it.each([
      ['?page=abc', 'page'],
      ['?page=0', 'page'],
      ['?page=1.5', 'page'],
      ['?per_page=100000', 'per_page'],
      ['?per_page=0', 'per_page'],
      ['?locale=de', 'locale'],
    ])('refuses %s with 422 naming %s', async (query, field) => {
      const { status, body } = await list(query);
      expect(status).toBe(422);
      const parsed = ValidationErrorBody.parse(body);
      expect(Object.keys(parsed.errors)).toEqual([field]);
      expect(parsed.message).toBe(parsed.errors[field]![0]);
    });

    it('counts the other errors in the 422 message the Laravel way', async () => {
      const { status, body } = await list('?page=0&per_page=0&locale=de');
      expect(status).toBe(422);
      expect(Object.keys(body.errors).sort()).toEqual(['locale', 'page', 'per_page']);
      expect(body.message).toMatch(/ \(and 2 more errors\)$/);
      const one = (await list('?page=0&per_page=0')).body;
      expect(one.message).toMatch(/ \(and 1 more error\)$/);
    });

    it('answers an unknown route with 404 {message}', async () => {
      const response = await api.app.inject('/v1/nothing-here');
      expect(response.statusCode).toBe(404);
      expect(MessageBody.strict().parse(response.json()).message).toContain('v1/nothing-here');
    });

    it('hides a thrown error behind 500 {message: "Server Error"} with a request id', async () => {
      const response = await api.app.inject('/test/boom');
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body.message).toBe('Server Error');
      expect(body.request_id).toBe(response.headers['x-request-id']);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('stack');
    });

    it('answers a malformed JSON body with 400 {message}', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(response.statusCode).toBe(400);
      expect(MessageBody.strict().parse(response.json()).message).toMatch(/JSON/);
    });

    it('reports health with a database round trip', async () => {
      const response = await api.app.inject('/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: mode });
    });

    it('allows the web origin with credentials', async () => {
      const response = await api.app.inject({
        url: '/v1/products?per_page=1',
        headers: { origin: 'http://localhost:3000' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      const foreign = await api.app.inject({ url: '/v1/products?per_page=1', headers: { origin: 'http://evil.test' } });
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
}
