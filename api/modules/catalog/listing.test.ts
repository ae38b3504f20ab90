import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ProductListResponse,
  SORT_OPTIONS,
  ValidationErrorBody,
  toFilterSearchParams,
  type ProductCard,
  type ProductListResponse as ListBody,
} from '../../../contract';
import { productCardFacts } from '../../../contract/cards';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';

/** The price a card shows (its offer's campaign price, else its selling price): what `sort=price` and `price_min`/`price_max` use. */
const priceOf = (card: ProductCard) => {
  const offer = productCardFacts(card).offer!;
  return offer.price_campaign ?? offer.price_product;
};
/** The card's discount badge: its offer's reduction at the price it shows. */
const discountOf = (card: ProductCard) => {
  const { pvp } = productCardFacts(card).offer!;
  return pvp > priceOf(card) ? Math.round(((pvp - priceOf(card)) / pvp) * 100) : 0;
};
const attributeSlugs = (card: ProductCard, attribute: string) =>
  new Set(card.variants.flatMap((v) => v.attribute_values.filter((a) => a.attribute === attribute).map((a) => a.slug)));

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`catalogue listings on ${mode}`, () => {
    let api: TestApi;
    let all: ProductCard[];

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 80 });
      all = (await list('/v1/products', 'per_page=100')).body.data;
    });
    afterAll(() => api?.close());

    async function list(path: string, query = ''): Promise<{ status: number; body: ListBody }> {
      const response = await api.app.inject(`${path}${query ? `?${query}` : ''}`);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const json = response.json();
      return { status: response.statusCode, body: response.statusCode === 200 ? ProductListResponse.parse(json) : json };
    }

    it('answers every listing route with a body that parses with ProductListResponse, facets included', async () => {
      const brand = all[0]!.brand!.slug;
      const campaign = (await api.app.inject('/v1/campaigns')).json().data[0].uuid as string;
      for (const path of [
        '/v1/products',
        '/v1/products/segment/moda-mulher',
        '/v1/products/segment/women',
        '/v1/products/categories/mulher',
        '/v1/products/categories/mulher/moda-mulher',
        '/v1/products/categories/mulher/vestidos',
        `/v1/products/brand/${brand}`,
        `/v1/products/brand/${brand}/women`,
        `/v1/campaigns/products/${campaign}`,
        '/v1/campaigns/products/black-friday',
      ]) {
        const { status, body } = await list(path);
        expect(status, path).toBe(200);
        expect(body.filters, path).toBeDefined();
        expect(body.meta.path).toBe(`${api.config.apiUrl}${path}`);
      }
    });

    it('accepts a segment as its pt slug or its English code, with the same result', async () => {
      const bySlug = (await list('/v1/products/segment/moda-mulher', 'per_page=100')).body;
      const byCode = (await list('/v1/products/segment/women', 'per_page=100')).body;
      expect(bySlug.meta.total).toBeGreaterThan(0);
      expect(byCode.data.map((p) => p.uuid)).toEqual(bySlug.data.map((p) => p.uuid));
      const segmentIds = new Set(bySlug.data.map((p) => p.uuid));
      expect(all.filter((p) => segmentIds.has(p.uuid))).toHaveLength(bySlug.meta.total);
    });

    it('answers 404 {message} for an unknown segment, category, brand, campaign or sub segment', async () => {
      for (const path of [
        '/v1/products/segment/nowhere',
        '/v1/products/categories/nowhere',
        '/v1/products/categories/mulher/nowhere',
        '/v1/products/brand/nowhere',
        `/v1/products/brand/${all[0]!.brand!.slug}/nowhere`,
        '/v1/campaigns/products/nowhere',
        '/v1/campaigns/products/00000000-0000-4000-8000-000000000000',
      ]) {
        const response = await api.app.inject(path);
        expect(response.statusCode, path).toBe(404);
        expect(Object.keys(response.json())).toEqual(['message']);
      }
    });

    it('filters by brands[] (array form, repeated keys and comma lists alike)', async () => {
      const [a, b] = [...new Set(all.map((p) => p.brand!.slug))];
      const expected = all.filter((p) => p.brand!.slug === a || p.brand!.slug === b).map((p) => p.uuid);
      for (const query of [`brands[]=${a}&brands[]=${b}`, `brands=${a}&brands=${b}`, `brands=${a},${b}`, `brands[]=${a},${b}`]) {
        const { body } = await list('/v1/products', `per_page=100&${query}`);
        expect(body.data.map((p) => p.uuid), query).toEqual(expected);
      }
    });

    it('filters by categories[] with a slug of any locale, matching subcategories of a parent', async () => {
      const women = (await list('/v1/products/segment/women', 'per_page=100')).body.data.map((p) => p.uuid);
      for (const slug of ['mulher', 'women', 'femme']) {
        const { body } = await list('/v1/products', `per_page=100&categories[]=${slug}`);
        expect(body.data.map((p) => p.uuid), slug).toEqual(women);
      }
      const dresses = (await list('/v1/products', 'per_page=100&categories[]=vestidos')).body.data;
      expect(dresses.length).toBeGreaterThan(0);
      expect(dresses.length).toBeLessThan(women.length);
      expect(dresses.every((p) => /vestido/i.test(p.name))).toBe(true);
    });

    it('filters by attribute_{name}[]: values of one attribute are alternatives, attributes combine', async () => {
      const colors = (await list('/v1/products', 'per_page=1')).body.filters!.attributes.color!;
      const [first, second] = colors.map((c) => c.value);
      const either = (await list('/v1/products', `per_page=100&attribute_color[]=${first}&attribute_color[]=${second}`)).body;
      expect(either.data.map((p) => p.uuid)).toEqual(
        all.filter((p) => attributeSlugs(p, 'color').has(first!) || attributeSlugs(p, 'color').has(second!)).map((p) => p.uuid),
      );
      const both = (await list('/v1/products', `per_page=100&attribute_color[]=${first}&attribute_size[]=m`)).body;
      expect(both.data.map((p) => p.uuid)).toEqual(
        all.filter((p) => attributeSlugs(p, 'color').has(first!) && attributeSlugs(p, 'size').has('m')).map((p) => p.uuid),
      );
    });

    it('filters by price_min and price_max on the price the card shows', async () => {
      const { body } = await list('/v1/products', 'per_page=100&price_min=30&price_max=80');
      expect(body.data.map((p) => p.uuid)).toEqual(all.filter((p) => priceOf(p) >= 30 && priceOf(p) <= 80).map((p) => p.uuid));
      expect(body.data.length).toBeGreaterThan(0);
    });

    it('filters by isInWarehouse=true to products an official-store offer has in stock', async () => {
      const { body } = await list('/v1/products', 'per_page=100&isInWarehouse=true');
      const inWarehouse = (card: ProductCard) =>
        card.variants.some((v) =>
          v.offers.some(
            (o) => ['OFFICIAL_STORE', '1P'].includes(o.type) && o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout > 0,
          ),
        );
      expect(body.data.map((p) => p.uuid)).toEqual(all.filter(inWarehouse).map((p) => p.uuid));
      expect(body.meta.total).toBeLessThan(all.length);
      const off = (await list('/v1/products', 'per_page=100&isInWarehouse=false')).body;
      expect(off.meta.total).toBe(all.length);
    });

    it.each(Object.entries(SORT_OPTIONS))('sorts %s as (sort, order) = %o', async (_name, { sort, order }) => {
      const { body } = await list('/v1/products', `per_page=100&sort=${sort}&order=${order}`);
      expect(body.meta.total).toBe(all.length);
      const key: Record<string, (card: ProductCard) => number> = {
        sort_order: (card) => all.indexOf(all.find((p) => p.uuid === card.uuid)!),
        price: priceOf,
        discount_percentage: discountOf,
      };
      const value = key[sort];
      if (value) {
        const values = body.data.map(value);
        const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
        expect(values).toEqual(sorted);
      }
      expect(new Set(body.data.map((p) => p.uuid)).size).toBe(all.length);
    });

    it('defaults to sort_order asc', async () => {
      const plain = (await list('/v1/products', 'per_page=100')).body.data.map((p) => p.uuid);
      const explicit = (await list('/v1/products', 'per_page=100&sort=sort_order&order=asc')).body.data.map((p) => p.uuid);
      expect(plain).toEqual(explicit);
      const reversed = (await list('/v1/products', 'per_page=100&sort=sort_order&order=desc')).body.data.map((p) => p.uuid);
      expect(reversed).toEqual([...plain].reverse());
    });

    it('sorts best-seller, newest and discount pages consistently across pages', async () => {
      for (const { sort, order } of [SORT_OPTIONS['best-seller'], SORT_OPTIONS.newest, SORT_OPTIONS.discount]) {
        const whole = (await list('/v1/products', `per_page=100&sort=${sort}&order=${order}`)).body.data.map((p) => p.uuid);
        const paged = [
          ...(await list('/v1/products', `per_page=30&sort=${sort}&order=${order}`)).body.data,
          ...(await list('/v1/products', `per_page=30&page=2&sort=${sort}&order=${order}`)).body.data,
          ...(await list('/v1/products', `per_page=30&page=3&sort=${sort}&order=${order}`)).body.data,
        ].map((p) => p.uuid);
        expect(paged).toEqual(whole);
      }
    });

    it('gives facet counts that match the current result set', async () => {
      for (const [path, query] of [
        ['/v1/products', ''],
        ['/v1/products/segment/moda-mulher', ''],
        ['/v1/products', 'price_max=60&attribute_size[]=m'],
      ] as const) {
        const { body } = await list(path, `per_page=100&${query}`);
        const { filters, data } = body;
        expect(data.length).toBe(body.meta.total);
        const brandCounts = new Map<string, number>();
        for (const p of data) brandCounts.set(p.brand!.slug, (brandCounts.get(p.brand!.slug) ?? 0) + 1);
        expect(Object.fromEntries(filters!.brands.map((b) => [b.value, b.count]))).toEqual(Object.fromEntries(brandCounts));
        for (const [attribute, values] of Object.entries(filters!.attributes)) {
          for (const value of values) {
            expect(data.filter((p) => attributeSlugs(p, attribute).has(value.value)).length, `${attribute}:${value.value}`).toBe(value.count);
          }
        }
        if (data.length > 0) {
          expect(filters!.price).toEqual({ min: Math.min(...data.map(priceOf)), max: Math.max(...data.map(priceOf)) });
        }
        const inWarehouse = (await list(path, `per_page=100&${query}&isInWarehouse=true`)).body.meta.total;
        expect(filters!.in_warehouse).toBe(inWarehouse);
      }
    });

    it('labels facets in the requested locale and counts a category with its subcategories', async () => {
      const pt = (await list('/v1/products/segment/women', 'per_page=1')).body.filters!;
      const fr = (await list('/v1/products/segment/women', 'per_page=1&locale=fr')).body.filters!;
      const root = pt.categories.find((c) => c.value === 'mulher')!;
      expect(root.label).toBe('Mulher');
      expect(fr.categories.find((c) => c.value === 'femme')!.label).toBe('Femme');
      const leaves = pt.categories.filter((c) => c.value !== 'mulher');
      expect(leaves.reduce((sum, c) => sum + c.count, 0)).toBe(root.count);
    });

    it.each([
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['per_page=0', 'per_page'],
      ['sort=popularity', 'sort'],
      ['order=up', 'order'],
      ['price_min=50&price_max=10', 'price_max'],
      ['price_min=cheap', 'price_min'],
      ['locale=de', 'locale'],
      ['isInWarehouse=maybe', 'isInWarehouse'],
    ])('refuses %s with 422 naming %s', async (query, field) => {
      for (const path of ['/v1/products', '/v1/products/segment/women']) {
        const response = await api.app.inject(`${path}?${query}`);
        expect(response.statusCode).toBe(422);
        const body = ValidationErrorBody.parse(response.json());
        expect(Object.keys(body.errors)).toEqual([field]);
      }
    });

    it('never answers 5xx to any query string of the list routes', async () => {
      const key = fc.constantFrom(
        'page', 'per_page', 'sort', 'order', 'locale', 'brands[]', 'brands', 'categories[]', 'attribute_color[]',
        'attribute_size', 'attribute_', 'attribute_Bad-Name[]', 'price_min', 'price_max', 'isInWarehouse', 'q', 'x[y]', '%', 'brands[][]',
      );
      const value = fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('', '-1', '1e309', 'NaN', 'asc', 'price', 'preto', '%ZZ', ',,,'));
      const query = fc.array(fc.tuple(key, value), { maxLength: 6 }).map((pairs) =>
        pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&'),
      );
      const path = fc.constantFrom('/v1/products', '/v1/products/segment/women', '/v1/products/categories/mulher', '/v1/products/search');
      await fc.assert(
        fc.asyncProperty(path, query, async (p, q) => {
          const response = await api.app.inject(`${p}?${q}`);
          expect(response.statusCode, `${p}?${q}`).toBeLessThan(500);
        }),
        { numRuns: 120 },
      );
    });

    it('round-trips the query the web client builds with toFilterSearchParams', async () => {
      const params = toFilterSearchParams({ brands: [all[0]!.brand!.slug], attributes: { color: ['preto', 'branco'] }, price_min: 1, sort: 'price', order: 'desc' });
      const { status, body } = await list('/v1/products', params.toString());
      expect(status).toBe(200);
      expect(body.data.every((p) => p.brand!.slug === all[0]!.brand!.slug)).toBe(true);
    });
  });
}
