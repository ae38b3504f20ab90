import { randomBytes } from 'node:crypto';
import {
  offerDeliveryEstimate,
  DEFAULT_ITEM_COLOR,
  DEFAULT_ITEM_SIZE,
  DEFAULT_SELLER_NAME,
  SESSION_ID_ALPHABET,
  SESSION_ID_LENGTH,
  couponAmount,
  couponRejection,
  isWithinDates,
  type Cart,
  type CartDiscount,
  type CartItem,
  type CartStatus,
  type CouponRejectionReason,
  type DiscountType,
  type Locale,
  type ProductTranslations,
} from '../../../contract';
import type { Query } from '../../db/client';
import { availableStockSql } from '../../db/stock';
import { fromCents, toCents, type AbsorbedLine, type OfferStock, type PlannedLine } from './rules';

/**
 * Every SQL statement of carts and coupons. Statements take the `Query` of the caller's transaction,
 * so a flow (api/modules/cart/service.ts) decides what runs under one lock.
 */

export type CartRow = {
  id: number;
  uuid: string;
  sessionId: string;
  customerId: number | null;
  status: CartStatus;
  version: number;
  discountId: number | null;
};

const CART_COLUMNS = `id, uuid, session_id as "sessionId", customer_id as "customerId", status, version, discount_id as "discountId"`;

/** The cart row under `select … for update` (every write of a cart holds it until commit), with its lines. */
export async function lockCartByUuid(query: Query, uuid: string): Promise<(CartRow & { lines: StoredLine[] }) | null> {
  const [row] = await query<CartRow & { lines: StoredLine[] | null }>(
    `select ${CART_COLUMNS}, (select json_agg(l order by l."offerId") from (${LINES_SQL('carts.id')}) l) as lines
     from carts where uuid = $1 for update`,
    [uuid],
  );
  return row ? { ...row, lines: row.lines ?? [] } : null;
}

/** The version a cart is at, read without a lock (versions only grow). */
export async function peekCart(query: Query, uuid: string): Promise<CartRow | null> {
  const [row] = await query<CartRow>(`select ${CART_COLUMNS} from carts where uuid = $1`, [uuid]);
  return row ?? null;
}

export async function lockOpenCartOfSession(query: Query, sessionId: string): Promise<CartRow | null> {
  const [row] = await query<CartRow>(`select ${CART_COLUMNS} from carts where session_id = $1 and status = 'OPEN' for update`, [sessionId]);
  return row ?? null;
}

export async function lockOpenCartOfCustomer(query: Query, customerId: number, exceptId: number | null): Promise<CartRow | null> {
  const [row] = await query<CartRow>(
    `select ${CART_COLUMNS} from carts where customer_id = $1 and status = 'OPEN' and id <> $2 for update`,
    [customerId, exceptId ?? 0],
  );
  return row ?? null;
}

export async function insertCart(query: Query, sessionId: string, customerId: number | null): Promise<CartRow> {
  const [row] = await query<CartRow>(
    `insert into carts (session_id, customer_id, status, version) values ($1, $2, 'OPEN', 0) returning ${CART_COLUMNS}`,
    [sessionId, customerId],
  );
  return row!;
}

