import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../contract';
import { fetchListingFx } from '../listing';
import type { ListingRequest } from '../listing';
import { $searchQuery, $searchText, searchPageOpened, searchTextChanged } from './index';

const emptyPage: ProductListResponse = {
  data: [],
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: null, last_page: 1, links: [], path: 'http://api.test/v1/products/search', per_page: 24, to: null, total: 0 },
};

describe('search', () => {
  it('opening the search page searches the words of the URL in the page language', async () => {
    const calls: ListingRequest[] = [];
    const scope = fork({ handlers: [[fetchListingFx, async (request: ListingRequest) => (calls.push(request), emptyPage)]] });
    await allSettled(searchPageOpened, { scope, params: { locale: 'pt', query: '?q=+vestido+verao+&utm_source=x' } });
    expect(scope.getState($searchQuery)).toBe('vestido verao');
    expect(scope.getState($searchText)).toBe('vestido verao');
    expect(calls.map((c) => [c.context, c.query.locale])).toEqual([[{ kind: 'search', q: 'vestido verao' }, 'pt']]);
  });

  it('q is at most 200 characters', async () => {
    const scope = fork({ handlers: [[fetchListingFx, async () => emptyPage]] });
    await allSettled(searchPageOpened, { scope, params: { locale: 'pt', query: `q=${'a'.repeat(300)}` } });
    expect(scope.getState($searchQuery)).toHaveLength(200);
    await allSettled(searchTextChanged, { scope, params: 'b'.repeat(250) });
    expect(scope.getState($searchText)).toHaveLength(200);
  });

  it('a search page without words fetches nothing', async () => {
    const calls: unknown[] = [];
    const scope = fork({ handlers: [[fetchListingFx, async () => (calls.push(1), emptyPage)]] });
    await allSettled(searchPageOpened, { scope, params: { locale: 'en', query: '' } });
    expect(calls).toEqual([]);
  });
});
