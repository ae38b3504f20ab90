import type { FacetValue, Locale, ProductFilterQuery, ProductFilters, ProductSortField, SortDirection } from '../../../contract';
import type { Database } from '../../db/client';
import { SEARCH_CONFIG_SQL } from '../../db/read-model';
import type { Reference } from './reference';

/**
 * Listings on the read model (`catalog_items` + `catalog_cards`): a page is one indexed query that
 * returns the stored card texts; the total and the facets of the same filtered set come from one
 * grouped query, cached for SUMMARY_TTL_MS per (context, filters) and dropped on any catalogue change.
 */
export const SUMMARY_TTL_MS = 5000;
const SUMMARY_CACHE_LIMIT = 2000;

/** The listing's fixed scope, from the path: a segment, a category, a brand, a campaign. */
export type ListingContext = {
  segmentId?: number;
  categoryId?: number;
  brandId?: number;
  campaignId?: number;
};

export type Summary = { total: number; filters: ProductFilters };
export type Page = { cards: string[]; total: number; filters?: ProductFilters };

/**
 * Each sort column with the direction its index was built in (schema `catalog_items_*_idx`): the
 * query names NULLS FIRST/LAST to match the index read forward or backward, and breaks ties on
 * product_id in the same direction, so every sort is an index scan that stops after the page.
 */
const SORTS: Record<ProductSortField, { column: string; indexDirection: SortDirection }> = {
  sort_order: { column: 'i.sort_order', indexDirection: 'asc' },
  sold_count: { column: 'i.sold_count', indexDirection: 'desc' },
  price: { column: 'i.price', indexDirection: 'asc' },
  created_at: { column: 'i.created_at', indexDirection: 'desc' },
  discount_percentage: { column: 'i.discount_percentage', indexDirection: 'desc' },
};

function orderBy(sort: ProductSortField, order: SortDirection): string {
  const { column, indexDirection } = SORTS[sort];
  const nulls = order === indexDirection ? 'nulls last' : 'nulls first';
  return `${column} ${order} ${nulls}, i.product_id ${order} ${nulls}`;
}

type Where = { sql: string; params: unknown[] };

/** The WHERE of the filtered set; unknown slugs match nothing (an empty list, not an error). */
function whereOf(reference: Reference, context: ListingContext, query: ProductFilterQuery, firstParam: number): Where {
  const conditions = ['i.is_active'];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  if (context.segmentId !== undefined) conditions.push(`i.segment_id = ${param(context.segmentId)}`);
  if (context.brandId !== undefined) conditions.push(`i.brand_id = ${param(context.brandId)}`);
  if (context.categoryId !== undefined) conditions.push(`i.category_ids @> array[${param(context.categoryId)}::int]`);
  if (context.campaignId !== undefined) conditions.push(`i.campaign_ids @> array[${param(context.campaignId)}::int]`);
  if (query.brands.length > 0) {
    const ids = query.brands.map((slug) => reference.brandBySlug(slug)?.id ?? -1);
    conditions.push(`i.brand_id = any(${param(ids)}::int[])`);
  }
  if (query.categories.length > 0) {
    const ids = query.categories.map((slug) => reference.categoryBySlug(slug)?.id ?? -1);
    conditions.push(`i.category_ids && ${param(ids)}::int[]`);
  }
  // Values of one attribute are alternatives; different attributes must all match.
  for (const [name, values] of Object.entries(query.attributes).sort(([a], [b]) => a.localeCompare(b))) {
    const list = values.map((v) => `${name}:${v}`);
    if (list.length > 0) conditions.push(`i.attributes && ${param(list)}::text[]`);
  }
  if (query.price_min !== undefined) conditions.push(`i.price >= ${param(query.price_min)}`);
  if (query.price_max !== undefined) conditions.push(`i.price <= ${param(query.price_max)}`);
  if (query.isInWarehouse === true) conditions.push('i.in_warehouse');
  return { sql: conditions.join(' and '), params };
}

type SummaryRow = { kind: 'total' | 'brand' | 'category' | 'attribute'; value: string | null; count: number; min: number | null; max: number | null; extra: number | null };

const summarySql = (where: string) => `
with f as materialized (select i.brand_id, i.category_ids, i.attributes, i.price, i.in_warehouse from catalog_items i where ${where})
select 'total' as kind, null as value, count(*)::int as count, min(price)::float8 as min, max(price)::float8 as max,
  (count(*) filter (where in_warehouse))::int as extra from f
union all select 'brand', brand_id::text, count(*)::int, null, null, null from f where brand_id is not null group by brand_id
union all select 'category', c::text, count(*)::int, null, null, null from f, unnest(f.category_ids) c group by c
union all select 'attribute', a, count(*)::int, null, null, null from f, unnest(f.attributes) a group by a`;

function facetsOf(reference: Reference, rows: SummaryRow[], locale: Locale): Summary {
  const counts = { brand: new Map<string, number>(), category: new Map<string, number>(), attribute: new Map<string, number>() };
  let total = 0;
  let price: ProductFilters['price'] = null;
  let inWarehouse = 0;
  for (const row of rows) {
    if (row.kind === 'total') {
      total = row.count;
      inWarehouse = row.extra ?? 0;
      if (row.count > 0 && row.min !== null && row.max !== null) price = { min: row.min, max: row.max };
    } else if (row.value !== null) counts[row.kind].set(row.value, row.count);
  }
  const brands: FacetValue[] = reference.brands.flatMap((b) => {
    const count = counts.brand.get(String(b.id));
    return count ? [{ value: b.slug, label: b.names[locale], count }] : [];
  });
  const categories: FacetValue[] = reference.categories.flatMap((c) => {
    const count = counts.category.get(String(c.id));
    return count ? [{ value: c.slugs[locale], label: c.names[locale], count }] : [];
  });
  const attributes: Record<string, FacetValue[]> = {};
  for (const v of reference.attributeValues) {
    const count = counts.attribute.get(`${v.attribute}:${v.code}`);
    if (count) (attributes[v.attribute] ??= []).push({ value: v.code, label: v.labels[locale], count });
  }
  return { total, filters: { brands, categories, attributes, price, in_warehouse: inWarehouse } };
}

