import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, ProductListResponse, SuggestionsResponse, ValidationErrorBody, type Locale, type ProductCard } from '../../../contract';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';

const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
const wordsOf = (text: string) => plain(text).split(/[^a-z0-9]+/).filter(Boolean);
const hasWordStarting = (name: string, start: string) => wordsOf(name).some((word) => word.startsWith(start));

/** Typed with accents where the catalogue has none, and without where it has them; a typo drops a letter. */
const CATEGORY_CASES: Record<Locale, { typed: string; category: string; typo: string; typoCategory: string }> = {
  pt: { typed: 'calcas', category: 'Calças', typo: 'vestdos', typoCategory: 'Vestidos' },
  en: { typed: 'décor', category: 'Decor', typo: 'dreses', typoCategory: 'Dresses' },
  es: { typed: 'pantalon', category: 'Pantalones', typo: 'vestdos', typoCategory: 'Vestidos' },
  fr: { typed: 'montres connectees', category: 'Montres connectées', typo: 'coussns', typoCategory: 'Coussins' },
};

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`GET /v1/products/suggestions on ${mode}`, () => {
    let api: TestApi;
    const products = new Map<Locale, ProductCard[]>();

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 80 });
      for (const locale of LOCALES) {
        products.set(locale, ProductListResponse.parse((await api.app.inject(`/v1/products?per_page=100&locale=${locale}`)).json()).data);
      }
    }, 240_000);
    afterAll(() => api?.close());

    async function suggest(q: string, locale: Locale) {
      const response = await api.app.inject(`/v1/products/suggestions?q=${encodeURIComponent(q)}&locale=${locale}`);
      expect(response.statusCode, q).toBe(200);
      return SuggestionsResponse.parse(response.json()).data;
    }

    /** The longest name word of the locale's products, preferring one with an accent. */
    function nameWord(locale: Locale): string {
      const words = products.get(locale)!.flatMap((p) => p.name.split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 6);
      return words.find((w) => plain(w) !== w.toLowerCase()) ?? words.sort((a, b) => b.length - a.length)[0]!;
    }

    describe.each(LOCALES)('in %s', (locale) => {
      it('suggests products whose name has a word starting with the typed letters, accents ignored', async () => {
        const word = nameWord(locale);
        const typed = plain(word).slice(0, Math.max(3, word.length - 1));
        const { products: found } = await suggest(typed, locale);
        expect(found.length, typed).toBeGreaterThan(0);
        for (const product of found) expect(hasWordStarting(product.name, typed), product.name).toBe(true);
        expect(found.some((p) => p.name.includes(word.slice(0, typed.length))), `${word} ~ ${typed}`).toBe(true);
        const listed = new Map(products.get(locale)!.map((p) => [p.slug, p]));
        for (const product of found) {
          if (!listed.has(product.slug)) continue;
          expect(product.name).toBe(listed.get(product.slug)!.name);
          expect(product.thumb).toBe(listed.get(product.slug)!.images[0]?.file_path ?? null);
        }
      });

      it('forgives one typo in a product name word', async () => {
        const word = plain(nameWord(locale));
        const typo = word.slice(0, 2) + word.slice(3);
        const { products: found } = await suggest(typo, locale);
        expect(found.some((p) => hasWordStarting(p.name, word)), `${typo} → ${word}`).toBe(true);
      });

      it('suggests categories by a name typed with other accents, and with one typo', async () => {
        const { typed, category, typo, typoCategory } = CATEGORY_CASES[locale];
        expect((await suggest(typed, locale)).categories.map((c) => c.name)).toContain(category);
        expect((await suggest(typo, locale)).categories.map((c) => c.name)).toContain(typoCategory);
      });

      it('suggests brands typed without their accents', async () => {
        const { brands } = await suggest('mare al', locale);
        expect(brands).toEqual([{ name: 'Maré Alta', slug: expect.any(String) }]);
      });
    });

    it('tells two categories of one name apart by their segment, in the requested locale', async () => {
      const pt = await suggest('Calças', 'pt');
      expect(pt.categories.filter((c) => c.name === 'Calças').map((c) => c.segmentLabel)).toHaveLength(2);
      const en = await suggest('trousers', 'en');
      const slugs = en.categories.map((c) => c.slug);
      expect(slugs).toEqual(expect.arrayContaining(['womens-trousers', 'mens-trousers']));
      expect(new Set(en.categories.map((c) => c.segmentLabel)).size).toBe(en.categories.length);
    });

    it('answers empty groups for letters nothing has', async () => {
      expect(await suggest('zzqxw', 'pt')).toEqual({ products: [], brands: [], categories: [] });
      expect(await suggest('!!!', 'pt')).toEqual({ products: [], brands: [], categories: [] });
    });

    it('answers the same letters the same way, with or without accents and case', async () => {
      expect(await suggest('CALÇAS', 'pt')).toEqual(await suggest('calcas', 'pt'));
    });

    it.each([
      ['q=a', 'q'],
      ['q=%20a%20', 'q'],
      ['', 'q'],
      [`q=${'a'.repeat(201)}`, 'q'],
      ['q=vestido&locale=de', 'locale'],
    ])('refuses %s with 422 naming %s, as the search does', async (query, field) => {
      const response = await api.app.inject(`/v1/products/suggestions?${query}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(response.json()).errors)).toEqual([field]);
    });

    it('answers the same letters again from memory, without asking the database', async () => {
      await suggest('vest', 'es');
      const query = api.database.query;
      let queries = 0;
      api.database.query = ((...args: Parameters<typeof query>) => (queries++, query(...args))) as typeof query;
      try {
        await suggest('vest', 'es');
        await suggest('VÉST', 'es');
      } finally {
        api.database.query = query;
      }
      expect(queries).toBe(0);
    });
  });
}
