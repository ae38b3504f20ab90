import type { Query } from './client';

/**
 * The catalogue read model (schema `catalog_items`, `catalog_cards`): built by PostgreSQL from the
 * normalized tables, in slices of the whole catalogue (seed) or for the few products an operator
 * changed, in the caller's transaction. Cards are stored as JSON text with media URLs under `API_ORIGIN_MARK`, which
 * the repository swaps for API_URL when answering, so a seeded database serves any API_URL.
 */
export const API_ORIGIN_MARK = '__API_ORIGIN__';

/** §3 rounding of the discount percent of offer `o`: round((pvp − price) / pvp × 100) when pvp exceeds price. */
export const discountPercentSql = (price: string) => `case when o.pvp > ${price} then round((o.pvp - ${price}) / o.pvp * 100)::int else 0 end`;

/** The price a shopper pays for offer `o`, the one cards, the product page and the cart show: its campaign price when it has one. */
export const SHOWN_PRICE_SQL = 'coalesce(o.price_campaign, o.price)';

/**
 * The offer a product's card prices itself with (contract/cards.ts `productCardFacts`: the first offer of
 * the first variant), as a lateral subquery over `o` for the product `productId`: the card lists variants
 * by (sort_order, id) and each variant's active offers by (price, id), below in CARDS_SQL. None when that
 * variant has no active offer, as the card then shows no price.
 */
export const shownOfferSql = (productId: string) => `
  select o.* from offers o
  where o.is_active and o.variant_id = (select v.id from variants v where v.product_id = ${productId} order by v.sort_order, v.id limit 1)
  order by o.price, o.id limit 1`;
const AVAILABLE_SQL = `(o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout)`;
const LOCALE_ORDER = `array_position(array['pt', 'en', 'es', 'fr'], %s)`;
const localeOrder = (column: string) => LOCALE_ORDER.replace('%s', column);

/** The text-search configuration of each locale; the document and the query are both unaccented. */
export const SEARCH_CONFIG_SQL = (locale: string) =>
  `(case ${locale} when 'en' then 'english' when 'es' then 'spanish' when 'fr' then 'french' else 'portuguese' end)::regconfig`;

/**
 * One row per product with its filter and sort columns. `price` and `discount_percentage` are those of
 * the offer the card shows, at the price it shows (the campaign price when there is one), so `sort=price`,
 * `price_min`/`price_max`, the price facet and `sort=discount_percentage` agree with the cards a shopper
 * reads. Every write of an offer, a campaign price or a variant rebuilds its product's row (refreshReadModel).
 */
const ITEMS_SQL = `
with recursive ancestry(category_id, ancestor_id) as (
  select id, id from categories
  union all
  select a.category_id, parent.id from ancestry a
    join categories c on c.id = a.ancestor_id
    join categories parent on parent.code = c.parent_code
)
insert into catalog_items (product_id, is_active, segment_id, brand_id, category_ids, campaign_ids, attributes,
  price, discount_percentage, in_warehouse, sold_count, sort_order, created_at)
select p.id, p.is_active, p.segment_id, p.brand_id,
  coalesce((select array_agg(a.ancestor_id order by a.ancestor_id) from ancestry a where a.category_id = p.category_id), '{}'),
  coalesce((select array_agg(cp.campaign_id order by cp.campaign_id) from campaign_products cp where cp.product_id = p.id), '{}'),
  coalesce((select array_agg(distinct av.attribute_code || ':' || av.code)
     from variants v join variant_attribute_values va on va.variant_id = v.id
     join attribute_values av on av.id = va.attribute_value_id where v.product_id = p.id), '{}'),
  coalesce(best.price, 0), coalesce(best.discount, 0), coalesce(stock.in_warehouse, false),
  p.sold_count, p.sort_order, p.created_at
from products p
left join lateral (
  select ${SHOWN_PRICE_SQL} as price, ${discountPercentSql(SHOWN_PRICE_SQL)} as discount from (${shownOfferSql('p.id')}) o
) best on true
left join lateral (
  select bool_or(${AVAILABLE_SQL} > 0) as in_warehouse
  from variants v join offers o on o.variant_id = v.id and o.is_active
  join sellers s on s.id = o.seller_id and s.vendor_type in ('OFFICIAL_STORE', '1P')
  where v.product_id = p.id
) stock on true
where p.id = any($1::int[])
on conflict (product_id) do update set
  is_active = excluded.is_active, segment_id = excluded.segment_id, brand_id = excluded.brand_id,
  category_ids = excluded.category_ids, campaign_ids = excluded.campaign_ids, attributes = excluded.attributes,
  price = excluded.price, discount_percentage = excluded.discount_percentage, in_warehouse = excluded.in_warehouse,
  sold_count = excluded.sold_count, sort_order = excluded.sort_order, created_at = excluded.created_at`;

