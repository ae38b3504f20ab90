import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Product, ProductCard, ProductListResponse, ProductResponse } from './catalog';
import { ProductListQuery } from './queries';
import { issuePaths, links, meta, product, productCard } from './test-examples';

describe('ProductListQuery', () => {
  it('defaults to locale pt, page 1 and 24 per page (§9)', () => {
    expect(ProductListQuery.parse({})).toEqual({ locale: 'pt', page: 1, per_page: 24 });
  });
  it.each([{ page: 'abc' }, { page: '0' }, { per_page: '100000' }, { per_page: '0' }, { locale: 'de' }])(
    'rejects %o',
    (query) => {
      expect(ProductListQuery.safeParse(query).success).toBe(false);
    },
  );
});

const list = { data: [productCard], links, meta };
const { total: _total, ...metaWithoutTotal } = meta;

describe('§5 catalogue rules', () => {
  it.each<{ rule: string; schema: z.ZodType; value: unknown }>([
    { rule: 'a product card parses', schema: ProductCard, value: productCard },
    { rule: 'a full product parses', schema: ProductResponse, value: { data: product } },
    { rule: 'a list response parses without filters', schema: ProductListResponse, value: list },
    {
      rule: 'a list response parses with facet counts',
      schema: ProductListResponse,
      value: { ...list, filters: { brands: [{ value: 'mare', label: 'Maré', count: 1 }], categories: [], attributes: { color: [] }, price: { min: 39.99, max: 39.99 }, in_warehouse: 1 } },
    },
  ])('$rule', ({ schema, value }) => {
    expect(schema.safeParse(value).error).toBeUndefined();
  });

  it.each<{ rule: string; path: string; schema: z.ZodType; value: unknown }>([
    { rule: 'locale must be pt, en, es or fr', path: 'translations', schema: ProductCard, value: { ...productCard, translations: { de: { name: 'x', description: 'y' } } } },
    { rule: 'uuid fields must be UUIDs', path: 'uuid', schema: ProductCard, value: { ...productCard, uuid: 'product-1' } },
    { rule: 'offer uuid must be a UUID', path: 'variants.0.offers.0.uuid', schema: ProductCard, value: { ...productCard, variants: [{ ...productCard.variants[0], offers: [{ ...productCard.variants[0]!.offers[0], uuid: '42' }] }] } },
    { rule: 'file_path must be a URL', path: 'images.0.file_path', schema: ProductCard, value: { ...productCard, images: [{ file_path: 'images/1.jpg' }] } },
    { rule: 'canonical_url must be a URL', path: 'seo.canonical_url', schema: Product, value: { ...product, seo: { ...product.seo, canonical_url: '/product/x' } } },
    { rule: 'the list response rejects an extra key', path: '', schema: ProductListResponse, value: { ...list, debug: true } },
    { rule: 'the list response rejects a missing meta key', path: 'meta.total', schema: ProductListResponse, value: { ...list, meta: metaWithoutTotal } },
    { rule: 'the list response rejects an extra meta key', path: 'meta', schema: ProductListResponse, value: { ...list, meta: { ...meta, first_page_url: null } } },
    { rule: 'the list response needs links', path: 'links', schema: ProductListResponse, value: { data: [], meta } },
    { rule: 'a full product needs its seo', path: 'seo', schema: Product, value: productCard },
  ])('$rule', ({ schema, value, path }) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
