import { DEFAULT_SORT_OPTION, SORT_OPTIONS } from '../../../contract';
import type { FacetValue, Locale, ProductFilterQuery, ProductFilters, ProductSortField, SortDirection } from '../../../contract';
import type { Database } from '../../db/client';
import { SEARCH_CONFIG_SQL, shownOfferSql } from '../../db/read-model';
import type { CategoryRef, Reference } from './reference';

/**
 * Listings on the read model (`catalog_items` + `catalog_cards`): a page is one indexed query that
 * returns the stored card texts; the total and the facets of the same filtered set come from one
 * grouped query, cached for SUMMARY_TTL_MS per (context, filters) and dropped on any catalogue change.
 */
export const SUMMARY_TTL_MS = 5000;
const SUMMARY_CACHE_LIMIT = 2000;

/**
 * Which products a search keeps: full text on the card's document, or, when no word matched even
 * after correction, trigram word similarity on the unaccented name.
 */
export type SearchMatch = { kind: 'text' | 'similar'; q: string; locale: Locale };

/** The listing's fixed scope, from the path: a segment, a category, a brand, a campaign, or the words searched. */
export type ListingContext = {
  segmentId?: number;
  categoryId?: number;
  brandId?: number;
  campaignId?: number;
  match?: SearchMatch;
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

/** `rank`: the search's relevance (higher first), for the default order of a search. */
type Where = { sql: string; params: unknown[]; rank?: string };

/** The card of the row's product in the search's locale, for a match condition or its rank. */
const cardOf = (locale: string) => `from catalog_cards m where m.product_id = i.product_id and m.locale = ${locale}`;

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
  let rank: string | undefined;
  if (context.match) {
    const locale = param(context.match.locale);
    const q = param(context.match.q);
    if (context.match.kind === 'text') {
      const tsQuery = `websearch_to_tsquery(${SEARCH_CONFIG_SQL(`${locale}::text`)}, unaccent(${q}::text))`;
      conditions.push(`exists (select 1 ${cardOf(locale)} and m.document @@ ${tsQuery})`);
      rank = `(select ts_rank_cd(m.document, ${tsQuery}) ${cardOf(locale)})`;
    } else {
      conditions.push(`exists (select 1 ${cardOf(locale)} and lower(unaccent(${q}::text)) <% m.search_name)`);
      rank = `(select word_similarity(lower(unaccent(${q}::text)), m.search_name) ${cardOf(locale)})`;
    }
  }
  return { sql: conditions.join(' and '), params, ...(rank ? { rank } : {}) };
}

const isDefaultOrder = (query: ProductFilterQuery) =>
  query.sort === SORT_OPTIONS[DEFAULT_SORT_OPTION].sort && query.order === SORT_OPTIONS[DEFAULT_SORT_OPTION].order;

/**
 * A campaign page opens on what the campaign is about: under the default sort, products whose card
 * shows a campaign price (the card's offer has `price_campaign`, and carries the 'Preço de campanha'
 * badge) come first, each group in the default order. A sort the shopper picks (price, newest…) is
 * followed as asked. A campaign holds a few dozen products, so this per-row check costs little beside
 * the campaign's own index scan.
 */
const CAMPAIGN_PRICE_FIRST = `coalesce((select o.price_campaign is not null from (${shownOfferSql('i.product_id')}) o), false) desc`;

function orderOf(context: ListingContext, query: ProductFilterQuery, rank: string | undefined): string {
  if (rank && isDefaultOrder(query)) return `${rank} desc, i.sort_order, i.product_id`;
  if (context.campaignId !== undefined && isDefaultOrder(query)) return `${CAMPAIGN_PRICE_FIRST}, ${orderBy(query.sort, query.order)}`;
  return orderBy(query.sort, query.order);
}

type SummaryRow = { kind: 'total' | 'brand' | 'category' | 'attribute'; value: string | null; count: number; min: number | null; max: number | null; extra: number | null };

const summarySql = (where: string) => `
with f as materialized (select i.brand_id, i.category_ids, i.attributes, i.price, i.in_warehouse from catalog_items i where ${where})
select 'total' as kind, null as value, count(*)::int as count, min(price)::float8 as min, max(price)::float8 as max,
  (count(*) filter (where in_warehouse))::int as extra from f
union all select 'brand', brand_id::text, count(*)::int, null, null, null from f where brand_id is not null group by brand_id
union all select 'category', c::text, count(*)::int, null, null, null from f, unnest(f.category_ids) c group by c
union all select 'attribute', a, count(*)::int, null, null, null from f, unnest(f.attributes) a group by a`;

/**
 * A category's facet label: its name, or — when another category in the same facet shows the same name
 * (women's and children's "Vestidos") — its name with its parent's, "Vestidos (Criança)", so the shopper
 * can tell the two apart.
 */