export function createListing(database: Database, getReference: () => Promise<Reference>) {
  const summaries = new Map<string, { value: Promise<SummaryRow[]>; expires: number }>();

  /**
   * Total and facet counts of a filtered set: one grouped query, shared by concurrent callers. An
   * expired entry is still answered while one refresh runs behind it, so no request waits for the
   * grouped query of a popular listing; `invalidate` (a catalogue write) drops them all.
   */
  function summaryRows(where: Where): Promise<SummaryRow[]> {
    const key = `${where.sql}|${JSON.stringify(where.params)}`;
    const now = Date.now();
    const hit = summaries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const fresh = database.query<SummaryRow>(summarySql(where.sql), where.params);
    if (hit) {
      hit.expires = now + SUMMARY_TTL_MS;
      fresh.then(
        () => summaries.get(key) === hit && summaries.set(key, { value: fresh, expires: now + SUMMARY_TTL_MS }),
        () => summaries.delete(key),
      );
      return hit.value;
    }
    if (summaries.size >= SUMMARY_CACHE_LIMIT) summaries.clear();
    summaries.set(key, { value: fresh, expires: now + SUMMARY_TTL_MS });
    fresh.catch(() => summaries.delete(key));
    return fresh;
  }

  return {
    /** Drops cached totals and facets (after an operator change). */
    invalidate() {
      summaries.clear();
    },

    async list(context: ListingContext, query: ProductFilterQuery): Promise<Page & { filters: ProductFilters }> {
      const reference = await getReference();
      const where = whereOf(reference, context, query, 4);
      const summaryWhere = whereOf(reference, context, query, 1);
      const pageSql = `select c.card from catalog_items i join catalog_cards c on c.locale = $1 and c.product_id = i.product_id
        where ${where.sql} order by ${orderBy(query.sort, query.order)} limit $2 offset $3`;
      const [rows, summary] = await Promise.all([
        database.query<{ card: string }>(pageSql, [query.locale, query.per_page, (query.page - 1) * query.per_page, ...where.params]),
        summaryRows(summaryWhere),
      ]);
      const { total, filters } = facetsOf(reference, summary, query.locale);
      return { cards: rows.map((r) => r.card), total, filters };
    },

    /**
     * §7 search: full text in the locale's configuration over unaccented name (A), brand (B) and
     * description (C), ranked; when nothing matches, the unaccented name by trigram word similarity,
     * so one typo still finds the product.
     */
    async search({ q, locale, page, per_page: perPage }: { q: string; locale: Locale; page: number; per_page: number }): Promise<Page> {
      const offset = (page - 1) * perPage;
      const fullText = await database.query<{ card: string; total: number }>(
        `with q as (select websearch_to_tsquery(${SEARCH_CONFIG_SQL('$1::text')}, unaccent($2)) as query)
         select c.card, count(*) over ()::int as total
         from catalog_cards c join catalog_items i on i.product_id = c.product_id, q
         where c.locale = $1 and c.document @@ q.query and i.is_active
         order by ts_rank_cd(c.document, q.query) desc, i.sort_order, i.product_id
         limit $3 offset $4`,
        [locale, q, perPage, offset],
      );
      if (fullText.length > 0) return { cards: fullText.map((r) => r.card), total: fullText[0]!.total };
      if (offset === 0 || (await this.searchCount(locale, q)) === 0) {
        const fuzzy = await database.query<{ card: string; total: number }>(
          `with q as (select lower(unaccent($2)) as text)
           select c.card, count(*) over ()::int as total
           from catalog_cards c join catalog_items i on i.product_id = c.product_id, q
           where c.locale = $1 and q.text <% c.search_name and i.is_active
           order by word_similarity(q.text, c.search_name) desc, i.sort_order, i.product_id
           limit $3 offset $4`,
          [locale, q, perPage, offset],
        );
        if (fuzzy.length > 0) return { cards: fuzzy.map((r) => r.card), total: fuzzy[0]!.total };
        return { cards: [], total: await this.fuzzyCount(locale, q) };
      }
      return { cards: [], total: await this.searchCount(locale, q) };
    },

    async searchCount(locale: Locale, q: string): Promise<number> {
      const [row] = await database.query<{ total: number }>(
        `select count(*)::int as total from catalog_cards c join catalog_items i on i.product_id = c.product_id
         where c.locale = $1 and c.document @@ websearch_to_tsquery(${SEARCH_CONFIG_SQL('$1::text')}, unaccent($2)) and i.is_active`,
        [locale, q],
      );
      return row?.total ?? 0;
    },

    async fuzzyCount(locale: Locale, q: string): Promise<number> {
      const [row] = await database.query<{ total: number }>(
        `select count(*)::int as total from catalog_cards c join catalog_items i on i.product_id = c.product_id
         where c.locale = $1 and lower(unaccent($2)) <% c.search_name and i.is_active`,
        [locale, q],
      );
      return row?.total ?? 0;
    },
  };
}

export type Listing = ReturnType<typeof createListing>;
