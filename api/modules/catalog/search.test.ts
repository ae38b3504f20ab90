import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SEARCH_QUERY_LENGTH, ProductListResponse, ValidationErrorBody, type Locale, type ProductCard } from '../../../contract';
import { productCardFacts } from '../../../contract/cards';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { withinOneEdit } from './listing';

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** One typo: the longest word of the text loses its third letter. */
function withTypo(text: string): string {
  const words = text.split(' ');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  return words.map((w) => (w === longest ? w.slice(0, 2) + w.slice(3) : w)).join(' ');
}

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`GET /v1/products/search on ${mode}`, () => {
    let api: TestApi;
    let all: ProductCard[];

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 80 });
      all = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=100')).json()).data;
    });
    afterAll(() => api?.close());

    async function search(q: string, locale: Locale = 'pt', extra = '') {
      const response = await api.app.inject(`/v1/products/search?q=${encodeURIComponent(q)}&locale=${locale}${extra}`);
      expect(response.statusCode).toBe(200);
      return ProductListResponse.parse(response.json());
    }

    it('finds a product by words of its name typed without accents (pt)', async () => {
      const accented = all.find((p) => /[áâãàçéêíóôõú]/i.test(p.translations.pt!.name))!;
      expect(accented).toBeDefined();
      const query = stripAccents(accented.translations.pt!.name).toLowerCase();
      const result = await search(query);
      expect(result.data.map((p) => p.uuid)).toContain(accented.uuid);
      expect(result.data[0]!.name).toBe(accented.translations.pt!.name);
    });

    it('finds the same product with its accents, ranking the name above mere description matches', async () => {
      const product = all.find((p) => /[áâãàçéêíóôõú]/i.test(p.translations.pt!.name))!;
      const withAccents = await search(product.translations.pt!.name);
      const without = await search(stripAccents(product.translations.pt!.name));
      expect(withAccents.data.map((p) => p.uuid)).toEqual(without.data.map((p) => p.uuid));
      expect(withAccents.data[0]!.uuid).toBe(product.uuid);
    });

    it.each([['pt'], ['en'], ['fr']] as const)('tolerates one typo in %s', async (locale) => {
      const product = all.find((p) => p.translations[locale]!.name.split(' ').some((w) => w.length >= 6))!;
      const query = withTypo(stripAccents(product.translations[locale]!.name).toLowerCase());
      const result = await search(query, locale);
      expect(result.data.map((p) => p.uuid), query).toContain(product.uuid);
    });

    it('answers in the requested locale, with pagination', async () => {
      const product = all[0]!;
      const result = await search(product.translations.en!.name, 'en', '&per_page=2');
      expect(result.data[0]!.name).toBe(result.data[0]!.translations.en!.name);
      expect(result.meta.per_page).toBe(2);
      expect(result.meta.total).toBeGreaterThanOrEqual(1);
    });

    it('filters, sorts and counts facets of the matching products like the other listings', async () => {
      const word = 'vestido';
      const plain = await search(word);
      expect(plain.meta.total).toBeGreaterThan(1);
      const facets = plain.filters!;
      const brand = facets.brands[0]!;
      expect(facets.brands.reduce((sum, b) => sum + b.count, 0)).toBe(plain.meta.total);
      const filtered = await search(word, 'pt', `&brands[]=${brand.value}&per_page=100`);
      expect(filtered.meta.total).toBe(brand.count);
      expect(filtered.data.every((p) => p.brand?.slug === brand.value)).toBe(true);
      const cheapest = await search(word, 'pt', '&sort=price&order=asc&per_page=100');
      // The price each card shows: its offer's campaign price, else its selling price.
      const prices = cheapest.data.map((p) => {
        const offer = productCardFacts(p).offer!;
        return offer.price_campaign ?? offer.price_product;
      });
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(new Set(cheapest.data.map((p) => p.uuid))).toEqual(new Set((await search(word, 'pt', '&per_page=100')).data.map((p) => p.uuid)));
    });

    it('tells two categories of the same name apart in the category facet by their parent', async () => {
      for (const locale of ['pt', 'en'] as const) {
        const labels = (await search(locale === 'pt' ? 'vestido' : 'dress', locale)).filters!.categories.map((c) => c.label);
        // Women's and children's dresses both match: each shows once, the children's with its parent's name.
        expect(new Set(labels).size, labels.join(', ')).toBe(labels.length);
        expect(labels).toContain(locale === 'pt' ? 'Vestidos (Criança)' : 'Dresses (Kids)');
      }
    });

    it('answers an empty page for words nothing contains', async () => {
      const result = await search('zzqxw');
      expect(result.data).toEqual([]);
      expect(result.meta.total).toBe(0);
    });

    it.each([
      [`q=${'a'.repeat(MAX_SEARCH_QUERY_LENGTH + 1)}`, 'q'],
      ['q=', 'q'],
      ['', 'q'],
      ['q=vestido&locale=de', 'locale'],
      ['q=vestido&page=0', 'page'],
      ['q=vestido&per_page=500', 'per_page'],
      ['q=vestido&sort=name', 'sort'],
      ['q=vestido&price_min=60&price_max=10', 'price_max'],
    ])('refuses %s with 422 naming %s', async (query, field) => {
      const response = await api.app.inject(`/v1/products/search?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toEqual([field]);
    });

    it('takes text search operators and punctuation as plain words, never as an error', async () => {
      for (const q of ['"vestido', 'vestido | (', '!!! & :*', "o'neill", '-', '\\']) {
        const response = await api.app.inject(`/v1/products/search?q=${encodeURIComponent(q)}`);
        expect(response.statusCode, q).toBe(200);
      }
    });
  });
}

describe('withinOneEdit (one typo)', () => {
  it.each([
    ['vestdo', 'vestido', true],
    ['vestiod', 'vestido', true],
    ['vestixo', 'vestido', true],
    ['vestiddo', 'vestido', true],
    ['vstdo', 'vestido', false],
    ['sandalia', 'vestido', false],
  ])('%s → %s: %s', (typed, word, expected) => {
    expect(withinOneEdit(typed, word)).toBe(expected);
  });
});