function facetCategoryLabel(category: CategoryRef, shown: CategoryRef[], reference: Reference, locale: Locale): string {
  const name = category.names[locale];
  const twin = shown.some((other) => other !== category && other.names[locale] === name);
  const parent = twin && category.parentCode ? reference.categories.find((c) => c.code === category.parentCode) : undefined;
  return parent ? `${name} (${parent.names[locale]})` : name;
}

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
  const shown = reference.categories.filter((c) => counts.category.has(String(c.id)));
  const categories: FacetValue[] = shown.map((c) => ({ value: c.slugs[locale], label: facetCategoryLabel(c, shown, reference, locale), count: counts.category.get(String(c.id))! }));
  const attributes: Record<string, FacetValue[]> = {};
  for (const v of reference.attributeValues) {
    const count = counts.attribute.get(`${v.attribute}:${v.code}`);
    if (count) (attributes[v.attribute] ??= []).push({ value: v.code, label: v.labels[locale], count });
  }
  return { total, filters: { brands, categories, attributes, price, in_warehouse: inWarehouse } };
}

/** True when `a` becomes `b` by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The words of a text as the search compares them: unaccented, lowercase letters and digits. */
export const searchWords = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');

/** Shortest word a typo is corrected in: shorter ones have too many neighbours to guess from. */
const MIN_CORRECTED_LENGTH = 4;

export function createListing(database: Database, getReference: () => Promise<Reference>) {
  const summaries = new Map<string, { value: Promise<SummaryRow[]>; expires: number }>();
  const vocabularies = new Map<Locale, Promise<Map<string, number>>>();

  /** The words of product names in a locale, unaccented, with how many names use each. */
  function vocabulary(locale: Locale): Promise<Map<string, number>> {
    let words = vocabularies.get(locale);
    if (!words) {
      words = database
        .query<{ word: string; uses: number }>(
          `select word, count(*)::int as uses from (
             select regexp_split_to_table(search_name, '[^a-z0-9]+') as word from catalog_cards where locale = $1) w
           where length(word) >= ${MIN_CORRECTED_LENGTH - 1} group by word`,
          [locale],
        )
        .then((rows) => new Map(rows.map((r) => [r.word, r.uses])));
      words.catch(() => vocabularies.delete(locale));
      vocabularies.set(locale, words);
    }
    return words;
  }

  /** §7 one typo: each unknown word becomes the most used name word one edit away, when there is one. */
  async function corrected(locale: Locale, q: string): Promise<string | null> {
    const known = await vocabulary(locale);
    let changed = false;
    const words = searchWords(q).map((word) => {
      if (word.length < MIN_CORRECTED_LENGTH || known.has(word)) return word;
      let best: [string, number] | null = null;
      for (const [candidate, uses] of known) {
        if (withinOneEdit(word, candidate) && (!best || uses > best[1])) best = [candidate, uses];
      }
      if (!best) return word;
      changed = true;
      return best[0];
    });
    return changed ? words.join(' ') : null;
  }

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
      // The page's ids first (an index-only walk, however deep the page), then only their cards.
      const pageSql = `with page as materialized (
          select i.product_id, row_number() over () as position from (
            select i.product_id from catalog_items i where ${where.sql}
            order by ${orderOf(context, query, where.rank)}
            limit $2 offset $3) i)
        select c.card from page join catalog_cards c on c.locale = $1 and c.product_id = page.product_id
        order by page.position`;
      const [rows, summary] = await Promise.all([
        database.query<{ card: string }>(pageSql, [query.locale, query.per_page, (query.page - 1) * query.per_page, ...where.params]),
        summaryRows(summaryWhere),
      ]);
      const { total, filters } = facetsOf(reference, summary, query.locale);
      return { cards: rows.map((r) => r.card), total, filters };
    },

    /**
     * §7 search: full text in the locale's configuration over unaccented name (A), brand (B) and
     * description (C). When nothing matches, each unknown word is corrected to a name word one edit
     * away; as a last resort, trigram word similarity on the unaccented names. The matching products
     * are then a listing like the others (filters, facets, the six sorts), ranked by relevance under
     * the default sort.
     */
    async search(query: ProductFilterQuery & { q: string }): Promise<Page & { filters: ProductFilters }> {
      const { q, locale } = query;
      let match: SearchMatch = { kind: 'similar', q, locale };
      if ((await this.searchCount(locale, q)) > 0) match = { kind: 'text', q, locale };
      else {
        const fixed = await corrected(locale, q);
        if (fixed !== null && (await this.searchCount(locale, fixed)) > 0) match = { kind: 'text', q: fixed, locale };
      }
      return this.list({ match }, query);
    },

    corrected,

    /** Loads the search vocabularies ahead of the first search (api start). */
    async warm(): Promise<void> {
      await Promise.all((['pt', 'en', 'es', 'fr'] as const).map((locale) => vocabulary(locale)));
    },

    async searchCount(locale: Locale, q: string): Promise<number> {
      const [row] = await database.query<{ total: number }>(
        `select count(*)::int as total from catalog_cards c join catalog_items i on i.product_id = c.product_id
         where c.locale = $1 and c.document @@ websearch_to_tsquery(${SEARCH_CONFIG_SQL('$1::text')}, unaccent($2)) and i.is_active`,
        [locale, q],
      );
      return row?.total ?? 0;
    },
  };
}

export type Listing = ReturnType<typeof createListing>;
