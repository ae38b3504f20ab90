import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { productCardData } from '../../contract';
import type { ApiError, ProductCard, ProductCardData, ProductListResponse } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $filters, $page, $perPage, filterValueToggled, nextPageRequested, viewChanged } from '../filters';
import { fetchCategoriesFx } from '../categories';
import type { Category } from '../../contract';
import { $brandName, $categoriesInPageLanguage, $context, $error, $facets, $hasMorePages, $meta, $products, fetchListingFx, listingOpened, listingRefreshRequested } from './index';
import type { ListingRequest } from './index';

const UUIDS = ['0f8b7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e01', '0f8b7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e02', '0f8b7c1e-1a2b-4c3d-8e4f-5a6b7c8d9e03'];

function card(n: number): ProductCard {
  return {
    uuid: UUIDS[n % UUIDS.length]!,
    slug: `produto-${n}`,
    name: `Produto ${n}`,
    description: '',
    translations: {},
    brand: null,
    tags: [],
    images: [],
    video: null,
    variants: [],
    discountEndsAt: null,
  };
}

/** The card a listing keeps of `card(n)` (its page is in Portuguese). */
const shown = (n: number): ProductCardData => productCardData(card(n), 'pt');

function pageOf(cards: ProductCard[], page = 1, lastPage = 3): ProductListResponse {
  return {
    data: cards,
    links: { first: null, last: null, prev: null, next: null },
    meta: { current_page: page, from: 1, last_page: lastPage, links: [], path: 'http://api.test/v1/products', per_page: 24, to: cards.length, total: 60 },
    filters: { brands: [{ value: 'zara', label: 'Zara', count: 3 }], categories: [], attributes: {}, price: { min: 5, max: 90 }, in_warehouse: 2 },
  };
}

/** A scope whose listing call answers from `answer`; `calls` records every request. */
function listingScope(
  answer: (request: ListingRequest) => ProductListResponse | Promise<ProductListResponse>,
  given: { products?: ProductCardData[]; perPage?: number } = {},
) {
  const calls: ListingRequest[] = [];
  const scope = fork({
    values: [
      [$products, given.products ?? []],
      [$perPage, given.perPage ?? 24],
    ],
    handlers: [[fetchListingFx, async (request: ListingRequest) => (calls.push(request), answer(request))]],
  });
  return { scope, calls };
}

const failWith = (error: ApiError) => () => Promise.reject(error);

