import { DEFAULT_PER_PAGE, DEFAULT_SORT_OPTION, IGNORED_QUERY_PARAMS, SORT_OPTIONS, isSortOption, isViewMode } from '../../contract/constants';
import type { FilterState, Locale, ProductFilterQueryInput, ViewMode } from '../../contract';

/** §4: article is the default view mode. */
export const DEFAULT_VIEW_MODE: ViewMode = 'article';

/** §3 filter state with nothing chosen: the state a listing starts from and clear-all returns to. */
export const INITIAL_FILTER_STATE: FilterState = {
  filters: {},
  priceRange: { min: null, max: null },
  inWarehouse: false,
  sort: DEFAULT_SORT_OPTION,
  view: DEFAULT_VIEW_MODE,
  page: 1,
  perPage: DEFAULT_PER_PAGE,
};

/** What a query string restores: everything but per-page, which only browser storage keeps (§4). */
export type RestoredFilterState = Omit<FilterState, 'perPage'>;

/** The visible URL's own keys (§5, §7); every other key not ignored is a multi-value filter. */
const PRICE_MIN = 'price_min';
const PRICE_MAX = 'price_max';
const IN_WAREHOUSE = 'isInWarehouse';
const SORT = 'sort';
const VIEW = 'view';
const PAGE = 'page';

/**
 * Keys a filter restore never reads as a filter: `q` belongs to the search page, and per-page is
 * kept in browser storage, not in the URL (§4 'Only per-page is persisted').
 */
const RESERVED_KEYS = new Set(['q', 'locale', 'per_page', 'perPage', 'order']);

/**
 * §5: tracking and analytics parameters beyond the contract's list — ad and affiliate ids and the
 * parameters analytics tools copy from their cookies (`_ga`, `_gl`, …).
 */
const MORE_IGNORED_PARAMS = [
  'ad',
  'ad_id',
  'adid',
  'adgroup',
  'adgroupid',
  'adset',
  'creative',
  'gad',
  'gad_source',
  'gbraid',
  'wbraid',
  'aff',
  'affid',
  'aff_id',
  'affiliate',
  'affiliate_id',
  'affiliateid',
  'irclickid',
  'clickid',
  'click_id',
  'twclid',
  'li_fat_id',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ref_src',
  'srsltid',
] as const;
const IGNORED_KEYS = new Set<string>([...IGNORED_QUERY_PARAMS, ...MORE_IGNORED_PARAMS]);

/**
 * §5: a tracking parameter is one of the listed names, any `utm_*`, any click id (`…clid`, `…clkid`)
 * or an analytics-cookie copy (a name starting with an underscore: `_ga`, `_gl`, `_hsenc`).
 */
export function isTrackingParam(key: string): boolean {
  const name = key.toLowerCase();
  return IGNORED_KEYS.has(name) || name.startsWith('utm_') || name.startsWith('_') || /clk?id$/.test(name);
}

function nonNegativeNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

function pageNumber(raw: string | null): number {
  if (raw === null) return 1;
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** A key as the visible URL or the API wire form writes it: `color`, `attribute_color`, `brands[]`. */
function filterName(key: string): string {
  const bare = key.endsWith('[]') ? key.slice(0, -2) : key;
  return bare.startsWith('attribute_') ? bare.slice('attribute_'.length) : bare;
}

/**
 * §5 'Query-string restore': ignores tracking parameters; reads price_min, price_max, isInWarehouse
 * (true or false), sort, view and page; any other value is split on commas into a multi-value filter.
 * Values it cannot read fall back to the defaults of §4.
 */
export function fromQueryString(search: string | URLSearchParams): RestoredFilterState {
  const params = typeof search === 'string' ? new URLSearchParams(search.startsWith('?') ? search.slice(1) : search) : search;
  // A Map, then own properties: a key such as `constructor` or `__proto__` is just a filter name.
  const lists = new Map<string, string[]>();
  for (const [key, raw] of params) {
    if (isTrackingParam(key) || RESERVED_KEYS.has(key)) continue;
    if ([PRICE_MIN, PRICE_MAX, IN_WAREHOUSE, SORT, VIEW, PAGE].includes(key)) continue;
    const name = filterName(key);
    if (name === '') continue;
    const values = raw.split(',').map((v) => v.trim()).filter((v) => v !== '');
    for (const value of values) {
      const list = lists.get(name) ?? [];
      lists.set(name, list);
      if (!list.includes(value)) list.push(value);
    }
  }
  const filters: Record<string, string[]> = Object.fromEntries(lists);
  const sort = params.get(SORT);
  const view = params.get(VIEW);
  return {
    filters,
    priceRange: { min: nonNegativeNumber(params.get(PRICE_MIN)), max: nonNegativeNumber(params.get(PRICE_MAX)) },
    inWarehouse: params.get(IN_WAREHOUSE) === 'true',
    sort: isSortOption(sort) ? sort : DEFAULT_SORT_OPTION,
    view: isViewMode(view) ? view : DEFAULT_VIEW_MODE,
    page: pageNumber(params.get(PAGE)),
  };
}

/**
 * §7 'The visible URL query holds filters joined with commas, sort, view and page (only when above
 * 1)'. Defaults are left out (featured sort, article view, no price, in-warehouse off) so the plain
 * listing keeps a plain URL. Returns the query without '?', '' when nothing is chosen.
 */
export function toVisibleQuery(state: RestoredFilterState | FilterState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${encodeURIComponent(key)}=${value}`);
  for (const [name, values] of Object.entries(state.filters)) {
    if (values.length > 0) add(name, values.map(encodeURIComponent).join(','));
  }
  if (state.priceRange.min !== null) add(PRICE_MIN, String(state.priceRange.min));
  if (state.priceRange.max !== null) add(PRICE_MAX, String(state.priceRange.max));
  if (state.inWarehouse) add(IN_WAREHOUSE, 'true');
  if (state.sort !== DEFAULT_SORT_OPTION) add(SORT, state.sort);
  if (state.view !== DEFAULT_VIEW_MODE) add(VIEW, state.view);
  if (state.page > 1) add(PAGE, String(state.page));
  return parts.join('&');
}

const ATTRIBUTE_NAME = /^[a-z0-9_]+$/;

/**
 * §7 filter query of a listing call: locale, page, per_page; brands and categories as lists; every
 * other filter as `attribute_{name}`; price_min, price_max, isInWarehouse; the UI sort as its
 * (sort, order) pair. `toFilterSearchParams` of the contract writes it as `name[]=value`.
 */
export function toApiQuery(state: FilterState, locale: Locale): ProductFilterQueryInput {
  const attributes: Record<string, string[]> = {};
  for (const [name, values] of Object.entries(state.filters)) {
    if (name === 'brands' || name === 'categories' || values.length === 0 || !ATTRIBUTE_NAME.test(name)) continue;
    attributes[name] = values;
  }
  const { sort, order } = SORT_OPTIONS[state.sort];
  const query: ProductFilterQueryInput = { locale, page: state.page, per_page: state.perPage };
  if (state.filters.brands?.length) query.brands = state.filters.brands;
  if (state.filters.categories?.length) query.categories = state.filters.categories;
  if (Object.keys(attributes).length > 0) query.attributes = attributes;
  if (state.priceRange.min !== null) query.price_min = state.priceRange.min;
  if (state.priceRange.max !== null) query.price_max = state.priceRange.max;
  if (state.inWarehouse) query.isInWarehouse = true;
  query.sort = sort;
  query.order = order;
  return query;
}
