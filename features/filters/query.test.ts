import { describe, expect, it } from 'vitest';
import { toFilterSearchParams } from '../../contract';
import { INITIAL_FILTER_STATE, fromQueryString, toApiQuery, toVisibleQuery } from './index';

describe('§5 Query-string restore', () => {
  it('ignores tracking parameters (utm_*, click ids, ref, referrer, source, medium, campaign, ad and affiliate ids, analytics cookies)', () => {
    const restored = fromQueryString(
      '?utm_source=google&utm_medium=cpc&utm_campaign=x&utm_term=t&utm_content=c&utm_id=9&gclid=a&fbclid=b&ttclid=c&msclkid=d&dclid=e' +
        '&ref=home&referrer=x&source=y&medium=z&campaign=w&ad_id=1&adid=2&affiliate_id=3&aff_id=4&gbraid=5&wbraid=6&_ga=7&_gl=8&color=red',
    );
    expect(restored.filters).toEqual({ color: ['red'] });
  });

  it('reads price_min, price_max, isInWarehouse (true or false), sort, view and page', () => {
    expect(fromQueryString('price_min=10&price_max=99.5&isInWarehouse=true&sort=price-high&view=model&page=3')).toEqual({
      filters: {},
      priceRange: { min: 10, max: 99.5 },
      inWarehouse: true,
      sort: 'price-high',
      view: 'model',
      page: 3,
    });
    expect(fromQueryString('isInWarehouse=false').inWarehouse).toBe(false);
  });

  it('splits any other value on commas into a multi-value filter', () => {
    expect(fromQueryString('color=red,blue&size=m&brands=zara%2Cmango&categories=vestidos').filters).toEqual({
      color: ['red', 'blue'],
      size: ['m'],
      brands: ['zara', 'mango'],
      categories: ['vestidos'],
    });
  });

  it('accepts the API wire form too (attribute_{name}[] and repeated keys)', () => {
    expect(fromQueryString('attribute_color[]=red&attribute_color[]=blue&brands[]=zara').filters).toEqual({
      color: ['red', 'blue'],
      brands: ['zara'],
    });
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(fromQueryString('sort=cheapest&view=grid&page=0&price_min=-3&price_max=abc&isInWarehouse=yes&color=')).toEqual({
      filters: {},
      priceRange: { min: null, max: null },
      inWarehouse: false,
      sort: 'featured',
      view: 'article',
      page: 1,
    });
    expect(fromQueryString('page=2.5').page).toBe(1);
  });

  it('leaves the search words (q) to the search page', () => {
    expect(fromQueryString('q=vestido&color=red').filters).toEqual({ color: ['red'] });
  });
});

describe('§7 visible URL query', () => {
  it('holds filters joined with commas, sort, view and page only when above 1', () => {
    const state = { ...INITIAL_FILTER_STATE, filters: { color: ['red', 'blue'], brands: ['zara'] }, sort: 'newest' as const, view: 'model' as const, page: 2 };
    expect(toVisibleQuery(state)).toBe('color=red,blue&brands=zara&sort=newest&view=model&page=2');
    expect(toVisibleQuery({ ...state, page: 1 })).toBe('color=red,blue&brands=zara&sort=newest&view=model');
  });

  it('keeps a plain listing plain: defaults are left out', () => {
    expect(toVisibleQuery(INITIAL_FILTER_STATE)).toBe('');
  });

  it('writes the price range and in-warehouse flag, and a restore gives the same state back', () => {
    const state = { ...INITIAL_FILTER_STATE, filters: { size: ['m', 'l'] }, priceRange: { min: 5, max: 40 }, inWarehouse: true, page: 4 };
    const query = toVisibleQuery(state);
    expect(query).toBe('size=m,l&price_min=5&price_max=40&isInWarehouse=true&page=4');
    const { perPage: _perPage, ...restorable } = state;
    expect(fromQueryString(query)).toEqual(restorable);
  });
});

describe('§7 filter query of a listing call', () => {
  it('sends brands and categories as lists, other filters as attribute_{name}[], and the sort as its (sort, order) pair', () => {
    const query = toApiQuery(
      {
        ...INITIAL_FILTER_STATE,
        filters: { brands: ['zara', 'mango'], categories: ['vestidos'], color: ['red'] },
        priceRange: { min: 10, max: null },
        inWarehouse: true,
        sort: 'price-high',
        page: 2,
        perPage: 48,
      },
      'fr',
    );
    expect(toFilterSearchParams(query).toString()).toBe(
      new URLSearchParams([
        ['locale', 'fr'],
        ['page', '2'],
        ['per_page', '48'],
        ['brands[]', 'zara'],
        ['brands[]', 'mango'],
        ['categories[]', 'vestidos'],
        ['attribute_color[]', 'red'],
        ['price_min', '10'],
        ['isInWarehouse', 'true'],
        ['sort', 'price'],
        ['order', 'desc'],
      ]).toString(),
    );
  });

  it('maps each of the six sorts to its pair', () => {
    const pairs = (['featured', 'best-seller', 'price-low', 'price-high', 'newest', 'discount'] as const).map((sort) => {
      const q = toApiQuery({ ...INITIAL_FILTER_STATE, sort }, 'pt');
      return `${q.sort} ${q.order}`;
    });
    expect(pairs).toEqual(['sort_order asc', 'sold_count desc', 'price asc', 'price desc', 'created_at desc', 'discount_percentage desc']);
  });
});

describe('filter names that are also object property names', () => {
  it('restores constructor and toString as ordinary filters, drops __proto__, and touches no prototype', () => {
    const restored = fromQueryString('?constructor=a&toString=b,c&__proto__=d&hasOwnProperty=e');
    expect(Object.entries(restored.filters)).toEqual([
      ['constructor', ['a']],
      ['toString', ['b', 'c']],
      ['hasOwnProperty', ['e']],
    ]);
    expect(Object.getPrototypeOf(restored.filters)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).d).toBeUndefined();
  });
});
