import { couponAmount, orderNumberOf, type DiscountType, type Locale } from '../../../contract';
import type { ProgrammesConfig } from '../../config';
import type { Database, Query } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { createJobQueue } from '../../jobs/queue';
import { queueMail } from '../../mail/outbox';
import { couponEligibleOffers, eligibleSubtotal } from '../cart/repository';
import { fromCents, toCents } from '../cart/rules';
import { affiliateOfOrder } from '../affiliate/attribution';
import { decideReferral } from './referrals';
import { commissionMaturedMail } from './mail';

/**
 * What the two programmes do with a paid order, and how their commissions mature.
 *
 * - Paid (`programmes.order-paid`, a durable job the payment ledger enqueues in the transaction that
 *   pays the order, so it exists exactly when the payment does): a referred friend's order gets its
 *   `ambassador_referrals` row — pending with the commission, or refused for a self-referral — and the
 *   order its `referral_code` / `referral_discount`; an order an affiliate's link brought gets its
 *   pending `affiliate_commissions` row.
 * - Maturity (`programmes.mature`, recurring): a commission stays pending until every shipment of the
 *   order is delivered and the return window (PROGRAMME_RETURN_WINDOW_DAYS after the last delivery)
 *   has closed — no delivery yet, still pending. Then the ambassador's commission becomes a positive
 *   store-credit entry (kind `commission`, linked by `credit_entry_id`) and an e-mail, and the
 *   affiliate's becomes payable. An order cancelled, refunded or returned and refunded in the meantime
 *   cancels its commissions.
 */

export const ORDER_PAID_JOB = 'programmes.order-paid';
export const MATURE_JOB = 'programmes.mature';
export const MATURE_EVERY_MS = 15 * 60_000;

/** Called by the payment ledger inside the transaction that pays an order (once per order). */
export async function enqueueOrderPaid(query: Query, orderId: number): Promise<void> {
  await createJobQueue({ query }).enqueue(ORDER_PAID_JOB, { orderId }, { query, dedupeKey: `${ORDER_PAID_JOB}:${orderId}` });
}

type PaidOrder = {
  id: number;
  uuid: string;
  customer_id: number | null;
  status: string;
  email: string;
  phone: string;
  shipping_address: { street?: unknown; postal_code?: unknown };
  subtotal: number;
  discount: number;
  discount_id: number | null;
  tracking_id: string | null;
};

/** A commission on the goods the customer paid for (after every discount, shipping excluded). */
const commissionOn = (order: Pick<PaidOrder, 'subtotal' | 'discount'>, percent: number) =>
  fromCents(Math.round(((toCents(order.subtotal) - toCents(order.discount)) * percent) / 100));

/** The friend discount inside an order's `discount`: what is left once its coupon's share is taken out. */
async function friendDiscountOf(query: Query, order: PaidOrder): Promise<number> {
  let couponCents = 0;
  if (order.discount_id !== null) {
    const [coupon] = await query<{ discount_type: DiscountType; value: number }>(`select discount_type, value::float8 as value from discounts where id = $1`, [order.discount_id]);
    if (coupon) {
      // The coupon's share is taken from the lines it covers (§3 discountables), as the checkout took it.
      const lines = await query<{ offerId: number; price: number; quantity: number }>(
        `select offer_id as "offerId", unit_price::float8 as price, quantity from order_lines where order_id = $1`,
        [order.id],
      );
      const covered = eligibleSubtotal(lines, await couponEligibleOffers(query, order.discount_id, lines.map((line) => line.offerId)));
      couponCents = toCents(couponAmount(coupon, covered));
    }
  }
  return fromCents(Math.max(0, toCents(order.discount) - couponCents));
}

