export {
  $filters,
  $priceRange,
  $inWarehouse,
  $sort,
  $view,
  $page,
  $perPage,
  $filterState,
  $visibleQuery,
  $activeFilterCount,
  filterValueToggled,
  filterRemoved,
  priceRangeChanged,
  inWarehouseChanged,
  sortChanged,
  viewChanged,
  perPageChanged,
  nextPageRequested,
  pageSelected,
  allFiltersCleared,
  filtersRestored,
  filtersClientStarted,
  resultsQueryChanged,
} from './model';
export type { FilterValue, PriceRange } from './model';
export { DEFAULT_VIEW_MODE, INITIAL_FILTER_STATE, fromQueryString, isTrackingParam, toApiQuery, toVisibleQuery } from './query';
export type { RestoredFilterState } from './query';
export { PER_PAGE_OPTIONS, PER_PAGE_STORAGE_KEY, readStoredPerPageFx, writeStoredPerPageFx } from './storage';
