import { z } from 'zod';
import { Slug } from './common';
import { Locale } from './locale';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './pagination';
import { toSegmentSlug } from './segment';
import { MAX_SEARCH_QUERY_LENGTH, SORT_OPTIONS, SORT_OPTION_NAMES, DEFAULT_SORT_OPTION, VIEW_MODES, ATTRIBUTE_PREFIX } from './constants';
export { MAX_SEARCH_QUERY_LENGTH, SORT_OPTIONS, SORT_OPTION_NAMES, DEFAULT_SORT_OPTION, VIEW_MODES, toFilterSearchParams, IGNORED_QUERY_PARAMS, isSortOption, isViewMode } from './constants';

/** A `?page=` in Laravel's wording (1 and up). */
export const pageNumber = z.coerce
  .number({ error: 'The page field must be an integer.' })
  .int('The page field must be an integer.')
  .min(1, 'The page field must be at least 1.');
const perPage = z.coerce
  .number({ error: 'The per page field must be an integer.' })
  .int('The per page field must be an integer.')
  .min(1, 'The per page field must be at least 1.')
  .max(MAX_PER_PAGE, `The per page field must not be greater than ${MAX_PER_PAGE}.`);

/** §7 GET /v1/products: locale, page, per_page (default 24, §9). */
export const ProductListQuery = z.object({
  locale: Locale.default('pt'),
  page: pageNumber.default(1),
  per_page: perPage.default(DEFAULT_PER_PAGE),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** §7: the sort fields the API knows, and the two directions. */
export const PRODUCT_SORT_FIELDS = ['sort_order', 'sold_count', 'price', 'created_at', 'discount_percentage'] as const;
export const ProductSortField = z.enum(PRODUCT_SORT_FIELDS);
export type ProductSortField = z.infer<typeof ProductSortField>;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const SortDirection = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof SortDirection>;

export type SortOptionName = keyof typeof SORT_OPTIONS;
export const SortOption = z.enum(SORT_OPTION_NAMES);
export type SortOption = z.infer<typeof SortOption>;

/** The UI sort name of an API (sort, order) pair, or the default when the pair is not one of the six. */
export function toSortOption(sort: ProductSortField, order: SortDirection): SortOption {
  const found = SORT_OPTION_NAMES.find((name) => SORT_OPTIONS[name].sort === sort && SORT_OPTIONS[name].order === order);
  return found ?? DEFAULT_SORT_OPTION;
}

export const ViewMode = z.enum(VIEW_MODES);
export type ViewMode = z.infer<typeof ViewMode>;

const LIST_KEYS = new Set(['brands', 'categories']);

/**
 * Reads the wire form of §7 (`brands[]=a&brands[]=b&attribute_color[]=red`, a single value or a list,
 * with or without the `[]` suffix) into `{brands, categories, attributes: {color: [...]}}`.
 */
function normaliseFilterInput(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const out: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [rawKey, value] of Object.entries(input)) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (value === undefined) continue;
    // Repeated keys, `name[]=` arrays and comma lists all read as one list.
    const list = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
      typeof item === 'string' ? item.split(',').map((part) => part.trim()).filter((part) => part !== '') : [item],
    );
    if (LIST_KEYS.has(key)) out[key] = list;
    else if (key.startsWith(ATTRIBUTE_PREFIX)) attributes[key.slice(ATTRIBUTE_PREFIX.length)] = list;
    else out[key] = value;
  }
  if (Object.keys(attributes).length > 0) {
    const given = typeof out.attributes === 'object' && out.attributes !== null ? out.attributes : {};
    out.attributes = { ...given, ...attributes };
  }
  return out;
}

const price = (field: string) =>
  z.coerce
    .number({ error: `The ${field} field must be a number.` })
    .nonnegative(`The ${field} field must be at least 0.`);
const booleanParam = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** Filter query fields once read; `attributes` is keyed by attribute name (`color`, `size`). */
export const ProductFilterFields = ProductListQuery.extend({
  brands: z.array(Slug).default([]),
  categories: z.array(Slug).default([]),
  attributes: z.record(z.string().regex(/^[a-z0-9_]+$/), z.array(z.string().min(1))).default({}),
  price_min: price('price min').optional(),
  price_max: price('price max').optional(),
  isInWarehouse: booleanParam.optional(),
  sort: ProductSortField.default(SORT_OPTIONS[DEFAULT_SORT_OPTION].sort),
  order: SortDirection.default(SORT_OPTIONS[DEFAULT_SORT_OPTION].order),
});

const pricesInOrder: [(q: { price_min?: number; price_max?: number }) => boolean, { path: string[]; message: string }] = [
  (q) => q.price_min === undefined || q.price_max === undefined || q.price_min <= q.price_max,
  { path: ['price_max'], message: 'The price max field must be greater than or equal to price min.' },
];

/** §7 filter query of the catalogue listings (category, brand, segment, campaign): price_min ≤ price_max. */
export const ProductFilterQuery = z.preprocess(normaliseFilterInput, ProductFilterFields.refine(...pricesInOrder));
export type ProductFilterQuery = z.infer<typeof ProductFilterQuery>;
export type ProductFilterQueryInput = z.input<typeof ProductFilterFields>;

/**
 * §7 GET /v1/products/search: q, locale, page, per_page — and the filter query of the other
 * listings, so a search is filtered and sorted like them.
 */
export const ProductSearchQuery = z.preprocess(
  normaliseFilterInput,
  ProductFilterFields.extend({
    q: z
      .string({ error: 'The q field is required.' })
      .trim()
      .min(1, 'The q field is required.')
      .max(MAX_SEARCH_QUERY_LENGTH, `The q field must not be greater than ${MAX_SEARCH_QUERY_LENGTH} characters.`),
  }).refine(...pricesInOrder),
);
export type ProductSearchQuery = z.infer<typeof ProductSearchQuery>;

/** A segment path parameter: the pt slug (`moda-mulher`) or the English code (`women`), read as the slug. */
export const SegmentParam = z.string().transform((value, ctx) => {
  const slug = toSegmentSlug(value);
  if (slug === null) {
    ctx.addIssue({ code: 'custom', message: 'The selected segment is invalid.' });
    return z.NEVER;
  }
  return slug;
});
export type SegmentParam = z.infer<typeof SegmentParam>;

/** §7 GET /v1/brands/home-page and /v1/brands/segment/{segment}: locale. */
export const BrandListQuery = z.object({ locale: Locale.default('pt') });
export type BrandListQuery = z.infer<typeof BrandListQuery>;

/** §7 GET /v1/categories (locale, optional segment) and /v1/categories/{slug}?segment=. */
export const CategoryListQuery = z.object({ locale: Locale.default('pt'), segment: SegmentParam.optional() });
export type CategoryListQuery = z.infer<typeof CategoryListQuery>;
export const CategoryQuery = CategoryListQuery;
export type CategoryQuery = z.infer<typeof CategoryQuery>;

/** §3 filter state: dynamic filters, price range, in-warehouse flag, sort, view mode, page, per-page. */
export const FilterState = z.object({
  filters: z.record(z.string(), z.array(z.string())),
  priceRange: z.object({ min: z.number().nonnegative().nullable(), max: z.number().nonnegative().nullable() }),
  inWarehouse: z.boolean(),
  sort: SortOption,
  view: ViewMode,
  page: z.number().int().min(1),
  perPage: z.number().int().min(1).max(MAX_PER_PAGE),
});
export type FilterState = z.infer<typeof FilterState>;