export function createProgrammeSales(database: Database, config: ProgrammesConfig, options: { now: () => Date; deliverMail: (id: number) => Promise<void> }) {
  async function recordOrderPaid(orderId: number): Promise<void> {
    await transactionWithRetry(database, async (query) => {
      const [order] = await query<PaidOrder>(
        `select id, uuid, customer_id, status, email, phone, shipping_address, subtotal::float8 as subtotal, discount::float8 as discount, discount_id, tracking_id
           from orders where id = $1 for update`,
        [orderId],
      );
      if (!order || (order.status !== 'paid' && order.status !== 'paid_after_expiry')) return;

      const [referred] = await query(`select 1 from ambassador_referrals where order_id = $1`, [order.id]);
      if (order.customer_id !== null && !referred) {
        const decision = await decideReferral(query, order.customer_id, order);
        const friendDiscount = decision ? await friendDiscountOf(query, order) : 0;
        // Only an order the checkout actually discounted is a referral; a self-referral is recorded as refused either way.
        if (decision && (decision.refused || friendDiscount > 0)) {
          const commission = decision.refused ? 0 : commissionOn(order, config.ambassadorCommissionPercent);
          await query(
            `insert into ambassador_referrals (ambassador_id, friend_user_id, friend_email, order_id, status, discount, commission)
             values ($1, $2, $3, $4, $5, $6, $7)`,
            [decision.ambassadorId, order.customer_id, order.email, order.id, decision.refused ? 'refused' : 'pending', friendDiscount, commission],
          );
          await query(`update orders set referral_code = $2, referral_discount = $3 where id = $1`, [order.id, decision.code, friendDiscount]);
        }
      }

      const [commissioned] = await query(`select 1 from affiliate_commissions where order_id = $1`, [order.id]);
      if (!commissioned) {
        const affiliateId = await affiliateOfOrder(query, order);
        if (affiliateId !== null && affiliateId !== order.customer_id) {
          await query(
            `insert into affiliate_commissions (affiliate_id, order_id, order_total, rate, amount) values ($1, $2, $3, $4, $5)`,
            [affiliateId, order.id, fromCents(toCents(order.subtotal) - toCents(order.discount)), config.affiliateCommissionPercent, commissionOn(order, config.affiliateCommissionPercent)],
          );
        }
      }
    });
  }

  /** `matures_at` of an order: the last delivery plus the window, or null while a shipment is undelivered (or was cancelled). */
  const MATURITY_SQL = `
    select case when count(*) > 0 and count(s.delivered_at) = count(*) then max(s.delivered_at) + make_interval(days => $2) end as matures_at,
      (o.status not in ('paid', 'paid_after_expiry') or o.cancelled_at is not null
        or exists (select 1 from order_returns r where r.order_id = o.id and r.status = 'refunded')) as cancelled
    from orders o left join shipments s on s.order_id = o.id where o.id = $1 group by o.id`;

  async function maturityOf(query: Query, orderId: number) {
    const [row] = await query<{ matures_at: Date | string | null; cancelled: boolean }>(MATURITY_SQL, [orderId, config.returnWindowDays]);
    return { maturesAt: row?.matures_at ? new Date(row.matures_at) : null, cancelled: row?.cancelled ?? true };
  }

  /**
   * One pass over the pending commissions: each settled in its own short transaction. Answers how many
   * matured and were cancelled. `release` (an operator's decision on one order) matures that order's
   * commissions now, delivered or not; a cancelled or refunded order still cancels them.
   */
  async function matureDue(release: { orderId: number } | null = null): Promise<{ matured: number; cancelled: number }> {
    const now = options.now();
    const due = (maturesAt: Date | null) => release !== null || (maturesAt !== null && maturesAt <= now);
    let matured = 0;
    let cancelled = 0;
    const mails: number[] = [];
    const referrals = await database.query<{ id: number }>(`select id from ambassador_referrals where status = 'pending' and order_id = coalesce($1::int, order_id) order by id`, [release?.orderId ?? null]);
    for (const { id } of referrals) {
      const outcome = await transactionWithRetry(database, async (query) => {
        const [referral] = await query<{ id: number; ambassador_id: number; order_id: number; commission: number }>(
          `select id, ambassador_id, order_id, commission::float8 as commission from ambassador_referrals where id = $1 and status = 'pending' for update skip locked`,
          [id],
        );
        if (!referral) return null;
        const maturity = await maturityOf(query, referral.order_id);
        if (maturity.cancelled) {
          await query(`update ambassador_referrals set status = 'cancelled' where id = $1`, [referral.id]);
          return 'cancelled' as const;
        }
        await query(`update ambassador_referrals set matures_at = $2 where id = $1`, [referral.id, maturity.maturesAt]);
        if (!due(maturity.maturesAt)) return null;
        const [order] = await query<{ uuid: string }>(`select uuid from orders where id = $1`, [referral.order_id]);
        const number = orderNumberOf(order!.uuid);
        const [entry] = await query<{ id: number }>(
          `insert into store_credit_entries (user_id, amount, kind, reason, order_id) values ($1, $2, 'commission', $3, $4) returning id`,
          [referral.ambassador_id, referral.commission, `Ambassador commission, order #${number}`, referral.order_id],
        );
        await query(`update ambassador_referrals set status = 'matured', matured_at = $2, credit_entry_id = $3 where id = $1`, [referral.id, now, entry!.id]);
        const [ambassador] = await query<{ email: string; name: string; locale: Locale | null }>(`select email, name, locale from users where id = $1`, [referral.ambassador_id]);
        const locale = ambassador!.locale ?? 'pt';
        const mail = commissionMaturedMail({ locale, name: ambassador!.name, amount: referral.commission, number });
        mails.push(await queueMail(query, { kind: 'ambassador_commission', to: ambassador!.email, locale, ...mail }));
        return 'matured' as const;
      });
      if (outcome === 'matured') matured++;
      if (outcome === 'cancelled') cancelled++;
    }
    const commissions = await database.query<{ id: number }>(`select id from affiliate_commissions where status = 'pending' and order_id = coalesce($1::int, order_id) order by id`, [release?.orderId ?? null]);
    for (const { id } of commissions) {
      const outcome = await transactionWithRetry(database, async (query) => {
        const [commission] = await query<{ id: number; order_id: number }>(
          `select id, order_id from affiliate_commissions where id = $1 and status = 'pending' for update skip locked`,
          [id],
        );
        if (!commission) return null;
        const maturity = await maturityOf(query, commission.order_id);
        if (maturity.cancelled) {
          await query(`update affiliate_commissions set status = 'cancelled' where id = $1`, [commission.id]);
          return 'cancelled' as const;
        }
        await query(`update affiliate_commissions set matures_at = $2 where id = $1`, [commission.id, maturity.maturesAt]);
        if (!due(maturity.maturesAt)) return null;
        await query(`update affiliate_commissions set status = 'matured', matured_at = $2 where id = $1`, [commission.id, now]);
        return 'matured' as const;
      });
      if (outcome === 'matured') matured++;
      if (outcome === 'cancelled') cancelled++;
    }
    await Promise.allSettled(mails.map((id) => options.deliverMail(id)));
    return { matured, cancelled };
  }

  return {
    recordOrderPaid,
    matureDue: () => matureDue(),
    /** Operator: releases one order's pending commissions now (null: no such order). */
    async releaseOrder(orderUuid: string): Promise<{ matured: number; cancelled: number } | null> {
      const [order] = await database.query<{ id: number }>(`select id from orders where uuid = $1`, [orderUuid]);
      return order ? matureDue({ orderId: order.id }) : null;
    },
  };
}

export type ProgrammeSales = ReturnType<typeof createProgrammeSales>;
