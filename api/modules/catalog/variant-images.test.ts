import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductListResponse, ProductResponse } from '../../../contract';
import type { Variant } from '../../../contract';
import { COLORS } from '../../db/seed-vocabulary';
import { artworkSvg } from '../../media/artworks';
import { createTestApi, DATABASE_MODES, type TestApi } from '../../test-support';

const colourOf = (variant: Variant) => variant.attribute_values.find((value) => value.attribute === 'color')!.slug;
const artworkPath = (filePath: string) => new URL(filePath).pathname;

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`variant pictures on ${mode}`, () => {
    let api: TestApi;

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 60 });
    });
    afterAll(() => api?.close());

    async function products() {
      const response = await api.app.inject('/v1/products?locale=pt&per_page=96');
      return ProductListResponse.parse(response.json()).data;
    }

    it('every variant carries its own ordered pictures, the same for the sizes of one colour and different between colours', async () => {
      const list = await products();
      const twoColours = list.filter((product) => new Set(product.variants.map(colourOf)).size > 1);
      expect(twoColours.length).toBeGreaterThan(0);
      for (const product of list) {
        for (const variant of product.variants) {
          expect(variant.images?.length, variant.sku).toBe(product.images.length);
          expect(variant.images!.map((image) => image.order)).toEqual(product.images.map((_, order) => order));
        }
      }
      for (const product of twoColours) {
        const byColour = new Map<string, string[]>();
        for (const variant of product.variants) {
          const paths = variant.images!.map((image) => artworkPath(image.file_path));
          const seen = byColour.get(colourOf(variant));
          if (seen) expect(paths, variant.sku).toEqual(seen);
          else byColour.set(colourOf(variant), paths);
        }
        const [first, second] = [...byColour.values()];
        expect(first![0]).not.toBe(second![0]);
      }
    });

    it("a variant's pictures are drawn in the variant's colour, and the product's pictures are its first colour's", async () => {
      const product = (await products()).find((candidate) => new Set(candidate.variants.map(colourOf)).size > 1)!;
      for (const variant of product.variants) {
        for (const image of variant.images!) {
          const artworkId = Number(/\/media\/(\d+)\.webp$/.exec(image.file_path)![1]);
          expect(artworkSvg(artworkId), variant.sku).toContain(`fill="${COLORS[colourOf(variant)]!.hex}"`);
        }
      }
      const full = ProductResponse.parse((await api.app.inject(`/v1/products/${product.slug}?locale=pt`)).json()).data;
      expect(full.variants[0]!.images).toEqual(full.images);
    });

    it('every variant picture is served', async () => {
      const product = (await products()).find((candidate) => new Set(candidate.variants.map(colourOf)).size > 1)!;
      for (const variant of product.variants) {
        const response = await api.app.inject(artworkPath(variant.images![0]!.file_path));
        expect(response.statusCode, variant.sku).toBe(200);
        expect(response.headers['content-type']).toBe('image/webp');
      }
    });
  });
}
