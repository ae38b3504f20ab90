import { combine, createEvent, createStore, merge, sample } from 'effector';
import { DEFAULT_PER_PAGE, DEFAULT_SORT_OPTION } from '../../contract/constants';
import type { FilterState, SortOption, ViewMode } from '../../contract';
import { DEFAULT_VIEW_MODE, toVisibleQuery } from './query';
import type { RestoredFilterState } from './query';
import { isValidPerPage, readStoredPerPageFx, writeStoredPerPageFx } from './storage';

export interface PriceRange {
  min: number | null;
  max: number | null;
}
export interface FilterValue {
  /** `brands`, `categories` or an attribute name (`color`, `size`). */
  name: string;
  value: string;
}

const NO_PRICE_RANGE: PriceRange = { min: null, max: null };

function toggleValue(filters: Record<string, string[]>, { name, value }: FilterValue): Record<string, string[]> {
  const current = Object.hasOwn(filters, name) ? filters[name]! : [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const { [name]: _removed, ...others } = filters;
  return next.length === 0 ? others : { ...others, [name]: next };
}

function withoutFilter(filters: Record<string, string[]>, name: string): Record<string, string[]> {
  const { [name]: _removed, ...others } = filters;
  return others;
}

/** A negative or non-finite bound means no bound; a reversed range is put in order (the API refuses min > max). */
function normalisePriceRange({ min, max }: PriceRange): PriceRange {
  const bound = (value: number | null) => (value !== null && Number.isFinite(value) && value >= 0 ? value : null);
  const low = bound(min);
  const high = bound(max);
  return low !== null && high !== null && low > high ? { min: high, max: low } : { min: low, max: high };
}

// §3 filter state.
/** Dynamic filters: name → chosen values (`brands`, `categories`, attribute names). */
export const $filters = createStore<Record<string, string[]>>({});
export const $priceRange = createStore<PriceRange>(NO_PRICE_RANGE);
export const $inWarehouse = createStore(false);
export const $sort = createStore<SortOption>(DEFAULT_SORT_OPTION);
export const $view = createStore<ViewMode>(DEFAULT_VIEW_MODE);
export const $page = createStore(1);
export const $perPage = createStore(DEFAULT_PER_PAGE);

export const $filterState = combine(
  { filters: $filters, priceRange: $priceRange, inWarehouse: $inWarehouse, sort: $sort, view: $view, page: $page, perPage: $perPage },
  (state): FilterState => state,
);
/** §7: the visible URL query (filters joined with commas, sort, view, page above 1), without '?'. */
export const $visibleQuery = $filterState.map(toVisibleQuery);
/** How many filter values, bounds and flags are chosen: the filter panel's badge and clear-all. */
export const $activeFilterCount = combine($filters, $priceRange, $inWarehouse, (filters, price, inWarehouse) =>
  Object.values(filters).reduce((n, values) => n + values.length, 0) +
  (price.min !== null ? 1 : 0) +
  (price.max !== null ? 1 : 0) +
  (inWarehouse ? 1 : 0),
);

export const filterValueToggled = createEvent<FilterValue>();
export const filterRemoved = createEvent<string>();
export const priceRangeChanged = createEvent<PriceRange>();
export const inWarehouseChanged = createEvent<boolean>();
export const sortChanged = createEvent<SortOption>();
export const viewChanged = createEvent<ViewMode>();
export const perPageChanged = createEvent<number>();
export const nextPageRequested = createEvent();
export const pageSelected = createEvent<number>();
export const allFiltersCleared = createEvent();
/** A listing was opened from a URL: its query string was read with `fromQueryString`. */
export const filtersRestored = createEvent<RestoredFilterState>();
/** The browser started: the stored per-page is read (never on the server). */
export const filtersClientStarted = createEvent();
/** Fires with the new state after every change the results depend on; the listing refetches on it. */
export const resultsQueryChanged = createEvent<FilterState>();

const validPerPageChosen = sample({ clock: perPageChanged, filter: isValidPerPage });
const pageChosen = sample({
  clock: pageSelected,
  source: $page,
  // §4: go-to-page ignores values below 1 (and the page already shown).
  filter: (current, page) => Number.isInteger(page) && page >= 1 && page !== current,
  fn: (_current, page) => page,
});
const storedPerPageRead = sample({
  clock: readStoredPerPageFx.doneData,
  source: $perPage,
  filter: (current, stored): stored is number => stored !== null && stored !== current,
  fn: (_current, stored) => stored as number,
});
const filterChanged = merge([
  filterValueToggled,
  filterRemoved,
  priceRangeChanged,
  inWarehouseChanged,
  sortChanged,
  validPerPageChosen,
  storedPerPageRead,
  allFiltersCleared,
]);

// §4: toggling a value removes it if present and removes the filter when its list empties.
sample({ clock: filterValueToggled, source: $filters, fn: toggleValue, target: $filters });
sample({ clock: filterRemoved, source: $filters, fn: withoutFilter, target: $filters });
sample({ clock: priceRangeChanged, fn: normalisePriceRange, target: $priceRange });
sample({ clock: inWarehouseChanged, target: $inWarehouse });
// §4: six sort options, featured by default; two view modes, article by default (typed by the contract).
sample({ clock: sortChanged, target: $sort });
sample({ clock: viewChanged, target: $view });
sample({ clock: [validPerPageChosen, storedPerPageRead], target: $perPage });

// §4: clear-all empties everything the shopper chose to narrow the results.
sample({ clock: allFiltersCleared, fn: () => ({}), target: $filters });
sample({ clock: allFiltersCleared, fn: () => NO_PRICE_RANGE, target: $priceRange });
sample({ clock: allFiltersCleared, fn: () => false, target: $inWarehouse });

// §4: changing any filter resets page to 1.
sample({ clock: filterChanged, fn: () => 1, target: $page });
// §4: next-page increments.
sample({ clock: nextPageRequested, source: $page, fn: (page) => page + 1, target: $page });
// §4: go-to-page moves to a page of 1 or more.
sample({ clock: pageChosen, target: $page });

// §5: a restored query string sets every filter but per-page, which only browser storage keeps.
sample({ clock: filtersRestored, fn: (state) => state.filters, target: $filters });
sample({ clock: filtersRestored, fn: (state) => state.priceRange, target: $priceRange });
sample({ clock: filtersRestored, fn: (state) => state.inWarehouse, target: $inWarehouse });
sample({ clock: filtersRestored, fn: (state) => state.sort, target: $sort });
sample({ clock: filtersRestored, fn: (state) => state.view, target: $view });
sample({ clock: filtersRestored, fn: (state) => state.page, target: $page });

// §4: only per-page is persisted — read when the browser starts, written when the shopper changes it.
sample({ clock: filtersClientStarted, target: readStoredPerPageFx });
sample({ clock: validPerPageChosen, target: writeStoredPerPageFx });

// The results depend on every filter, the sort, the page and the page size; the view mode only changes how they look.
sample({ clock: [filterChanged, nextPageRequested, pageChosen], source: $filterState, target: resultsQueryChanged });
