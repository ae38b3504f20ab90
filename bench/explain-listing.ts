/**
 * Prints EXPLAIN ANALYZE of the listing, facet and search statements against a seeded database
 * (default the `bench` database that `BENCH_REUSE=1 npm run bench` keeps):
 * `npx tsx bench/explain-listing.ts [postgres://…/bench]`. The plans justify the read-model indexes.
 */
import pg from 'pg';
const c = new pg.Client({ connectionString: process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/bench' });
await c.connect();
const ex = async (name: string, sql: string, params: unknown[] = []) => {
  await c.query(`explain (analyze, buffers off, costs off, timing off, summary on) ${sql}`, params); // warm
  const r = await c.query(`explain (analyze, costs off, summary on) ${sql}`, params);
  console.log(`\n### ${name}\n` + r.rows.map((x) => x['QUERY PLAN']).join('\n'));
};
/** The page statement of api/modules/catalog/listing.ts: the page's ids first, then their cards. */
const page = (where: string, order: string, offset = 0) => `with page as materialized (
  select i.product_id, row_number() over () as position from (
    select i.product_id from catalog_items i where ${where} order by ${order} limit 24 offset ${offset}) i)
  select c.card from page join catalog_cards c on c.locale = $1 and c.product_id = page.product_id order by page.position`;
await ex('page: /v1/products (sort_order asc)', page('i.is_active', 'i.sort_order asc nulls last, i.product_id asc nulls last'), ['pt']);
await ex('page: segment women, price asc', page('i.is_active and i.segment_id = $2', 'i.price asc nulls last, i.product_id asc nulls last'), ['pt', 1]);
await ex('page: deep page 4000, sold_count desc', page('i.is_active', 'i.sold_count desc nulls last, i.product_id desc nulls last', 96000), ['pt']);
await ex('page: category mulher + colours + price_max, sold_count desc', page('i.is_active and i.category_ids @> array[$2::int] and i.attributes && $3::text[] and i.price <= $4', 'i.sold_count desc nulls last, i.product_id desc nulls last'), ['pt', 1, ['color:preto', 'color:azul'], 100]);
const summary = (where: string) => `
with f as materialized (select i.brand_id, i.category_ids, i.attributes, i.price, i.in_warehouse from catalog_items i where ${where})
select 'total' as kind, null as value, count(*)::int as count, min(price)::float8 as min, max(price)::float8 as max,
  (count(*) filter (where in_warehouse))::int as extra from f
union all select 'brand', brand_id::text, count(*)::int, null, null, null from f where brand_id is not null group by brand_id
union all select 'category', c::text, count(*)::int, null, null, null from f, unnest(f.category_ids) c group by c
union all select 'attribute', a, count(*)::int, null, null, null from f, unnest(f.attributes) a group by a`;
await ex('facets: whole catalogue (cache miss)', summary('i.is_active'));
await ex('facets: category mulher + colours + price_max (cache miss)', summary('i.is_active and i.category_ids @> array[$1::int] and i.attributes && $2::text[] and i.price <= $3'), [1, ['color:preto', 'color:azul'], 100]);
await ex('search: full text "vestido verao" (pt)', `with q as (select websearch_to_tsquery('portuguese'::regconfig, unaccent($2)) as query)
 select c.card, count(*) over ()::int as total from catalog_cards c join catalog_items i on i.product_id = c.product_id, q
 where c.locale = $1 and c.document @@ q.query and i.is_active order by ts_rank_cd(c.document, q.query) desc, i.sort_order, i.product_id limit 24 offset 0`, ['pt', 'vestido verao']);
await ex('search: trigram fallback "vestdo de verao"', `with q as (select lower(unaccent($2)) as text)
 select c.card, count(*) over ()::int as total from catalog_cards c join catalog_items i on i.product_id = c.product_id, q
 where c.locale = $1 and q.text <% c.search_name and i.is_active order by word_similarity(q.text, c.search_name) desc, i.sort_order, i.product_id limit 24 offset 0`, ['pt', 'vestdo de verao']);
console.log((await c.query("select pg_size_pretty(pg_total_relation_size('catalog_cards')) cards, pg_size_pretty(pg_total_relation_size('catalog_items')) items, avg(length(card))::int as card_bytes from catalog_cards")).rows);
await c.end();