/** A fresh §9 session id (40 lowercase alphanumerics). */
export function newSessionId(): string {
  const bytes = randomBytes(SESSION_ID_LENGTH);
  return Array.from(bytes, (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');
}

/**
 * A customer's OPEN cart keeps the session id of the browser that started it; when another shopper
 * on that browser needs the session's one OPEN slot, the customer's cart (keyed by the customer
 * anyway, §6) moves to a fresh session id.
 */
export async function moveToFreshSession(query: Query, cartId: number): Promise<void> {
  await query(`update carts set session_id = $2 where id = $1`, [cartId, newSessionId()]);
}

export type StoredLine = AbsorbedLine & { price: number };

const LINES_SQL = (cartId: string) =>
  `select offer_id as "offerId", quantity, price::float8 as price, segment_id as "segmentId", campaign_id as "campaignId", category
   from cart_items where cart_id = ${cartId}`;

export async function linesOf(query: Query, cartId: number): Promise<StoredLine[]> {
  return query<StoredLine>(`${LINES_SQL('$1')} order by offer_id`, [cartId]);
}

/** Price (campaign price first, as the storefront shows it), stock left for sale and whether it can be sold. */
export async function offerStock(query: Query, offerIds: number[]): Promise<Map<number, OfferStock>> {
  if (offerIds.length === 0) return new Map();
  const rows = await query<OfferStock>(
    `select o.id, coalesce(o.price_campaign, o.price)::float8 as price,
       ${availableStockSql('o')} as available,
       (o.is_active and p.is_active) as active
     from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id
     where o.id = any($1::int[]) order by o.id`,
    [offerIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One statement for a whole write: the cart's lines become `lines` (one per offer), and the cart row
 * takes its new coupon (and owner, when claimed) at version + 1. The delete and the upsert touch
 * different offers, so their order inside the statement does not matter.
 */
export async function writeCartLines(
  query: Query,
  cartId: number,
  lines: readonly PlannedLine[],
  changes: { discountId: number | null; customerId?: number },
): Promise<void> {
  await query(
    `with removed as (
       delete from cart_items where cart_id = $1 and not (offer_id = any($2::int[]))
     ), written as (
       insert into cart_items (cart_id, offer_id, quantity, price, segment_id, campaign_id, category)
       select $1, l.offer_id, l.quantity, l.price, l.segment_id, l.campaign_id, l.category
       from unnest($2::int[], $3::int[], $4::numeric[], $5::int[], $6::int[], $7::text[])
         as l(offer_id, quantity, price, segment_id, campaign_id, category)
       on conflict (cart_id, offer_id) do update set
         quantity = excluded.quantity, price = excluded.price,
         segment_id = coalesce(excluded.segment_id, cart_items.segment_id),
         campaign_id = coalesce(excluded.campaign_id, cart_items.campaign_id),
         category = coalesce(excluded.category, cart_items.category)
     )
     update carts set version = version + 1, updated_at = now(), discount_id = $8,
       customer_id = case when $9::boolean then $10::int else customer_id end
     where id = $1`,
    [
      cartId,
      lines.map((line) => line.offerId),
      lines.map((line) => line.quantity),
      lines.map((line) => line.price.toFixed(2)),
      lines.map((line) => line.segmentId),
      lines.map((line) => line.campaignId),
      lines.map((line) => line.category),
      changes.discountId,
      changes.customerId !== undefined,
      changes.customerId ?? null,
    ],
  );
}

/** A write that changes only the cart row (coupon, status): the version grows by one. */
export async function touchCart(query: Query, cartId: number, changes: { discountId?: number | null; status?: CartStatus }): Promise<void> {
  await query(
    `update carts set version = version + 1, updated_at = now(),
       discount_id = case when $2::boolean then $3::int else discount_id end,
       status = coalesce($4::text, status)
     where id = $1`,
    [cartId, changes.discountId !== undefined, changes.discountId ?? null, changes.status ?? null],
  );
}

// ─── Coupons ────────────────────────────────────────────────────────────────────────────────────

export type CouponRow = {
  id: number;
  uuid: string;
  code: string;
  discountType: DiscountType;
  value: number;
  isActive: boolean;
  minimumOrderValue: number | null;
  maxUsage: number | null;
  usageCount: number;
  /** A Date from a column, an ISO string from JSON. */
  startDate: Date | string | null;
  endDate: Date | string | null;
  /** §2 VIP: a customer discountable makes the coupon exclusive (A2's rule in api/modules/discounts). */
  vip: boolean;
  /** A customer discountable without an id (a 'Clientes VIP' group): any signed-in customer. */
  vipGroup: boolean;
  /** The customers the customer discountables name. */
  vipCustomerIds: number[];
  /** It names offers, campaigns, segments or categories: it takes off only what their lines cost (`couponEligibleOffers`). */
  scoped: boolean;
};

const CUSTOMER_DISCOUNTABLE = `(x.kind = 'customer' or x.discountable_type like '%Customer%')`;
const COUPON_COLUMNS = `d.id, d.uuid, d.code, d.discount_type as "discountType", d.value::float8 as value, d.is_active as "isActive",
  d.minimum_order_value::float8 as "minimumOrderValue", d.max_usage as "maxUsage", d.usage_count as "usageCount",
  d.start_date as "startDate", d.end_date as "endDate",
  exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE}) as vip,
  exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE} and x.discountable_id is null) as "vipGroup",
  coalesce((select array_agg(x.discountable_id) from discountables x
    where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE} and x.discountable_id is not null), '{}') as "vipCustomerIds",
  exists (select 1 from discountables x where x.discount_id = d.id and not ${CUSTOMER_DISCOUNTABLE}) as scoped`;

/**
 * §3 discountables: the offers among `$2` that coupon `$1` covers — every one when it names no offer, campaign,
 * segment or category (a VIP coupon's customer discountables say who may use it, not on what); else those of a named
 * offer, of a product in a named campaign or segment, or in a named category or one below it.
 */
const ELIGIBLE_OFFERS_SQL = `
select o.id from offers o
join variants v on v.id = o.variant_id
join products p on p.id = v.product_id
where o.id = any($2::int[])
  and (not exists (select 1 from discountables x where x.discount_id = $1 and not ${CUSTOMER_DISCOUNTABLE})
    or exists (select 1 from discountables x where x.discount_id = $1 and not ${CUSTOMER_DISCOUNTABLE} and (
      (x.kind = 'offer' and x.discountable_id = o.id)
      or (x.kind = 'segment' and x.discountable_id = p.segment_id)
      or (x.kind = 'campaign' and exists (select 1 from campaign_products cp where cp.campaign_id = x.discountable_id and cp.product_id = p.id))
      or (x.kind = 'category' and p.category_id in (
        with recursive below(id, code) as (
          select c.id, c.code from categories c where c.id = x.discountable_id
          union all select c.id, c.code from categories c join below on c.parent_code = below.code)
        select id from below)))))`;

/** The offers of `offerIds` coupon `discountId` takes something off (ELIGIBLE_OFFERS_SQL). */
export async function couponEligibleOffers(query: Query, discountId: number, offerIds: readonly number[]): Promise<Set<number>> {
  if (offerIds.length === 0) return new Set();
  const rows = await query<{ id: number }>(ELIGIBLE_OFFERS_SQL, [discountId, [...offerIds]]);
  return new Set(rows.map((row) => row.id));
}

/** What the lines a coupon covers cost: the base its amount is taken from. */
export function eligibleSubtotal(lines: readonly { offerId: number; price: number; quantity: number }[], eligible: ReadonlySet<number>): number {
  return fromCents(lines.reduce((sum, line) => (eligible.has(line.offerId) ? sum + toCents(line.price) * line.quantity : sum), 0));
}

export async function couponByCode(query: Query, code: string): Promise<CouponRow | null> {
  const [row] = await query<CouponRow>(`select ${COUPON_COLUMNS} from discounts d where d.code = $1`, [code]);
  return row ?? null;
}

/** §2: a VIP coupon exists only for its customers (a VIP group: for any customer); a guest cart never sees one. */
export function couponVisibleTo(coupon: Pick<CouponRow, 'vip' | 'vipGroup' | 'vipCustomerIds'>, customerId: number | null): boolean {
  if (!coupon.vip) return true;
  if (customerId === null) return false;
  return coupon.vipGroup || coupon.vipCustomerIds.includes(customerId);
}

const toDate = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * §5 applicability of a coupon row to a subtotal (null when it applies); a coupon for some offers, campaigns,
 * segments or categories (`scoped`) also needs a line it covers (`covered`: what those lines cost).
 */
export function couponRowRejection(coupon: CouponRow, subtotal: number, now: Date, covered = subtotal): CouponRejectionReason | null {
  const rejection = couponRejection(
    {
      is_valid: isWithinDates(
        { start_date: toDate(coupon.startDate)?.toISOString() ?? null, end_date: toDate(coupon.endDate)?.toISOString() ?? null },
        now.getTime(),
      ),
      is_active: coupon.isActive,
      minimum_order_value: coupon.minimumOrderValue,
      max_usage: coupon.maxUsage,
      usage_count: coupon.usageCount,
    },
    subtotal,
  );
  if (rejection === 'expired') return rejection;
  if (coupon.scoped && covered <= 0) return 'notApplicable';
  return rejection;
}

export async function couponById(query: Query, id: number): Promise<CouponRow | null> {
  const [row] = await query<CouponRow>(`select ${COUPON_COLUMNS} from discounts d where d.id = $1`, [id]);
  return row ?? null;
}

/**
 * Active, valid, not used up free_shipping discounts the owner of cart `c` may see, lowest minimum
 * first (a JSON list, a column of the cart view; `$2` is now).
 */
const THRESHOLDS_SQL = `
  select json_agg(f order by f.minimum nulls first, f.id) from (
    select d.id, d.uuid, d.minimum_order_value::float8 as minimum from discounts d
    where d.discount_type = 'free_shipping' and d.is_active
      and (d.start_date is null or d.start_date <= $2::timestamptz) and (d.end_date is null or d.end_date > $2::timestamptz)
      and (d.max_usage is null or d.usage_count < d.max_usage)
      and (not exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE})
        or (c.customer_id is not null and exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE}
          and (x.discountable_id is null or x.discountable_id = c.customer_id))))
  ) f`;

/** The free_shipping discounts the owner of cart `cartId` may see, lowest minimum first (THRESHOLDS_SQL). */
export async function freeShippingThresholdsOf(query: Query, cartId: number, now: Date): Promise<{ id: number; uuid: string; minimum: number | null }[]> {
  const [row] = await query<{ thresholds: { id: number; uuid: string; minimum: number | null }[] | null }>(
    `select (${THRESHOLDS_SQL}) as thresholds from carts c where c.id = $1`,
    [cartId, now.toISOString()],
  );
  return row?.thresholds ?? [];
}

// ─── The cart as the API answers it ─────────────────────────────────────────────────────────────

/** What changes from one request to the next: the line, the offer's price and its stock. */
type LineRow = {
  id: number;
  offer_id: number;
  quantity: number;
  stored_price: number;
  price: number;
  pvp: number;
  initial_stock: number;
  available: number;
  sent_category: string | null;
};

/** What an offer shows in a language and rarely changes (names, pictures, seller, delivery). */
export type OfferDetails = {
  offer_id: number;
  offer_uuid: string;
  variant_uuid: string;
  /** §3 product tracking: the product's uuid and the variant's EAN. */
  product_uuid: string;
  ean: string | null;
  vendor_type: string;
  seller_name: string;
  seller_rating: number | null;
  brand: string | null;
  name: string | null;
  product_slug: string | null;
  translations: ProductTranslations | null;
  category: string | null;
  artwork_id: number | null;
  size: string | null;
  color: string | null;
  /** The seller's delivery methods with the offer's lead time in their days, as the product page lists them. */
  delivery_methods: { min_days: number; max_days: number }[] | null;
};

type ViewRow = CartRow & {
  items: LineRow[] | null;
  coupon: CouponRow | null;
  thresholds: { id: number; uuid: string; minimum: number | null }[] | null;
};

/**
 * One statement (one snapshot): the cart row, its lines with the offers' current price and stock,
 * its coupon and the free-shipping thresholds. `$2` is now.
 */
const VIEW_SQL = (where: string) => `
select c.id, c.uuid, c.session_id as "sessionId", c.customer_id as "customerId", c.status, c.version, c.discount_id as "discountId",
  (select json_agg(l order by l.id) from (
    select ci.id, ci.offer_id, ci.quantity, ci.price::float8 as stored_price,
      coalesce(o.price_campaign, o.price)::float8 as price, o.pvp::float8 as pvp, o.initial_stock,
      ${availableStockSql('o')} as available,
      ci.category as sent_category
    from cart_items ci join offers o on o.id = ci.offer_id
    where ci.cart_id = c.id
  ) l) as items,
  (select row_to_json(k) from (select ${COUPON_COLUMNS} from discounts d where d.id = c.discount_id) k) as coupon,
  (${THRESHOLDS_SQL}) as thresholds
from carts c where ${where}`;

/**
 * §3 read-back details of offers in `$2`'s language (pt when missing): name, slug and translations,
 * the first image (the variant's, else the product's), size and colour, brand, category, seller, and the seller's
 * delivery methods with the offer's lead time (the delivery estimate is `offerDeliveryEstimate` of them, as on the
 * product page).
 */
const DETAILS_SQL = `
select o.id as offer_id, o.uuid as offer_uuid, v.uuid as variant_uuid, p.uuid as product_uuid, v.ean, s.vendor_type, s.name as seller_name, s.rating as seller_rating,
  coalesce((select bt.name from brand_translations bt where bt.brand_id = b.id and bt.locale = $2), b.name) as brand,
  coalesce(pt.name, ptd.name) as name, coalesce(pt.slug, ptd.slug) as product_slug,
  (select jsonb_object_agg(t.locale, jsonb_build_object('name', t.name, 'description', t.description, 'slug', t.slug))
    from product_translations t where t.product_id = p.id) as translations,
  (select ct.name from category_translations ct where ct.category_id = p.category_id
    order by (ct.locale = $2) desc, (ct.locale = 'pt') desc limit 1) as category,
  coalesce((select vi.artwork_id from variant_images vi where vi.variant_id = v.id order by vi."order", vi.id limit 1),
    (select pi.artwork_id from product_images pi where pi.product_id = p.id order by pi."order", pi.id limit 1)) as artwork_id,
  (select avt.value from variant_attribute_values va
    join attribute_values av on av.id = va.attribute_value_id and av.attribute_code = 'size'
    join attribute_value_translations avt on avt.attribute_value_id = av.id
    where va.variant_id = v.id order by (avt.locale = $2) desc, (avt.locale = 'pt') desc limit 1) as size,
  (select avt.value from variant_attribute_values va
    join attribute_values av on av.id = va.attribute_value_id and av.attribute_code = 'color'
    join attribute_value_translations avt on avt.attribute_value_id = av.id
    where va.variant_id = v.id order by (avt.locale = $2) desc, (avt.locale = 'pt') desc limit 1) as color,
  (select jsonb_agg(jsonb_build_object('min_days', dm.min_days + o.lead_time_to_ship, 'max_days', dm.max_days + o.lead_time_to_ship) order by dm.id)
    from delivery_methods dm where dm.seller_id = o.seller_id) as delivery_methods
from offers o
join variants v on v.id = o.variant_id
join products p on p.id = v.product_id
join sellers s on s.id = o.seller_id
left join brands b on b.id = p.brand_id
left join product_translations pt on pt.product_id = p.id and pt.locale = $2
left join product_translations ptd on ptd.product_id = p.id and ptd.locale = 'pt'
where o.id = any($1::int[])`;

/**
 * Offer details per (offer, language), kept for `ttlMs` and dropped whole on `clear()` (the service
 * clears it on every `product.changed`): a cart read then costs one light statement, not a join over
 * the catalogue. Prices and stock are never cached.
 */
export function createOfferDetailsCache(options: { ttlMs: number; maxEntries: number; now: () => number }) {
  const entries = new Map<string, { details: OfferDetails; expiresAt: number }>();
  return {
    async get(query: Query, offerIds: readonly number[], locale: Locale): Promise<Map<number, OfferDetails>> {
      const found = new Map<number, OfferDetails>();
      const missing: number[] = [];
      const now = options.now();
      for (const id of offerIds) {
        const entry = entries.get(`${id}:${locale}`);
        if (entry && entry.expiresAt > now) found.set(id, entry.details);
        else missing.push(id);
      }
      if (missing.length === 0) return found;
      const rows = await query<OfferDetails>(DETAILS_SQL, [missing, locale]);
      if (entries.size + rows.length > options.maxEntries) entries.clear();
      for (const row of rows) {
        found.set(row.offer_id, row);
        entries.set(`${row.offer_id}:${locale}`, { details: row, expiresAt: now + options.ttlMs });
      }
      return found;
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type OfferDetailsCache = ReturnType<typeof createOfferDetailsCache>;

/** Which cart a view reads: fixed conditions only, never text from a request. */
const VIEW_WHERE = {
  id: `c.id = $1`,
  uuid: `c.uuid = $1`,
  openOfSession: `c.session_id = $1 and c.status = 'OPEN' and c.customer_id is null`,
  openOfCustomer: `c.customer_id = $1 and c.status = 'OPEN'`,
} as const;
export type CartLookup = { [K in keyof typeof VIEW_WHERE]: { by: K; value: K extends 'id' | 'openOfCustomer' ? number : string } }[keyof typeof VIEW_WHERE];

/** Per offer: what the last write did to the client's line. */
export type WriteFlags = ReadonlyMap<number, { priceChanged: boolean; quantityAdjusted: boolean }>;

export type CartView = { row: CartRow; cart: Cart };

export type ViewOptions = { locale: Locale; now: Date; mediaOrigin: string; details: OfferDetailsCache; flags?: WriteFlags };

function itemOf(line: LineRow, details: OfferDetails | undefined, options: ViewOptions): CartItem {
  const flags = options.flags?.get(line.offer_id);
  const official = details?.vendor_type === 'OFFICIAL_STORE' || details?.vendor_type === '1P';
  const priceChanged = (flags?.priceChanged ?? false) || toCents(line.stored_price) !== toCents(line.price);
  return {
    id: line.id,
    variant_uuid: details?.variant_uuid ?? '',
    offer_id: line.offer_id,
    offer_uuid: details?.offer_uuid,
    product_uuid: details?.product_uuid,
    ean: details?.ean ?? null,
    name: details?.name ?? '',
    product_slug: details?.product_slug ?? undefined,
    price: line.price,
    originalPrice: line.pvp,
    size: details?.size ?? DEFAULT_ITEM_SIZE,
    color: details?.color ?? DEFAULT_ITEM_COLOR,
    quantity: line.quantity,
    image: details?.artwork_id == null ? null : `${options.mediaOrigin}/media/${details.artwork_id}.webp`,
    seller: official || !details ? DEFAULT_SELLER_NAME : details.seller_name,
    seller_rating: details?.seller_rating == null ? null : Math.round(details.seller_rating * 10) / 10,
    deliveryEstimate: offerDeliveryEstimate({ delivery_methods: details?.delivery_methods ?? [] }),
    category: details?.category ?? line.sent_category,
    stock: Math.max(0, line.available),
    initial_stock: line.initial_stock,
    stock_available: line.available - line.quantity,
    translations: details?.translations ?? {},
    brand: details?.brand ?? null,
    ...(priceChanged ? { price_changed: true } : {}),
    ...(flags?.quantityAdjusted ? { quantity_adjusted: true } : {}),
  };
}

/** The cart of `lookup` as the API answers it, or null. Totals, coupon amount and thresholds are the server's. */
export async function viewCart(query: Query, lookup: CartLookup, options: ViewOptions): Promise<CartView | null> {
  const [found] = await query<ViewRow>(VIEW_SQL(VIEW_WHERE[lookup.by]), [lookup.value, options.now.toISOString()]);
  if (!found) return null;
  const { items: lineRows, coupon, thresholds, ...row } = found;
  const lines = lineRows ?? [];
  const details = await options.details.get(query, lines.map((line) => line.offer_id), options.locale);
  const items = lines.map((line) => itemOf(line, details.get(line.offer_id), options));
  const subtotal = fromCents(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));
  const priced = items.map((item) => ({ offerId: item.offer_id, price: item.price, quantity: item.quantity }));
  const covered = coupon?.scoped ? eligibleSubtotal(priced, await couponEligibleOffers(query, coupon.id, priced.map((line) => line.offerId))) : subtotal;
  const applies = coupon !== null && couponRowRejection(coupon, subtotal, options.now, covered) === null;
  const discountAmount = applies ? couponAmount({ discount_type: coupon.discountType, value: coupon.value }, covered) : 0;
  const discounts: CartDiscount[] = [];
  if (coupon) {
    discounts.push({
      type: coupon.discountType,
      minimum_order_value: coupon.minimumOrderValue,
      discount_uuid: coupon.uuid,
      code: coupon.code,
      value: coupon.value,
    });
  }
  for (const threshold of thresholds ?? []) {
    if (threshold.id === coupon?.id) continue;
    discounts.push({ type: 'free_shipping', minimum_order_value: threshold.minimum, discount_uuid: threshold.uuid });
  }
  return {
    row,
    cart: {
      cart_uuid: row.uuid,
      session_id: row.sessionId,
      customer_id: row.customerId,
      status: row.status,
      items,
      discounts,
      total_items: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal,
      discount_amount: discountAmount,
      total_price: fromCents(toCents(subtotal) - toCents(discountAmount)),
      version: row.version,
    },
  };
}
