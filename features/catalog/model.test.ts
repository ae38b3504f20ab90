import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { productCardData } from '../../contract';
import type { ApiError, ProductCard, ProductListQuery, ProductListResponse } from '../../contract';
import { $products, $productsError, fetchProductsFx, HOME_NEW_ARRIVALS, homePageOpened } from './index';

const product = {
  uuid: '7f1c0b8e-2a44-4d55-9a8e-1b2c3d4e5f60',
  slug: 'vestido-linho',
  name: 'Vestido de linho',
  description: 'Vestido leve',
  translations: { en: { name: 'Linen dress', description: 'Light dress' } },
  brand: null,
  tags: [],
  images: [],
  video: null,
  variants: [],
  discountEndsAt: null,
} satisfies ProductCard;

function listOf(data: ProductCard[]): ProductListResponse {
  return {
    data,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: 1, from: 1, last_page: 1, links: [], path: 'http://localhost/v1/products', per_page: 24, to: data.length, total: data.length },
  };
}

describe('home products', () => {
  it('opening the home page fetches the first twelve products in the page language', async () => {
    const calls: ProductListQuery[] = [];
    const scope = fork({
      handlers: [[fetchProductsFx, async (query: ProductListQuery) => (calls.push(query), listOf([product]))]],
    });
    await allSettled(homePageOpened, { scope, params: { locale: 'en' } });
    expect(HOME_NEW_ARRIVALS).toBe(12);
    expect(calls).toEqual([{ locale: 'en', page: 1, per_page: 12 }]);
    // Only what the card shows, in the page's language, is kept (and serialized into the page).
    expect(scope.getState($products)).toEqual([
      {
        uuid: product.uuid,
        slug: 'vestido-linho',
        name: 'Linen dress',
        description: 'Light dress',
        brand: null,
        tags: [],
        images: [],
        video: null,
        discountEndsAt: null,
        offer: null,
        sellers: 0,
      },
    ]);
    expect(scope.getState($productsError)).toBeNull();
  });

  it("a failed fetch without a server message shows 'Failed to fetch products' and an empty list (§8)", async () => {
    const scope = fork({
      values: [[$products, [productCardData(product, 'pt')]]],
      handlers: [[fetchProductsFx, async () => Promise.reject({ message: 'fetch failed', status: 0, data: null } satisfies ApiError)]],
    });
    await allSettled(homePageOpened, { scope, params: { locale: 'pt' } });
    expect(scope.getState($productsError)).toBe('Failed to fetch products');
    expect(scope.getState($products)).toEqual([]);
  });

  it('a failed fetch keeps the server message (§8)', async () => {
    const scope = fork({
      handlers: [
        [fetchProductsFx, async () => Promise.reject({ message: 'Service Unavailable', status: 503, data: { message: 'Catálogo em manutenção' } } satisfies ApiError)],
      ],
    });
    await allSettled(homePageOpened, { scope, params: { locale: 'pt' } });
    expect(scope.getState($productsError)).toBe('Catálogo em manutenção');
  });

  it('a later successful fetch clears the earlier failure', async () => {
    const scope = fork({
      values: [[$productsError, 'Failed to fetch products']],
      handlers: [[fetchProductsFx, async () => listOf([product])]],
    });
    await allSettled(homePageOpened, { scope, params: { locale: 'pt' } });
    expect(scope.getState($productsError)).toBeNull();
    expect(scope.getState($products)).toHaveLength(1);
  });
});
