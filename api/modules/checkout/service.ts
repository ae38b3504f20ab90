import { DEFAULT_SELLER_NAME, DEFAULT_ITEM_COLOR, DEFAULT_ITEM_SIZE, Uuid, type CheckoutView, type Locale } from '../../../contract';
import type { Database, Query } from '../../db/client';
import { availableStockSql } from '../../db/stock';
import type { DomainEventBus } from '../../events';
import {
  couponById,
  couponEligibleOffers,
  couponRowRejection,
  eligibleSubtotal,
  couponVisibleTo,
  createOfferDetailsCache,
  freeShippingThresholdsOf,
  lockCartByUuid,
  peekCart,
  type CartRow,
} from '../cart/repository';
import { fromCents, toCents } from '../cart/rules';
import { OFFER_DETAILS_TTL_MS, canAccess, type Caller } from '../cart/service';
import { creditOfCartOwner } from '../credits/checkout';
import {
  computeCheckout,
  type CheckoutComputation,
  type CouponInput,
  type PaymentWindows,
  type PricedLine,
  type ReferralInput,
  type SellerRow,
  type ShippingSelectionError,
} from './rules';

/**
 * The checkout of an OPEN cart its caller owns (the cart's own rule, `canAccess`): the lines at the
 * offers' prices now, grouped per seller with their shipping, the coupon re-validated (§5), the totals.
 * The same computation serves `GET /v1/checkout/{cartUuid}` and the order creation (inside its
 * transaction, on the locked cart), so the order is exactly what the shopper was shown.
 */

export type CheckoutFailure =
  | { kind: 'notFound' }
  | { kind: 'notOpen' }
  | { kind: 'empty' }
  | { kind: 'shipping'; errors: ShippingSelectionError[] };

export type CheckoutOutcome = { ok: true; view: CheckoutView } | ({ ok: false } & CheckoutFailure);

type LineRow = {
  offer_id: number;
  quantity: number;
  stored_price: number;
  price: number;
  pvp: number;
  available: number;
  active: boolean;
  seller_id: number;
  lead_time: number;
  product_id: number;
};

const LINES_SQL = `
select ci.offer_id, ci.quantity, ci.price::float8 as stored_price, coalesce(o.price_campaign, o.price)::float8 as price,
  o.pvp::float8 as pvp, ${availableStockSql('o')} as available, (o.is_active and p.is_active) as active,
  o.seller_id, o.lead_time_to_ship as lead_time, v.product_id
from cart_items ci join offers o on o.id = ci.offer_id join variants v on v.id = o.variant_id join products p on p.id = v.product_id
where ci.cart_id = $1 order by ci.id`;

const SELLERS_SQL = `
select s.id, s.name, s.vendor_type, s.rating,
  coalesce((select json_agg(json_build_object('code', dm.code, 'name', dm.name, 'min_days', dm.min_days, 'max_days', dm.max_days,
    'price', dm.price::float8) order by dm.id) from delivery_methods dm where dm.seller_id = s.id), '[]'::json) as methods
from sellers s where s.id = any($1::int[])`;

/** The friend discount a cart's signed-in customer is entitled to (the ambassador programme answers; null: none). */
/** The contact and address an order is being placed with: the self-referral rule compares them too. */
export type ReferralContact = { email: string; phone: string; shipping_address: { street?: unknown; postal_code?: unknown } };
export type ReferralPolicy = (query: Query, customerId: number, contact: ReferralContact | null) => Promise<ReferralInput | null>;

export type CheckoutService = ReturnType<typeof createCheckoutService>;

declare module 'fastify' {
  interface FastifyInstance {
    checkout: CheckoutService;
  }
}

