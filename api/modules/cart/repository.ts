import { randomBytes } from 'node:crypto';
import {
  DEFAULT_DELIVERY_ESTIMATE,
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
  type DiscountType,
  type Locale,
  type ProductTranslations,
} from '../../../contract';
import type { Query } from '../../db/client';
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

/** The cart row under `select … for update`: every write of a cart holds it until commit. */
export async function lockCartByUuid(query: Query, uuid: string): Promise<CartRow | null> {
  const [row] = await query<CartRow>(`select ${CART_COLUMNS} from carts where uuid = $1 for update`, [uuid]);
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

export async function linesOf(query: Query, cartId: number): Promise<StoredLine[]> {
  return query<StoredLine>(
    `select offer_id as "offerId", quantity, price::float8 as price, segment_id as "segmentId", campaign_id as "campaignId", category
     from cart_items where cart_id = $1 order by offer_id`,
    [cartId],
  );
}

/** Price (campaign price first, as the storefront shows it), stock left for sale and whether it can be sold. */
export async function offerStock(query: Query, offerIds: number[]): Promise<Map<number, OfferStock>> {
  if (offerIds.length === 0) return new Map();
  const rows = await query<OfferStock>(
    `select o.id, coalesce(o.price_campaign, o.price)::float8 as price,
       (o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout) as available,
       (o.is_active and p.is_active) as active
     from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id
     where o.id = any($1::int[]) order by o.id`,
    [offerIds],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Replaces the cart's lines by `lines` (one per offer). */
export async function writeLines(query: Query, cartId: number, lines: readonly PlannedLine[]): Promise<void> {
  await query(`delete from cart_items where cart_id = $1 and not (offer_id = any($2::int[]))`, [cartId, lines.map((line) => line.offerId)]);
  if (lines.length === 0) return;
  await query(
    `insert into cart_items (cart_id, offer_id, quantity, price, segment_id, campaign_id, category)
     select $1, l.offer_id, l.quantity, l.price, l.segment_id, l.campaign_id, l.category
     from unnest($2::int[], $3::int[], $4::numeric[], $5::int[], $6::int[], $7::text[])
       as l(offer_id, quantity, price, segment_id, campaign_id, category)
     on conflict (cart_id, offer_id) do update set
       quantity = excluded.quantity, price = excluded.price,
       segment_id = coalesce(excluded.segment_id, cart_items.segment_id),
       campaign_id = coalesce(excluded.campaign_id, cart_items.campaign_id),
       category = coalesce(excluded.category, cart_items.category)`,
    [
      cartId,
      lines.map((line) => line.offerId),
      lines.map((line) => line.quantity),
      lines.map((line) => line.price.toFixed(2)),
      lines.map((line) => line.segmentId),
      lines.map((line) => line.campaignId),
      lines.map((line) => line.category),
    ],
  );
}

/** Every write ends here: the version grows by one. */
export async function touchCart(query: Query, cartId: number, changes: { customerId?: number; discountId?: number | null; status?: CartStatus }): Promise<void> {
  await query(
    `update carts set version = version + 1, updated_at = now(),
       customer_id = case when $2::boolean then $3::int else customer_id end,
       discount_id = case when $4::boolean then $5::int else discount_id end,
       status = coalesce($6::text, status)
     where id = $1`,
    [
      cartId,
      changes.customerId !== undefined,
      changes.customerId ?? null,
      changes.discountId !== undefined,
      changes.discountId ?? null,
      changes.status ?? null,
    ],
  );
}

/** Σ current price × quantity of the cart, in cents (exact: numeric arithmetic). */
export async function subtotalCents(query: Query, cartId: number): Promise<number> {
  const [row] = await query<{ cents: string | number }>(
    `select coalesce(sum(coalesce(o.price_campaign, o.price) * ci.quantity * 100), 0)::bigint as cents
     from cart_items ci join offers o on o.id = ci.offer_id where ci.cart_id = $1`,
    [cartId],
  );
  return Number(row?.cents ?? 0);
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
  startDate: Date | null;
  endDate: Date | null;
  /** §2 VIP: a customer discountable makes the coupon exclusive (A2's rule in api/modules/discounts). */
  vip: boolean;
  /** A customer discountable without an id (a 'Clientes VIP' group): any signed-in customer. */
  vipGroup: boolean;
  /** The customers the customer discountables name. */
  vipCustomerIds: number[];
};

const CUSTOMER_DISCOUNTABLE = `(x.kind = 'customer' or x.discountable_type like '%Customer%')`;
const COUPON_COLUMNS = `d.id, d.uuid, d.code, d.discount_type as "discountType", d.value::float8 as value, d.is_active as "isActive",
  d.minimum_order_value::float8 as "minimumOrderValue", d.max_usage as "maxUsage", d.usage_count as "usageCount",
  d.start_date as "startDate", d.end_date as "endDate",
  exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE}) as vip,
  exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE} and x.discountable_id is null) as "vipGroup",
  coalesce((select array_agg(x.discountable_id) from discountables x
    where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE} and x.discountable_id is not null), '{}') as "vipCustomerIds"`;

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

/** §5 applicability of a coupon row to a subtotal (null when it applies). */
export function couponRowRejection(coupon: CouponRow, subtotal: number, now: Date) {
  return couponRejection(
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
}

export async function couponById(query: Query, id: number): Promise<CouponRow | null> {
  const [row] = await query<CouponRow>(`select ${COUPON_COLUMNS} from discounts d where d.id = $1`, [id]);
  return row ?? null;
}

/** Active, valid, not used up free_shipping discounts the cart's owner may see, lowest minimum first. */
async function freeShippingThresholds(query: Query, customerId: number | null, now: Date): Promise<{ uuid: string; minimum: number | null; id: number }[]> {
  return query(
    `select d.id, d.uuid, d.minimum_order_value::float8 as minimum from discounts d
     where d.discount_type = 'free_shipping' and d.is_active
       and (d.start_date is null or d.start_date <= $1) and (d.end_date is null or d.end_date > $1)
       and (d.max_usage is null or d.usage_count < d.max_usage)
       and (not exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE})
         or ($2::int is not null and exists (select 1 from discountables x where x.discount_id = d.id and ${CUSTOMER_DISCOUNTABLE}
           and (x.discountable_id is null or x.discountable_id = $2::int))))
     order by d.minimum_order_value nulls first, d.id`,
    [now.toISOString(), customerId],
  );
}

// ─── The cart as the API answers it ─────────────────────────────────────────────────────────────

type ItemRow = {
  id: number;
  offer_id: number;
  quantity: number;
  stored_price: number;
  offer_uuid: string;
  pvp: number;
  price: number;
  initial_stock: number;
  available: number;
  variant_uuid: string;
  vendor_type: string;
  seller_name: string;
  seller_rating: number | null;
  brand: string | null;
  name: string | null;
  product_slug: string | null;
  translations: ProductTranslations | null;
  category: string | null;
  sent_category: string | null;
  artwork_id: number | null;
  size: string | null;
  color: string | null;
  delivery: string | null;
};

type ViewRow = CartRow & { items: ItemRow[] | null };

/**
 * One statement (one snapshot) reads the cart row and its read-back items (§3): the name, size and
 * colour in `$2`'s language (pt when missing), the first image, the seller, the delivery estimate of
 * the seller's first delivery method plus the offer's lead time, and the stock left.
 */
const VIEW_SQL = (where: string) => `
select c.id, c.uuid, c.session_id as "sessionId", c.customer_id as "customerId", c.status, c.version, c.discount_id as "discountId",
  (select json_agg(i order by i.id) from (
    select ci.id, ci.offer_id, ci.quantity, ci.price::float8 as stored_price,
      o.uuid as offer_uuid, o.pvp::float8 as pvp, coalesce(o.price_campaign, o.price)::float8 as price,
      o.initial_stock, (o.initial_stock - o.sold_stock - o.stock_in_cart - o.stock_in_checkout) as available,
      v.uuid as variant_uuid, s.vendor_type, s.name as seller_name, s.rating as seller_rating,
      coalesce((select bt.name from brand_translations bt where bt.brand_id = b.id and bt.locale = $2), b.name) as brand,
      coalesce(pt.name, ptd.name) as name, coalesce(pt.slug, ptd.slug) as product_slug,
      (select jsonb_object_agg(t.locale, jsonb_build_object('name', t.name, 'description', t.description, 'slug', t.slug))
        from product_translations t where t.product_id = p.id) as translations,
      (select ct.name from category_translations ct where ct.category_id = p.category_id
        order by (ct.locale = $2) desc, (ct.locale = 'pt') desc limit 1) as category,
      ci.category as sent_category,
      (select pi.artwork_id from product_images pi where pi.product_id = p.id order by pi."order", pi.id limit 1) as artwork_id,
      (select avt.value from variant_attribute_values va
        join attribute_values av on av.id = va.attribute_value_id and av.attribute_code = 'size'
        join attribute_value_translations avt on avt.attribute_value_id = av.id
        where va.variant_id = v.id order by (avt.locale = $2) desc, (avt.locale = 'pt') desc limit 1) as size,
      (select avt.value from variant_attribute_values va
        join attribute_values av on av.id = va.attribute_value_id and av.attribute_code = 'color'
        join attribute_value_translations avt on avt.attribute_value_id = av.id
        where va.variant_id = v.id order by (avt.locale = $2) desc, (avt.locale = 'pt') desc limit 1) as color,
      (select (dm.min_days + o.lead_time_to_ship) || '-' || (dm.max_days + o.lead_time_to_ship)
        from delivery_methods dm where dm.seller_id = o.seller_id order by dm.id limit 1) as delivery
    from cart_items ci
    join offers o on o.id = ci.offer_id
    join variants v on v.id = o.variant_id
    join products p on p.id = v.product_id
    join sellers s on s.id = o.seller_id
    left join brands b on b.id = p.brand_id
    left join product_translations pt on pt.product_id = p.id and pt.locale = $2
    left join product_translations ptd on ptd.product_id = p.id and ptd.locale = 'pt'
    where ci.cart_id = c.id
  ) i) as items
from carts c where ${where}`;

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

export type ViewOptions = { locale: Locale; now: Date; mediaOrigin: string; flags?: WriteFlags };

function itemOf(row: ItemRow, options: ViewOptions): CartItem {
  const flags = options.flags?.get(row.offer_id);
  const official = row.vendor_type === 'OFFICIAL_STORE' || row.vendor_type === '1P';
  const priceChanged = (flags?.priceChanged ?? false) || toCents(row.stored_price) !== toCents(row.price);
  return {
    id: row.id,
    variant_uuid: row.variant_uuid,
    offer_id: row.offer_id,
    offer_uuid: row.offer_uuid,
    name: row.name ?? '',
    product_slug: row.product_slug ?? undefined,
    price: row.price,
    originalPrice: row.pvp,
    size: row.size ?? DEFAULT_ITEM_SIZE,
    color: row.color ?? DEFAULT_ITEM_COLOR,
    quantity: row.quantity,
    image: row.artwork_id === null ? null : `${options.mediaOrigin}/media/${row.artwork_id}.webp`,
    seller: official ? DEFAULT_SELLER_NAME : row.seller_name,
    seller_rating: row.seller_rating === null ? null : Math.round(row.seller_rating * 10) / 10,
    deliveryEstimate: row.delivery ?? DEFAULT_DELIVERY_ESTIMATE,
    category: row.category ?? row.sent_category,
    stock: Math.max(0, row.available),
    initial_stock: row.initial_stock,
    stock_available: row.available - row.quantity,
    translations: row.translations ?? {},
    brand: row.brand,
    ...(priceChanged ? { price_changed: true } : {}),
    ...(flags?.quantityAdjusted ? { quantity_adjusted: true } : {}),
  };
}

/** The cart of `lookup` as the API answers it, or null. Totals, coupon amount and thresholds are the server's. */
export async function viewCart(query: Query, lookup: CartLookup, options: ViewOptions): Promise<CartView | null> {
  const [found] = await query<ViewRow>(VIEW_SQL(VIEW_WHERE[lookup.by]), [lookup.value, options.locale]);
  if (!found) return null;
  const { items: itemRows, ...row } = found;
  const items = (itemRows ?? []).map((item) => itemOf(item, options));
  const subtotal = fromCents(items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0));
  const coupon = row.discountId === null ? null : await couponById(query, row.discountId);
  const applies = coupon !== null && couponRowRejection(coupon, subtotal, options.now) === null;
  const discountAmount = applies ? couponAmount({ discount_type: coupon.discountType, value: coupon.value }, subtotal) : 0;
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
  for (const threshold of await freeShippingThresholds(query, row.customerId, options.now)) {
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
