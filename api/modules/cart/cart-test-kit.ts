import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  COMMERCE_API_PATHS,
  SESSION_ID_ALPHABET,
  SESSION_ID_HEADER,
  SESSION_ID_LENGTH,
  type CartItemInput,
} from '../../../contract';
import type { Database } from '../../db/client';
import { TEST_WEB_ORIGIN, type CookieSession } from '../../test-support';

/** Test helpers of the cart suites: sessions, callers, offers with a chosen stock and price, coupons. */

export function testSessionId(): string {
  return Array.from(randomBytes(SESSION_ID_LENGTH), (byte) => SESSION_ID_ALPHABET[byte % SESSION_ID_ALPHABET.length]).join('');
}

/** Who calls: a browser session id (X-Session-Id), a cookie sign-in, a bearer token, a language. */
export type As = { session?: string | null; cookie?: CookieSession; bearer?: string; acceptLanguage?: string };

export function headersOf(as: As, write: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (as.session) headers[SESSION_ID_HEADER] = as.session;
  if (as.cookie) Object.assign(headers, write ? as.cookie.headers : { cookie: as.cookie.cookie, origin: TEST_WEB_ORIGIN });
  if (as.bearer) headers.authorization = `Bearer ${as.bearer}`;
  if (as.acceptLanguage) headers['accept-language'] = as.acceptLanguage;
  return headers;
}

export function item(offerId: number, quantity: number, price: number, extra: Partial<CartItemInput> = {}): CartItemInput {
  return { offer_id: offerId, quantity, price, segment_id: null, campaign_id: null, cart_id: null, id: null, category: null, ...extra };
}

export function cartClient(app: FastifyInstance) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: As, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: headersOf(as, method !== 'GET'), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (key: string, as: As, query = '') => send('GET', `${COMMERCE_API_PATHS.cart(key)}${query}`, as),
    save: (body: Record<string, unknown>, as: As) => send('POST', COMMERCE_API_PATHS.cartSave, as, body),
    update: (body: Record<string, unknown>, as: As) => send('PUT', COMMERCE_API_PATHS.cartUpdate, as, body),
    remove: (cartUuid: string, as: As) => send('DELETE', COMMERCE_API_PATHS.cartDelete(cartUuid), as),
    applyCoupon: (cartUuid: string, body: unknown, as: As) => send('POST', COMMERCE_API_PATHS.cartCoupon(cartUuid), as, body),
    removeCoupon: (cartUuid: string, as: As) => send('DELETE', COMMERCE_API_PATHS.cartCoupon(cartUuid), as),
  };
}

export type TestOffer = { id: number; price: number; pvp: number; productId: number };

/**
 * Active offers of active products, `count` of them, each of a different product, so a test owns its
 * offers (`skip` moves past offers another test of the file took).
 */
export async function takeOffers(database: Database, count: number, skip: number): Promise<TestOffer[]> {
  const rows = await database.query<TestOffer>(
    `select distinct on (p.id) o.id, coalesce(o.price_campaign, o.price)::float8 as price, o.pvp::float8 as pvp, p.id as "productId"
     from offers o join variants v on v.id = o.variant_id join products p on p.id = v.product_id
     where o.is_active and p.is_active order by p.id, o.id`,
  );
  const taken = rows.slice(skip, skip + count);
  if (taken.length < count) throw new Error(`only ${rows.length} offers; asked for ${skip + count}`);
  return taken;
}

/** Sets what an offer has left for sale (initial − sold − in carts − in checkout). */
export async function setStock(database: Database, offerId: number, available: number): Promise<void> {
  await database.query(
    `update offers set initial_stock = sold_stock + stock_in_cart + stock_in_checkout + $2 where id = $1`,
    [offerId, available],
  );
}

export async function setPrice(database: Database, offerId: number, price: number): Promise<void> {
  await database.query(`update offers set price = $2, price_campaign = null, pvp = greatest(pvp, $2) where id = $1`, [offerId, price]);
}

export type TestCoupon = {
  code: string;
  discount_type?: 'percentage' | 'fixed' | 'free_shipping';
  value?: number;
  is_active?: boolean;
  minimum_order_value?: number | null;
  max_usage?: number | null;
  usage_count?: number;
  start_date?: Date | null;
  end_date?: Date | null;
  /** VIP: exclusive to these customers (an empty list: a VIP group for any signed-in customer). */
  vipFor?: number[];
  /** §3 discountables: what it takes something off (none: the whole cart). */
  covers?: { kind: 'offer' | 'campaign' | 'segment' | 'category'; id: number }[];
};

const DAY = 86_400_000;

export async function createCoupon(database: Database, coupon: TestCoupon): Promise<{ id: number; uuid: string }> {
  const [row] = await database.query<{ id: number; uuid: string }>(
    `insert into discounts (code, discount_type, value, is_active, minimum_order_value, max_usage, usage_count, start_date, end_date)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id, uuid`,
    [
      coupon.code,
      coupon.discount_type ?? 'percentage',
      coupon.value ?? 10,
      coupon.is_active ?? true,
      coupon.minimum_order_value ?? null,
      coupon.max_usage ?? null,
      coupon.usage_count ?? 0,
      coupon.start_date === undefined ? new Date(Date.now() - DAY) : coupon.start_date,
      coupon.end_date === undefined ? new Date(Date.now() + 30 * DAY) : coupon.end_date,
    ],
  );
  const { vipFor } = coupon;
  for (const { kind, id } of coupon.covers ?? []) {
    const type = `App\\Models\\${kind[0]!.toUpperCase()}${kind.slice(1)}`;
    await database.query(`insert into discountables (discount_id, kind, discountable_type, discountable_id, name) values ($1, $2, $3, $4, $2)`, [row!.id, kind, type, id]);
  }
  if (vipFor) {
    const ids: (number | null)[] = vipFor.length === 0 ? [null] : vipFor;
    for (const id of ids) {
      await database.query(
        `insert into discountables (discount_id, kind, discountable_type, discountable_id, name) values ($1, 'customer', 'App\\Models\\Customer', $2, 'VIP')`,
        [row!.id, id],
      );
    }
  }
  return row!;
}
