import { describe, expect, it } from 'vitest';
import {
  CategoryListQuery,
  ProductFilterQuery,
  ProductSearchQuery,
  SORT_OPTIONS,
  SORT_OPTION_NAMES,
  toFilterSearchParams,
  toSortOption,
} from './queries';

describe('§7 filter query', () => {
  it('reads the wire form name[]=value, single values and attribute_{name}[]', () => {
    const query = ProductFilterQuery.parse({
      'brands[]': ['mare', 'sol'],
      categories: 'vestidos',
      'attribute_color[]': 'azul',
      price_min: '10',
      price_max: '50',
      isInWarehouse: 'false',
      sort: 'price',
      order: 'desc',
      page: '2',
    });
    expect(query).toMatchObject({
      brands: ['mare', 'sol'],
      categories: ['vestidos'],
      attributes: { color: ['azul'] },
      price_min: 10,
      price_max: 50,
      isInWarehouse: false,
      sort: 'price',
      order: 'desc',
      page: 2,
      per_page: 24,
    });
  });

  it('defaults to sort_order asc', () => {
    expect(ProductFilterQuery.parse({})).toMatchObject({ sort: 'sort_order', order: 'asc', brands: [], attributes: {} });
  });

  it('survives a round trip through the query string it sends', () => {
    const sent = { brands: ['mare'], attributes: { size: ['m', 'l'] }, price_max: 30, sort: 'sold_count' as const, order: 'desc' as const };
    const params = toFilterSearchParams(sent);
    expect(params.getAll('attribute_size[]')).toEqual(['m', 'l']);
    const back: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) back[key] = key.endsWith('[]') ? params.getAll(key) : params.get(key)!;
    expect(ProductFilterQuery.parse(back)).toMatchObject(sent);
  });

  it.each([
    { rule: 'price_min must not exceed price_max', query: { price_min: '60', price_max: '10' } },
    { rule: 'sort must be a known field', query: { sort: 'name' } },
    { rule: 'order must be asc or desc', query: { order: 'up' } },
    { rule: 'prices are not negative', query: { price_min: '-1' } },
    { rule: 'isInWarehouse is true or false', query: { isInWarehouse: 'maybe' } },
    { rule: 'locale must be pt, en, es or fr', query: { locale: 'de' } },
  ])('$rule', ({ query }) => {
    expect(ProductFilterQuery.safeParse(query).success).toBe(false);
  });
});

describe('§4 sort options', () => {
  it('maps the six UI names to (sort, order) pairs, featured first', () => {
    expect(SORT_OPTION_NAMES).toEqual(['featured', 'best-seller', 'price-low', 'price-high', 'newest', 'discount']);
    expect(SORT_OPTION_NAMES.map((n) => `${SORT_OPTIONS[n].sort} ${SORT_OPTIONS[n].order}`)).toEqual([
      'sort_order asc',
      'sold_count desc',
      'price asc',
      'price desc',
      'created_at desc',
      'discount_percentage desc',
    ]);
    expect(toSortOption('price', 'desc')).toBe('price-high');
    expect(toSortOption('sold_count', 'asc')).toBe('featured');
  });
});

describe('§7 search and category queries', () => {
  it.each([
    { rule: 'q is required', query: {} },
    { rule: 'q is at most 200 characters', query: { q: 'x'.repeat(201) } },
    { rule: 'q is not blank', query: { q: '   ' } },
  ])('search: $rule', ({ query }) => {
    expect(ProductSearchQuery.safeParse(query).success).toBe(false);
  });
  it('search accepts 200 characters', () => {
    expect(ProductSearchQuery.parse({ q: 'x'.repeat(200) }).q).toHaveLength(200);
  });
  it('a segment code reads as its pt slug; an unknown segment is rejected', () => {
    expect(CategoryListQuery.parse({ segment: 'women' }).segment).toBe('moda-mulher');
    expect(CategoryListQuery.safeParse({ segment: 'pets' }).success).toBe(false);
  });
});