describe('listing', () => {
  it('opening a listing fetches its call with the filters of the page URL, in the page language', async () => {
    const { scope, calls } = listingScope(() => pageOf([card(1)]));
    await allSettled(listingOpened, {
      scope,
      params: { context: { kind: 'category', category: 'vestidos', segment: 'moda-mulher' }, locale: 'fr', query: '?color=red,blue&sort=price-low&utm_source=x' },
    });
    expect(calls).toEqual([
      {
        context: { kind: 'category', category: 'vestidos', segment: 'moda-mulher' },
        query: { locale: 'fr', page: 1, per_page: 24, attributes: { color: ['red', 'blue'] }, sort: 'price', order: 'asc' },
      },
    ]);
    expect(scope.getState($filters)).toEqual({ color: ['red', 'blue'] });
    expect(scope.getState($products)).toEqual([shown(1)]);
    expect(scope.getState($facets)?.brands).toEqual([{ value: 'zara', label: 'Zara', count: 3 }]);
    expect(scope.getState($hasMorePages)).toBe(true);
  });

  it('a listing filtered by colour shows each card in that colour: the first colour asked for that the product has', async () => {
    const picture = (name: string) => ({ file_path: `http://api.test/media/${name}.svg`, order: 1 });
    const variantIn = (colour: string) => ({
      uuid: UUIDS[0]!,
      ean: null,
      sku: colour,
      attribute_values: [{ attribute: 'color', value: colour, slug: colour, is_to_use_as_selector: true }],
      variant_group_code: null,
      images: [picture(`${colour}-front`), picture(`${colour}-back`)],
      offers: [],
    });
    const dress = { ...card(1), images: [picture('red-front')], variants: [variantIn('red'), variantIn('green'), variantIn('blue')] };
    const { scope } = listingScope(() => pageOf([dress]));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'search', q: 'vestido' }, locale: 'pt', query: '?color=blue,green' } });
    expect(scope.getState($products)[0]!.images).toEqual([{ file_path: picture('blue-front').file_path }, { file_path: picture('blue-back').file_path }]);
    await allSettled(listingOpened, { scope, params: { context: { kind: 'search', q: 'vestido' }, locale: 'pt', query: '' } });
    expect(scope.getState($products)[0]!.images).toEqual([{ file_path: picture('red-front').file_path }]);
  });

  it('opening uses the per-page the shopper chose (§4 per-page persisted)', async () => {
    const { scope, calls } = listingScope(() => pageOf([]), { perPage: 48 });
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    expect(calls[0]!.query.per_page).toBe(48);
  });

  it('page above 1 appends products', async () => {
    const { scope, calls } = listingScope((request) => pageOf([card(Number(request.query.page))], Number(request.query.page)));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'brand', brand: 'zara' }, locale: 'pt', query: '' } });
    await allSettled(nextPageRequested, { scope });
    expect(calls.map((c) => c.query.page)).toEqual([1, 2]);
    expect(scope.getState($products)).toEqual([shown(1), shown(2)]);
  });

  it('page 1 replaces products', async () => {
    const { scope } = listingScope((request) => pageOf([card(request.query.attributes ? 2 : 1)]));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'segment', segment: 'casa' }, locale: 'pt', query: '' } });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    expect(scope.getState($products)).toEqual([shown(2)]);
  });

  it('changing the view mode does not fetch again', async () => {
    const { scope, calls } = listingScope(() => pageOf([card(1)]));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    await allSettled(viewChanged, { scope, params: 'model' });
    expect(calls).toHaveLength(1);
  });

  it('a page opened from the URL (page=3) fetches that page and shows it alone', async () => {
    const { scope, calls } = listingScope(() => pageOf([card(3)], 3));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: 'page=3' } });
    expect(calls[0]!.query.page).toBe(3);
    expect(scope.getState($page)).toBe(3);
    expect(scope.getState($products)).toEqual([shown(3)]);
  });

  it('moving the URL to the results already shown does not fetch again (page 2 stays appended)', async () => {
    const { scope, calls } = listingScope((request) => pageOf([card(Number(request.query.page))], Number(request.query.page)));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: 'color=red' } });
    await allSettled(nextPageRequested, { scope });
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: 'color=red&page=2' } });
    expect(calls).toHaveLength(2);
    expect(scope.getState($products)).toEqual([shown(1), shown(2)]);
    await allSettled(listingOpened, { scope, params: { context: { kind: 'segment', segment: 'casa' }, locale: 'pt', query: 'color=red&page=2' } });
    expect(calls).toHaveLength(3);
    expect(scope.getState($products)).toEqual([shown(2)]);
  });

  it('a stale answer never overwrites a newer query', async () => {
    let releaseFirst: (value: ProductListResponse) => void = () => undefined;
    const { scope } = listingScope((request) =>
      request.query.attributes
        ? pageOf([card(2)])
        : new Promise<ProductListResponse>((resolve) => {
            releaseFirst = resolve;
          }),
    );
    const opened = allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    const filtered = allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    // The newer answer arrives first, then the older one.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scope.getState($products)).toEqual([shown(2)]);
    releaseFirst(pageOf([card(1)]));
    await Promise.all([opened, filtered]);
    expect(scope.getState($products)).toEqual([shown(2)]);
  });

  it("a failure without a server message shows 'Failed to fetch products' and the list stays empty (§8)", async () => {
    const { scope } = listingScope(failWith({ message: 'fetch failed', status: 0, data: null }), { products: [shown(1)] });
    await allSettled(listingOpened, { scope, params: { context: { kind: 'campaign', campaign: 'verao' }, locale: 'pt', query: '' } });
    expect(scope.getState($error)).toBe('Failed to fetch products');
    expect(scope.getState($products)).toEqual([]);
    expect(scope.getState($meta)).toBeNull();
  });

  it('a failure keeps the server message (§8)', async () => {
    const { scope } = listingScope(failWith({ message: 'Not Found', status: 404, data: { message: 'Categoria não encontrada.' } }));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'category', category: 'nada' }, locale: 'pt', query: '' } });
    expect(scope.getState($error)).toBe('Categoria não encontrada.');
  });

  it("a failed search shows 'Failed to search products' (§8)", async () => {
    const { scope } = listingScope(failWith({ message: 'fetch failed', status: 0, data: null }));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'search', q: 'vestido' }, locale: 'pt', query: 'q=vestido' } });
    expect(scope.getState($error)).toBe('Failed to search products');
  });

  it("an empty answer shows 'No data received' (§8)", async () => {
    const { scope } = listingScope(failWith({ message: 'Error parsing response', status: 200, data: null }));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    expect(scope.getState($error)).toBe('No data received');
    expect(scope.getState($products)).toEqual([]);
  });

  it('a strict product list parse failure counts as a failed fetch (§5)', async () => {
    const invalid = { ...pageOf([card(1)]), extra: true };
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async () => new Response(JSON.stringify(invalid), { status: 200, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    expect(scope.getState($error)).toBe('Failed to fetch products');
    expect(scope.getState($products)).toEqual([]);
  });

  it('a later success clears the failure (retry)', async () => {
    let fail = true;
    const { scope } = listingScope(() => (fail ? Promise.reject({ message: 'x', status: 500, data: null }) : pageOf([card(1)])));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'products' }, locale: 'pt', query: '' } });
    fail = false;
    await allSettled(listingRefreshRequested, { scope });
    expect(scope.getState($error)).toBeNull();
    expect(scope.getState($products)).toEqual([shown(1)]);
  });

  it('an empty search fetches nothing and shows nothing', async () => {
    const { scope, calls } = listingScope(() => pageOf([card(1)]), { products: [shown(1)] });
    await allSettled(listingOpened, { scope, params: { context: { kind: 'search', q: '  ' }, locale: 'pt', query: '' } });
    expect(calls).toEqual([]);
    expect(scope.getState($products)).toEqual([]);
  });

  it('the listing rendered on the server reaches the browser without a second fetch', async () => {
    const { scope: server } = listingScope(() => pageOf([card(1)]));
    await allSettled(listingOpened, { scope: server, params: { context: { kind: 'brand', brand: 'zara', segment: 'casa' }, locale: 'en', query: 'sort=newest' } });
    const browser = fork({ values: serialize(server) });
    expect(browser.getState($products)).toEqual([shown(1)]);
    expect(browser.getState($meta)).toEqual(server.getState($meta));
    expect(browser.getState($facets)).toEqual(server.getState($facets));
    expect(browser.getState($context)).toEqual({ kind: 'brand', brand: 'zara', segment: 'casa' });
  });

  it('a brand listing names its brand as the answer labels it, and keeps the name when a filter matches nothing', async () => {
    const none: ProductListResponse = { ...pageOf([]), filters: { brands: [], categories: [], attributes: {}, price: null, in_warehouse: 0 } };
    const { scope } = listingScope((request) => (request.query.attributes?.['color'] ? none : { ...pageOf([card(1)]), filters: { ...pageOf([]).filters!, brands: [{ value: 'mare-alta', label: 'Maré Alta', count: 3 }] } }));
    await allSettled(listingOpened, { scope, params: { context: { kind: 'brand', brand: 'mare-alta' }, locale: 'pt', query: '' } });
    expect(scope.getState($brandName)).toBe('Maré Alta');
    expect(fork({ values: serialize(scope) }).getState($brandName)).toBe('Maré Alta');
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    expect(scope.getState($facets)?.brands).toEqual([]);
    expect(scope.getState($brandName)).toBe('Maré Alta');
    // Another listing has no brand name.
    await allSettled(listingOpened, { scope, params: { context: { kind: 'category', category: 'vestidos' }, locale: 'pt', query: '' } });
    expect(scope.getState($brandName)).toBeNull();
  });

  describe('categories the address names in another language (a language switch keeps the query)', () => {
    const dresses: Category = {
      uuid: UUIDS[0]!,
      name: 'Dresses',
      slug: 'dresses',
      code: 'vestidos',
      parent_code: 'mulher',
      level: 1,
      translations: [
        { locale: 'pt', name: 'Vestidos', slug: 'vestidos' },
        { locale: 'en', name: 'Dresses', slug: 'dresses' },
      ],
    };
    const answeredWith = (categories: string[]) => (): ProductListResponse => ({
      ...pageOf([card(1)]),
      filters: { ...pageOf([]).filters!, categories: categories.map((value) => ({ value, label: value, count: 4 })) },
    });
    const open = async (answer: () => ProductListResponse, query: string) => {
      const asked: string[] = [];
      const scope = fork({
        values: [[$perPage, 24]],
        handlers: [
          [fetchListingFx, async () => answer()],
          [fetchCategoriesFx, async ({ locale }: { locale: string }) => (asked.push(locale), [dresses])],
        ],
      });
      await allSettled(listingOpened, { scope, params: { context: { kind: 'segment', segment: 'moda-mulher' }, locale: 'en', query } });
      return { scope, asked };
    };

    it("names them in the page's language once the categories in that language say which they are", async () => {
      const { scope, asked } = await open(answeredWith(['dresses', 'blouses']), '?categories=vestidos');
      expect(asked).toEqual(['en']);
      expect(scope.getState($categoriesInPageLanguage)).toEqual(['dresses']);
    });

    it("asks nothing after the shopper's own filter change, even for a value the facet does not list", async () => {
      const { scope, asked } = await open(answeredWith(['dresses']), '?categories=dresses');
      await allSettled(filterValueToggled, { scope, params: { name: 'categories', value: 'unlisted' } });
      expect(asked).toEqual([]);
      expect(scope.getState($categoriesInPageLanguage)).toBeNull();
    });

    it('asks nothing when the facet lists every chosen category', async () => {
      const { scope, asked } = await open(answeredWith(['dresses']), '?categories=dresses');
      expect(asked).toEqual([]);
      expect(scope.getState($categoriesInPageLanguage)).toBeNull();
    });
  });
});