/**
 * Cards in set-based steps (each computed once, not per locale or per offer): the 30-day lowest
 * price of every offer (a price counts when it was still in force at the window's start or set
 * after it), delivery methods per (seller, lead time), offers per variant, variants per locale.
 */
const CARDS_SQL = `
with target as (select id from products where id = any($1::int[])),
target_offers as (
  select o.*, v.product_id from offers o join variants v on v.id = o.variant_id join target on target.id = v.product_id
  where o.is_active
),
prices as (
  select offer_id, min(price) as lowest from (
    select h.offer_id, h.price, lead(h.changed_at) over (partition by h.offer_id order by h.changed_at, h.id) as next_at
    from price_history h join target_offers o on o.id = h.offer_id
  ) x
  where next_at is null or next_at >= $2::timestamptz - interval '30 days'
  group by offer_id
),
methods as (
  select k.seller_id, k.lead, jsonb_agg(jsonb_build_object('code', d.code, 'name', d.name,
      'min_days', d.min_days + k.lead, 'max_days', d.max_days + k.lead, 'price', d.price) order by d.id) as list
  from (select distinct seller_id, lead_time_to_ship as lead from target_offers) k
  join delivery_methods d on d.seller_id = k.seller_id
  group by k.seller_id, k.lead
),
offer_lists as (
  select o.variant_id, jsonb_agg(jsonb_build_object(
      'uuid', o.uuid, 'offer_id', o.id, 'seller_id', s.id, 'erp_id', o.erp_id, 'type', s.vendor_type,
      'pvp', o.pvp, 'price_product', o.price, 'price_campaign', o.price_campaign, 'lowest_price_30_days', pr.lowest,
      'initial_stock', o.initial_stock, 'stock_in_cart', o.stock_in_cart,
      'stock_in_checkout', o.stock_in_checkout, 'sold_stock', o.sold_stock,
      'delivery_methods', coalesce(m.list, '[]'::jsonb),
      'lead_time_to_ship', o.lead_time_to_ship, 'shop_name', s.name,
      'vendor', jsonb_build_object('vendor_name', s.name, 'vendorType', s.vendor_type)
    ) order by o.price, o.id) as offers
  from target_offers o
  join sellers s on s.id = o.seller_id
  left join prices pr on pr.offer_id = o.id
  left join methods m on m.seller_id = o.seller_id and m.lead = o.lead_time_to_ship
  group by o.variant_id
),
attribute_lists as (
  select va.variant_id, avt.locale, jsonb_agg(jsonb_build_object('attribute', av.attribute_code, 'value', avt.value,
      'slug', av.code, 'is_to_use_as_selector', va.is_to_use_as_selector) order by av.attribute_code desc) as list
  from variants v join target on target.id = v.product_id
  join variant_attribute_values va on va.variant_id = v.id
  join attribute_values av on av.id = va.attribute_value_id
  join attribute_value_translations avt on avt.attribute_value_id = av.id
  group by va.variant_id, avt.locale
),
variant_lists as (
  select v.product_id, t.locale, jsonb_agg(jsonb_build_object(
      'uuid', v.uuid, 'ean', v.ean, 'sku', v.sku,
      'attribute_values', coalesce(al.list, '[]'::jsonb),
      'variant_group_code', v.variant_group_code,
      'images', coalesce((select jsonb_agg(jsonb_build_object('file_path', '${API_ORIGIN_MARK}/media/' || vi.artwork_id || '.webp', 'order', vi."order")
        order by vi."order", vi.id) from variant_images vi where vi.variant_id = v.id), '[]'::jsonb),
      'offers', coalesce(ol.offers, '[]'::jsonb)
    ) order by v.sort_order, v.id) as variants
  from variants v join target on target.id = v.product_id
  join product_translations t on t.product_id = v.product_id
  left join attribute_lists al on al.variant_id = v.id and al.locale = t.locale
  left join offer_lists ol on ol.variant_id = v.id
  group by v.product_id, t.locale
),
translation_maps as (
  select tt.product_id, jsonb_object_agg(tt.locale, jsonb_build_object('name', tt.name, 'description', tt.description, 'slug', tt.slug)) as map
  from product_translations tt join target on target.id = tt.product_id group by tt.product_id
),
brand_json as (
  select b.id, jsonb_build_object(
      'uuid', b.uuid, 'name', b.name, 'slug', b.slug,
      'translations', coalesce((select jsonb_agg(jsonb_build_object('locale', bt.locale, 'name', bt.name) order by ${localeOrder('bt.locale')})
        from brand_translations bt where bt.brand_id = b.id), '[]'::jsonb),
      'thumb', '${API_ORIGIN_MARK}/media/brands/' || b.slug || '.svg',
      'logo', '${API_ORIGIN_MARK}/media/brands/' || b.slug || '.svg',
      'image', null) as brand
  from brands b
)
insert into catalog_cards (product_id, locale, slug, card, document, search_name)
select p.id, t.locale, t.slug,
  jsonb_build_object(
    'uuid', p.uuid, 'slug', t.slug, 'name', t.name, 'description', t.description,
    'translations', tm.map,
    'brand', bj.brand,
    'tags', coalesce((select jsonb_agg(jsonb_build_object('tag_uuid', tg.uuid, 'name', tgt.name) order by tg.id)
        from product_tags ptg join tags tg on tg.id = ptg.tag_id
        join tag_translations tgt on tgt.tag_id = tg.id and tgt.locale = t.locale
        where ptg.product_id = p.id), '[]'::jsonb),
    'images', coalesce((select jsonb_agg(jsonb_build_object('file_path', '${API_ORIGIN_MARK}/media/' || i.artwork_id || '.webp', 'order', i."order")
        order by i."order", i.id) from product_images i where i.product_id = p.id), '[]'::jsonb),
    'video', p.video,
    'variants', coalesce(vl.variants, '[]'::jsonb),
    'discountEndsAt', to_char(p.discount_ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  )::text,
  setweight(to_tsvector(${SEARCH_CONFIG_SQL('t.locale')}, unaccent(t.name)), 'A')
    || setweight(to_tsvector(${SEARCH_CONFIG_SQL('t.locale')}, unaccent(coalesce(bj.brand->>'name', ''))), 'B')
    || setweight(to_tsvector(${SEARCH_CONFIG_SQL('t.locale')}, unaccent(t.description)), 'C'),
  lower(unaccent(t.name))
from products p
join target on target.id = p.id
join product_translations t on t.product_id = p.id
join translation_maps tm on tm.product_id = p.id
left join brand_json bj on bj.id = p.brand_id
left join variant_lists vl on vl.product_id = p.id and vl.locale = t.locale
on conflict (locale, product_id) do update set
  slug = excluded.slug, card = excluded.card, document = excluded.document, search_name = excluded.search_name`;