export function createCheckoutService(
  database: Database,
  options: { now: () => Date; mediaOrigin: string; events: DomainEventBus; windows: PaymentWindows },
) {
  const details = createOfferDetailsCache({ ttlMs: OFFER_DETAILS_TTL_MS, maxEntries: 20_000, now: () => Date.now() });
  options.events.on('product.changed', () => details.clear());
  // Installed by the ambassador programme after the checkout is built; without it no cart has a friend discount.
  let referralPolicy: ReferralPolicy | null = null;

  /**
   * The checkout of `cart` (read with `query`: the caller's transaction when ordering). Null when the cart
   * has no line; the shipping errors when `selection` names a seller or method the cart cannot ship with.
   */
  async function compute(
    query: Query,
    cart: CartRow,
    locale: Locale,
    selection: Readonly<Record<string, string>>,
    storeCreditCents = 0,
    contact: ReferralContact | null = null,
  ): Promise<{ ok: true; result: CheckoutComputation } | { ok: false; kind: 'empty' } | { ok: false; kind: 'shipping'; errors: ShippingSelectionError[] }> {
    const rows = await query<LineRow>(LINES_SQL, [cart.id]);
    if (rows.length === 0) return { ok: false, kind: 'empty' };
    const now = options.now();
    // One after the other: `query` may be a transaction's single connection.
    const found = await details.get(query, rows.map((row) => row.offer_id), locale);
    const sellerRows = await query<SellerRow>(SELLERS_SQL, [[...new Set(rows.map((row) => row.seller_id))]]);
    const thresholds = await freeShippingThresholdsOf(query, cart.id, now);
    const coupon = cart.discountId === null ? null : await couponById(query, cart.discountId);
    const lines: PricedLine[] = rows.map((row) => {
      const offer = found.get(row.offer_id);
      return {
        offerId: row.offer_id,
        quantity: row.quantity,
        storedPrice: row.stored_price,
        price: row.price,
        pvp: row.pvp,
        available: row.available,
        active: row.active,
        sellerId: row.seller_id,
        leadTime: row.lead_time,
        productId: row.product_id,
        details: {
          offer_uuid: offer?.offer_uuid ?? '',
          variant_uuid: offer?.variant_uuid ?? '',
          product_slug: offer?.product_slug ?? '',
          product_uuid: offer?.product_uuid ?? '',
          ean: offer?.ean ?? null,
          category: offer?.category ?? null,
          name: offer?.name ?? '',
          brand: offer?.brand ?? null,
          size: offer?.size ?? DEFAULT_ITEM_SIZE,
          color: offer?.color ?? DEFAULT_ITEM_COLOR,
          image: offer?.artwork_id == null ? null : `${options.mediaOrigin}/media/${offer.artwork_id}.webp`,
        },
      };
    });
    const sellers = new Map(
      sellerRows.map((seller) => {
        const official = seller.vendor_type === 'OFFICIAL_STORE' || seller.vendor_type === '1P';
        return [seller.id, { ...seller, name: official ? DEFAULT_SELLER_NAME : seller.name }] as const;
      }),
    );
    const subtotal = fromCents(lines.reduce((sum, line) => sum + toCents(line.price) * line.quantity, 0));
    const visible = coupon && couponVisibleTo(coupon, cart.customerId) ? coupon : null;
    const covers = visible?.scoped ? await couponEligibleOffers(query, visible.id, lines.map((line) => line.offerId)) : null;
    // A coupon the owner may no longer see is off the cart at its next write: it does not count here.
    const couponInput: CouponInput | null =
      visible
        ? {
            id: visible.id,
            uuid: visible.uuid,
            code: visible.code,
            discountType: visible.discountType,
            value: visible.value,
            minimumOrderValue: visible.minimumOrderValue,
            rejection: couponRowRejection(visible, subtotal, now, covers === null ? subtotal : eligibleSubtotal(lines, covers)),
            covers,
          }
        : null;
    const referral = referralPolicy && cart.customerId !== null ? await referralPolicy(query, cart.customerId, contact) : null;
    const computed = computeCheckout({
      lines,
      sellers,
      coupon: couponInput,
      referral,
      freeShippingMinimums: thresholds.map((threshold) => threshold.minimum),
      selection,
      windows: options.windows,
      storeCreditCents,
    });
    return computed.ok ? computed : { ok: false, kind: 'shipping', errors: computed.errors };
  }

  return {
    compute,
    lockCartByUuid,

    /** The programme that decides the friend discount of a customer's cart (one policy; a second call replaces it). */
    useReferralPolicy(policy: ReferralPolicy) {
      referralPolicy = policy;
    },

    /** GET /v1/checkout/{cartUuid}: a foreign, unknown or malformed cart is the cart's 404. */
    async view(
      cartUuid: string,
      caller: Caller & { customer: { email: string; name: string } | null },
      selection: Record<string, string>,
      useStoreCredit = false,
    ): Promise<CheckoutOutcome> {
      if (!Uuid.safeParse(cartUuid).success) return { ok: false, kind: 'notFound' };
      const cart = await peekCart(database.query, cartUuid);
      if (!cart || !canAccess(cart, caller)) return { ok: false, kind: 'notFound' };
      if (cart.status !== 'OPEN') return { ok: false, kind: 'notOpen' };
      const available = await creditOfCartOwner(database.query, cart, caller);
      const computed = await compute(database.query, cart, caller.locale, selection, useStoreCredit ? available : 0);
      if (!computed.ok) return computed;
      const view = { cart_uuid: cart.uuid, cart_version: cart.version, customer: caller.customer, ...computed.result.view, store_credit_available: fromCents(available) };
      return { ok: true, view };
    },
  };
}
