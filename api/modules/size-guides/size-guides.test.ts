import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, MessageBody, ProductListResponse, ProductResponse, SIZE_GUIDE_KINDS, SizeGuideResponse, ValidationErrorBody } from '../../../contract';
import { SIZES, VOCABULARY } from '../../db/seed-vocabulary';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';
import { sizeGuide, sizeGuideOfCategory } from './guides';

const seededTypes = VOCABULARY.flatMap((segment) => segment.types);
/** One size, or sizes by volume (perfume, creams): nothing to fit, so no guide. */
const soldWithoutFit = (sizes: readonly string[]) => sizes.every((size) => size === 'unico' || size.endsWith('ml'));

describe('size guides of the seeded categories', () => {
  it('gives a guide to every category sold in sizes that fit the body, and none to one-size or volume categories', () => {
    for (const type of seededTypes) {
      expect(sizeGuideOfCategory(type.category) === null, type.category).toBe(soldWithoutFit(type.sizes));
    }
  });

  it("lists every size a category sells as a row of its guide, in the selector's words of each language", () => {
    for (const type of seededTypes.filter((t) => !soldWithoutFit(t.sizes))) {
      for (const locale of LOCALES) {
        const labels = sizeGuide(sizeGuideOfCategory(type.category)!, locale).rows.map((row) => row[0]);
        for (const size of type.sizes) expect(labels, `${type.category} ${size} ${locale}`).toContain(SIZES[size]![locale]);
      }
    }
  });
});

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`GET /v1/size-guides/{kind} on ${mode}`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(mode, { products: 60 });
    });
    afterAll(() => api?.close());

    const guide = async (path: string) => {
      const response = await api.app.inject(path);
      return { status: response.statusCode, body: response.json() };
    };

    it('answers every kind in the four languages, each row as wide as the headings, with how to measure', async () => {
      for (const kind of SIZE_GUIDE_KINDS) {
        for (const locale of LOCALES) {
          const { status, body } = await guide(`/v1/size-guides/${kind}?locale=${locale}`);
          expect(status, `${kind} ${locale}`).toBe(200);
          const { data } = SizeGuideResponse.parse(body);
          expect(data).toMatchObject({ kind, locale });
          for (const row of data.rows) expect(row).toHaveLength(data.columns.length);
          expect(data.how_to_measure.length).toBeGreaterThan(0);
        }
      }
    });

    it('writes the standard conversions in the language asked (Portuguese by default)', async () => {
      const shoes = SizeGuideResponse.parse((await guide('/v1/size-guides/shoes')).body).data;
      expect(shoes.locale).toBe('pt');
      expect(shoes.columns).toEqual(['EU', 'UK', 'US mulher', 'US homem', 'Comprimento do pé (cm)']);
      expect(shoes.rows.find((row) => row[0] === '42')).toEqual(['42', '8', '10', '9', '26,5']);
      const english = SizeGuideResponse.parse((await guide('/v1/size-guides/shoes?locale=en')).body).data;
      expect(english.rows[0]).toEqual(['36', '3.5', '5.5', '4.5', '22.5']);

      const women = SizeGuideResponse.parse((await guide('/v1/size-guides/women-clothing?locale=es')).body).data;
      expect(women.columns).toEqual(['Talla', 'ES/EU', 'UK', 'US', 'Pecho (cm)', 'Cintura (cm)', 'Cadera (cm)']);
      expect(women.rows.find((row) => row[0] === 'M')).toEqual(['M', '38', '10', '6', '86–90', '68–72', '94–98']);

      const kids = SizeGuideResponse.parse((await guide('/v1/size-guides/kids-clothing?locale=fr')).body).data;
      expect(kids.rows[0]).toEqual(['2 ans', '87–92', '52', '51']);
    });

    it('answers 404 for an unknown kind and 422 for an unknown language', async () => {
      const unknown = await guide('/v1/size-guides/hats');
      expect(unknown.status).toBe(404);
      expect(MessageBody.parse(unknown.body).message).toBe('The size guide could not be found.');
      const language = await guide('/v1/size-guides/shoes?locale=de');
      expect(language.status).toBe(422);
      expect(Object.keys(ValidationErrorBody.parse(language.body).errors)).toEqual(['locale']);
    });

    it("names the category's guide in the product answer, and none for a product without sizes", async () => {
      const cards = ProductListResponse.parse((await guide('/v1/products?per_page=60')).body).data;
      const seen = { sized: false, unsized: false };
      for (const card of cards) {
        const { data: product } = ProductResponse.parse((await guide(`/v1/products/${card.slug}`)).body);
        const expected = sizeGuideOfCategory(product.category?.code);
        expect(product.size_guide, product.category?.code).toBe(expected);
        if (expected) seen.sized = true;
        else seen.unsized = true;
        if (seen.sized && seen.unsized) break;
      }
      expect(seen).toEqual({ sized: true, unsized: true });
    });
  });
}