/**
 * Rebuilds the read-model rows of `productIds`. `now` anchors the 30-day lowest-price window (the
 * seed passes its own clock).
 */
export async function refreshReadModel(query: Query, productIds: number[], now: Date = new Date()): Promise<void> {
  await query(ITEMS_SQL, [productIds]);
  await query(CARDS_SQL, [productIds, now.toISOString()]);
}

/** Builds the read model in slices, so 100,000 products never sit in one statement's memory. */
export async function rebuildReadModel(
  query: Query,
  options: { now?: Date; batch?: number; onProgress?: (message: string) => void } = {},
): Promise<void> {
  const [{ max } = { max: 0 }] = await query<{ max: number | null }>('select max(id) as max from products');
  const last = max ?? 0;
  const batch = options.batch ?? 5000;
  // Planner statistics of the freshly seeded tables first, or the per-product lookups become scans.
  await query('analyze');
  for (let start = 1; start <= last; start += batch) {
    const ids = Array.from({ length: Math.min(batch, last - start + 1) }, (_, i) => start + i);
    await refreshReadModel(query, ids, options.now);
    options.onProgress?.(`read model ${Math.min(last, start + batch - 1)} / ${last}`);
  }
}

export async function isReadModelEmpty(query: Query): Promise<boolean> {
  const rows = await query<{ present: boolean }>(
    'select exists (select 1 from catalog_items) or not exists (select 1 from products) as present',
  );
  return !rows[0]?.present;
}
