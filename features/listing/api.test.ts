import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { fetchListingFx, listingPath } from './index';

const emptyPage: ProductListResponse = {
  data: [],
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: null, last_page: 1, links: [], path: 'http://api.test/v1/products', per_page: 24, to: null, total: 0 },
};

function apiScope() {
  const urls: string[] = [];
  const scope = fork({
    values: [
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, (async (url: string) => (urls.push(url), new Response(JSON.stringify(emptyPage), { status: 200 }))) as unknown as typeof fetch],
      [$apiLogger, { debug: () => undefined, error: () => undefined }],
    ],
  });
  return { scope, urls };
}

describe('§7 catalogue calls', () => {
  it('each listing calls its path; the optional {sub} is the segment', () => {
    expect(listingPath({ kind: 'products' })).toBe('v1/products');
    expect(listingPath({ kind: 'category', category: 'vestidos' })).toBe('v1/products/categories/vestidos');
    expect(listingPath({ kind: 'category', category: 'vestidos', segment: 'moda-mulher' })).toBe('v1/products/categories/vestidos/moda-mulher');
    expect(listingPath({ kind: 'brand', brand: 'zara' })).toBe('v1/products/brand/zara');
    expect(listingPath({ kind: 'brand', brand: 'zara', segment: 'casa' })).toBe('v1/products/brand/zara/casa');
    expect(listingPath({ kind: 'segment', segment: 'beleza' })).toBe('v1/products/segment/beleza');
    expect(listingPath({ kind: 'campaign', campaign: 'verao' })).toBe('v1/campaigns/products/verao');
    expect(listingPath({ kind: 'search', q: 'x' })).toBe('v1/products/search');
  });

  it('sends the filter query with array values as name[]=value', async () => {
    const { scope, urls } = apiScope();
    const result = await allSettled(fetchListingFx, {
      scope,
      params: {
        context: { kind: 'category', category: 'vestidos', segment: 'moda-mulher' },
        query: { locale: 'es', page: 2, per_page: 24, brands: ['zara', 'mango'], attributes: { color: ['red'] }, price_max: 50, sort: 'price', order: 'desc' },
      },
    });
    expect(result.status).toBe('done');
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/v1/products/categories/vestidos/moda-mulher');
    expect([...url.searchParams]).toEqual([
      ['locale', 'es'],
      ['page', '2'],
      ['per_page', '24'],
      ['brands[]', 'zara'],
      ['brands[]', 'mango'],
      ['attribute_color[]', 'red'],
      ['price_max', '50'],
      ['sort', 'price'],
      ['order', 'desc'],
    ]);
  });

  it('search sends q (at most 200 characters) with the filter query of the other listings', async () => {
    const { scope, urls } = apiScope();
    await allSettled(fetchListingFx, {
      scope,
      params: { context: { kind: 'search', q: ` ${'a'.repeat(250)} ` }, query: { locale: 'pt', page: 1, per_page: 24, brands: ['zara'], sort: 'price', order: 'asc' } },
    });
    const url = new URL(urls[0]!);
    expect(url.pathname).toBe('/v1/products/search');
    expect([...url.searchParams]).toEqual([
      ['locale', 'pt'],
      ['page', '1'],
      ['per_page', '24'],
      ['brands[]', 'zara'],
      ['sort', 'price'],
      ['order', 'asc'],
      ['q', 'a'.repeat(200)],
    ]);
  });
});
