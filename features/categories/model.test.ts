import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, Category, SegmentSlug } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $selectedSegment, pathChanged, writeStoredSegmentFx } from '../segment';
import {
  $categories,
  $categoriesError,
  $category,
  categoriesRefreshForced,
  categoriesRequested,
  categoryRequested,
  fetchCategoriesFx,
  fetchCategoryFx,
} from './index';
import type { CategoriesQuery } from './index';

const category = (slug: string): Category => ({
  uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e',
  name: slug,
  slug,
  code: slug.toUpperCase(),
  parent_code: null,
  level: 0,
  translations: [{ locale: 'en', name: slug }],
});

function categoriesScope(answer: (query: CategoriesQuery) => Category[] | Promise<Category[]>, segment: SegmentSlug | null = null) {
  const calls: CategoriesQuery[] = [];
  const scope = fork({
    values: [[$selectedSegment, segment]],
    handlers: [
      [fetchCategoriesFx, async (query: CategoriesQuery) => (calls.push(query), answer(query))],
      [writeStoredSegmentFx, () => undefined],
    ],
  });
  return { scope, calls };
}

describe('§4 categories', () => {
  it('categories are cached: asking again in the same language and segment does not fetch', async () => {
    const { scope, calls } = categoriesScope(() => [category('vestidos')], 'moda-mulher');
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    expect(calls).toEqual([{ locale: 'pt', segment: 'moda-mulher' }]);
    expect(scope.getState($categories)).toEqual([category('vestidos')]);
    await allSettled(categoriesRequested, { scope, params: { locale: 'en' } });
    expect(calls).toHaveLength(2);
  });

  it('the cache reaches the browser: the hydrated page does not fetch again', async () => {
    const { scope: server } = categoriesScope(() => [category('vestidos')]);
    await allSettled(categoriesRequested, { scope: server, params: { locale: 'fr' } });
    const calls: unknown[] = [];
    const browser = fork({ values: serialize(server), handlers: [[fetchCategoriesFx, async () => (calls.push(1), [])]] });
    await allSettled(categoriesRequested, { scope: browser, params: { locale: 'fr' } });
    expect(calls).toEqual([]);
    expect(browser.getState($categories)).toEqual([category('vestidos')]);
  });

  it('categories are refetched when the selected segment changes', async () => {
    const { scope, calls } = categoriesScope((query) => [category(query.segment ?? 'todas')]);
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    await allSettled(pathChanged, { scope, params: '/catalog/segment/casa' });
    expect(calls).toEqual([{ locale: 'pt', segment: null }, { locale: 'pt', segment: 'casa' }]);
    expect(scope.getState($categories)).toEqual([category('casa')]);
  });

  it('categories are refetched when a refresh is forced', async () => {
    const { scope, calls } = categoriesScope(() => [category('vestidos')]);
    await allSettled(categoriesRequested, { scope, params: { locale: 'es' } });
    await allSettled(categoriesRefreshForced, { scope });
    expect(calls).toEqual([{ locale: 'es', segment: null }, { locale: 'es', segment: null }]);
  });

  it('nothing is fetched on a segment change or a forced refresh before any page asked for categories', async () => {
    const { scope, calls } = categoriesScope(() => []);
    await allSettled(pathChanged, { scope, params: '/catalog/segment/casa' });
    await allSettled(categoriesRefreshForced, { scope });
    expect(calls).toEqual([]);
  });

  it("a failure shows 'Failed to fetch categories', the list is empty, and the next request tries again (§8)", async () => {
    let failing = true;
    const { scope, calls } = categoriesScope(() =>
      failing ? Promise.reject({ message: 'fetch failed', status: 0, data: null } satisfies ApiError) : [category('vestidos')],
    );
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    expect(scope.getState($categoriesError)).toBe('Failed to fetch categories');
    expect(scope.getState($categories)).toEqual([]);
    failing = false;
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    expect(calls).toHaveLength(2);
    expect(scope.getState($categoriesError)).toBeNull();
  });

  it('a failure keeps the server message (§8)', async () => {
    const { scope } = categoriesScope(() => Promise.reject({ message: 'Unprocessable', status: 422, data: { message: 'The selected segment is invalid.' } }));
    await allSettled(categoriesRequested, { scope, params: { locale: 'pt' } });
    expect(scope.getState($categoriesError)).toBe('The selected segment is invalid.');
  });
});

describe('§7 single category', () => {
  function apiScope(status: number, body: unknown) {
    const urls: string[] = [];
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async (url: string) => (urls.push(url), new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    return { scope, urls };
  }

  it('fetches /v1/categories/{slug}?segment= and keeps the category', async () => {
    const { scope, urls } = apiScope(200, { data: category('vestidos') });
    await allSettled(categoryRequested, { scope, params: { slug: 'vestidos', locale: 'pt', segment: 'moda-mulher' } });
    expect(urls).toEqual(['http://api.test/v1/categories/vestidos?locale=pt&segment=moda-mulher']);
    expect(scope.getState($category)).toEqual(category('vestidos'));
  });

  it('returns null on a non-200 status', async () => {
    const { scope } = apiScope(404, { message: 'Category not found.' });
    expect(await allSettled(fetchCategoryFx, { scope, params: { slug: 'nada', locale: 'pt' } })).toEqual({ status: 'done', value: null });
  });

  it('returns null when the data is missing', async () => {
    const { scope } = apiScope(200, { success: true });
    await allSettled(categoryRequested, { scope, params: { slug: 'vestidos', locale: 'pt' } });
    expect(scope.getState($category)).toBeNull();
  });
});
