import { allSettled, createWatch, fork, serialize } from 'effector';
import type { Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { FilterState } from '../../contract';
import {
  $filterState,
  $filters,
  $inWarehouse,
  $page,
  $perPage,
  $priceRange,
  $sort,
  $view,
  $visibleQuery,
  allFiltersCleared,
  filterRemoved,
  filterValueToggled,
  filtersClientStarted,
  filtersRestored,
  fromQueryString,
  inWarehouseChanged,
  nextPageRequested,
  pageSelected,
  perPageChanged,
  priceRangeChanged,
  readStoredPerPageFx,
  resultsQueryChanged,
  sortChanged,
  viewChanged,
  writeStoredPerPageFx,
} from './index';

/** The listing's view of the model: every state it would fetch. */
function watchResults(scope: Scope) {
  const seen: FilterState[] = [];
  createWatch({ unit: resultsQueryChanged, fn: (state) => void seen.push(state), scope });
  return { seen, scope };
}

describe('§4 Filters', () => {
  it('changing any filter resets page to 1', async () => {
    const changes: [string, (scope: Scope) => Promise<unknown>][] = [
      ['a toggled value', (scope) => allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } })],
      ['a removed filter', (scope) => allSettled(filterRemoved, { scope, params: 'brands' })],
      ['a price range', (scope) => allSettled(priceRangeChanged, { scope, params: { min: 10, max: 50 } })],
      ['the in-warehouse flag', (scope) => allSettled(inWarehouseChanged, { scope, params: true })],
      ['the sort', (scope) => allSettled(sortChanged, { scope, params: 'price-low' })],
      ['the page size', (scope) => allSettled(perPageChanged, { scope, params: 48 })],
      ['clear-all', (scope) => allSettled(allFiltersCleared, { scope })],
    ];
    for (const [what, change] of changes) {
      const scope = fork({ values: [[$page, 4], [$filters, { brands: ['zara'] }]], handlers: [[writeStoredPerPageFx, () => undefined]] });
      await change(scope);
      expect(scope.getState($page), what).toBe(1);
    }
  });

  it('toggling a value removes it if present and removes the filter when its list empties', async () => {
    const scope = fork({ values: [[$filters, { color: ['red'], brands: ['zara'] }]] });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'blue' } });
    expect(scope.getState($filters)).toEqual({ color: ['red', 'blue'], brands: ['zara'] });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    expect(scope.getState($filters)).toEqual({ color: ['blue'], brands: ['zara'] });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'blue' } });
    expect(scope.getState($filters)).toEqual({ brands: ['zara'] });
  });

  it('next-page increments', async () => {
    const scope = fork({ values: [[$page, 2]] });
    await allSettled(nextPageRequested, { scope });
    expect(scope.getState($page)).toBe(3);
  });

  it('go-to-page ignores values below 1', async () => {
    const scope = fork({ values: [[$page, 3]] });
    await allSettled(pageSelected, { scope, params: 0 });
    await allSettled(pageSelected, { scope, params: -2 });
    expect(scope.getState($page)).toBe(3);
    await allSettled(pageSelected, { scope, params: 5 });
    expect(scope.getState($page)).toBe(5);
  });

  it('clear-all empties everything', async () => {
    const scope = fork({
      values: [
        [$filters, { color: ['red'], brands: ['zara'] }],
        [$priceRange, { min: 10, max: 90 }],
        [$inWarehouse, true],
        [$page, 3],
      ],
    });
    await allSettled(allFiltersCleared, { scope });
    expect(scope.getState($filters)).toEqual({});
    expect(scope.getState($priceRange)).toEqual({ min: null, max: null });
    expect(scope.getState($inWarehouse)).toBe(false);
    expect(scope.getState($page)).toBe(1);
    expect(scope.getState($visibleQuery)).toBe('');
  });

  it('sort options: featured (default), best-seller, price-low, price-high, newest, discount', async () => {
    const scope = fork();
    expect(scope.getState($sort)).toBe('featured');
    for (const sort of ['best-seller', 'price-low', 'price-high', 'newest', 'discount', 'featured'] as const) {
      await allSettled(sortChanged, { scope, params: sort });
      expect(scope.getState($sort)).toBe(sort);
    }
  });

  it('view modes: article (default), model', async () => {
    const scope = fork({ values: [[$page, 2]] });
    expect(scope.getState($view)).toBe('article');
    await allSettled(viewChanged, { scope, params: 'model' });
    expect(scope.getState($view)).toBe('model');
    // The view mode only changes how products look: same page, same results.
    expect(scope.getState($page)).toBe(2);
  });

  it('only per-page is persisted: written when the shopper changes it', async () => {
    const written: number[] = [];
    const scope = fork({ handlers: [[writeStoredPerPageFx, (perPage: number) => void written.push(perPage)]] });
    await allSettled(perPageChanged, { scope, params: 48 });
    await allSettled(sortChanged, { scope, params: 'newest' });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    await allSettled(perPageChanged, { scope, params: 0 });
    expect(written).toEqual([48]);
    expect(scope.getState($perPage)).toBe(48);
  });

  it('only per-page is persisted: read when the browser starts', async () => {
    const scope = fork({ handlers: [[readStoredPerPageFx, () => 96]] });
    await allSettled(filtersClientStarted, { scope });
    expect(scope.getState($perPage)).toBe(96);
    const empty = fork({ handlers: [[readStoredPerPageFx, () => null]] });
    await allSettled(filtersClientStarted, { scope: empty });
    expect(empty.getState($perPage)).toBe(24);
  });

  it('only per-page is persisted: a restored query string never changes per-page', async () => {
    const scope = fork({ values: [[$perPage, 48]] });
    await allSettled(filtersRestored, { scope, params: fromQueryString('?color=red&per_page=12&page=2') });
    expect(scope.getState($perPage)).toBe(48);
    expect(scope.getState($filters)).toEqual({ color: ['red'] });
    expect(scope.getState($page)).toBe(2);
  });

  it('every change the results depend on hands the listing the new state; the view mode does not', async () => {
    const { seen, scope } = watchResults(fork({ values: [[$page, 3]] }));
    await allSettled(filterValueToggled, { scope, params: { name: 'brands', value: 'zara' } });
    await allSettled(nextPageRequested, { scope });
    await allSettled(viewChanged, { scope, params: 'model' });
    await allSettled(pageSelected, { scope, params: 0 });
    expect(seen.map((s) => [s.filters, s.page])).toEqual([
      [{ brands: ['zara'] }, 1],
      [{ brands: ['zara'] }, 2],
    ]);
  });

  it('the visible URL query follows the state', async () => {
    const scope = fork();
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'red' } });
    await allSettled(filterValueToggled, { scope, params: { name: 'color', value: 'blue' } });
    await allSettled(sortChanged, { scope, params: 'price-low' });
    await allSettled(nextPageRequested, { scope });
    expect(scope.getState($visibleQuery)).toBe('color=red,blue&sort=price-low&page=2');
  });

  it('the filter state survives server rendering: serialized on the server, hydrated in the browser', async () => {
    const server = fork();
    await allSettled(filtersRestored, { scope: server, params: fromQueryString('brands=zara&sort=newest&view=model&page=2') });
    const browser = fork({ values: serialize(server) });
    expect(browser.getState($filterState)).toEqual(server.getState($filterState));
    expect(browser.getState($sort)).toBe('newest');
  });
});

describe('toggling a filter named like an object property', () => {
  it('adds and removes it as any other filter', async () => {
    const scope = fork();
    await allSettled(filterValueToggled, { scope, params: { name: 'constructor', value: 'x' } });
    expect(scope.getState($filters)).toEqual({ constructor: ['x'] });
    await allSettled(filterValueToggled, { scope, params: { name: 'constructor', value: 'x' } });
    expect(scope.getState($filters)).toEqual({});
  });
});
