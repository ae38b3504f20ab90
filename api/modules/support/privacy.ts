import type { Database } from '../../db/client';
import type { AccountOverview } from '../../../contract';
import { orderNumberOf } from '../../../contract';
import { fromCents } from '../cart/rules';
import { availableCredit } from '../credits/repository';

/**
 * The account's overview and the customer's rights over their data (GDPR art. 15/20 export, art. 17
 * erasure), read and written straight from the tables of every account section.
 */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: unknown) => Number(value ?? 0);

export function createPrivacyRepository(database: Database, now: () => Date) {
  const { query } = database;
  return {
    async overview(userId: number): Promise<AccountOverview> {
      const [order] = await query<{ uuid: string; status: string; total: string | number; created_at: Date }>(
        `select uuid, status, total, created_at from orders where customer_id = $1 order by created_at desc, id desc limit 1`,
        [userId],
      );
      // The ledger's own balance (expiry honoured, the earliest-expiring credit spent first).
      const creditCents = await availableCredit(query, userId);
      const [tickets] = await query<{ open: number }>(`select count(*)::int as open from support_tickets where user_id = $1 and status <> 'closed'`, [userId]);
      return {
        latest_order: order
          ? { uuid: order.uuid, number: orderNumberOf(order.uuid), status: order.status, total: num(order.total), created_at: iso(order.created_at)! }
          : null,
        credit_balance: fromCents(creditCents),
        open_tickets: tickets?.open ?? 0,
      };
    },

    /** Everything the shop keeps about the customer, in their own words (no other customer's row, no internal ids). */
    async export(userId: number) {
      const [user] = await query<Record<string, unknown>>(
        `select uuid, email, name, lastname, locale, newsletter, ambassador_code, ambassador_joined_at, affiliate_code, affiliate_since,
                email_verified_at, created_at from users where id = $1`,
        [userId],
      );
      const addresses = await query(
        `select uuid, label, name, phone, street, postal_code, city, district, country, nif, default_shipping, default_billing, created_at
         from addresses where user_id = $1 order by id`,
        [userId],
      );
      const orders = await query<{ id: number } & Record<string, unknown>>(
        `select id, uuid, status, locale, email, name, phone, shipping_address, nif, currency, subtotal, discount, shipping, store_credit, total,
                coupon_code, created_at, paid_at, cancelled_at from orders where customer_id = $1 order by created_at`,
        [userId],
      );
      const lines = await query<{ order_id: number } & Record<string, unknown>>(
        `select l.order_id, l.quantity, l.unit_price, l.line_total, l.details from order_lines l join orders o on o.id = l.order_id where o.customer_id = $1 order by l.id`,
        [userId],
      );
      const tickets = await query<{ id: number } & Record<string, unknown>>(
        `select t.id, t.uuid, t.subject, t.category, t.status, t.locale, t.email, t.name, t.created_at, t.closed_at, o.uuid as order_uuid
         from support_tickets t left join orders o on o.id = t.order_id where t.user_id = $1 order by t.created_at`,
        [userId],
      );
      const messages = await query<{ ticket_id: number } & Record<string, unknown>>(
        `select m.ticket_id, m.author, m.body, m.created_at from support_messages m join support_tickets t on t.id = m.ticket_id
         where t.user_id = $1 order by m.created_at, m.id`,
        [userId],
      );
      const credits = await query(
        `select uuid, amount, kind, reason, expires_at, created_at from store_credit_entries where user_id = $1 order by created_at`,
        [userId],
      );
      const wishlist = await query(
        `select p.uuid as product_uuid, w.created_at from wishlist_items w join products p on p.id = w.product_id where w.user_id = $1 order by w.created_at`,
        [userId],
      );
      const attributions = await query(
        `select tracking_id, first_touch_at, last_touch_at, converted from utm_attributions where user_id = $1 order by first_touch_at`,
        [userId],
      );
      const strip = <T extends Record<string, unknown>>(row: T, ...keys: string[]) =>
        Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key) && key !== 'id'));
      return {
        exported_at: now().toISOString(),
        profile: user ?? null,
        preferences: user ? { locale: user.locale ?? null, newsletter: user.newsletter } : null,
        addresses: addresses,
        orders: orders.map((order) => ({
          ...strip(order),
          lines: lines.filter((line) => line.order_id === order.id).map((line) => strip(line, 'order_id')),
        })),
        support_tickets: tickets.map((ticket) => ({
          ...strip(ticket),
          messages: messages.filter((message) => message.ticket_id === ticket.id).map((message) => strip(message, 'ticket_id')),
        })),
        store_credit: credits,
        wishlist,
        marketing_attribution: attributions,
      };
    },

    /**
     * Erasure: the person's data is anonymised and every way in ends; what the law makes the shop keep
     * (orders with their invoice data, Portuguese tax law's ten years) stays, unlinked from any login.
     */
    async anonymise(userId: number, userUuid: string): Promise<void> {
      const at = now();
      const placeholder = `deleted-${userUuid}@invalid`;
      await database.transaction(async (q) => {
        const [before] = await q<{ email: string }>(`select email from users where id = $1 for update`, [userId]);
        await q(
          `update users set email = $2, name = 'Deleted', lastname = null, password_hash = '!', newsletter = false, locale = null,
             ambassador_code = null, affiliate_code = null, email_verified_at = null, deleted_at = $3, updated_at = $3 where id = $1`,
          [userId, placeholder, at],
        );
        await q(`delete from addresses where user_id = $1`, [userId]);
        await q(`delete from wishlist_items where user_id = $1`, [userId]);
        await q(`delete from assistant_sessions where user_id = $1`, [userId]);
        await q(`update support_tickets set email = $2, name = 'Deleted', confirm_token_hash = null where user_id = $1`, [userId, placeholder]);
        await q(`update utm_attributions set user_id = null where user_id = $1`, [userId]);
        await q(`delete from sessions where user_id = $1`, [userId]);
        await q(`delete from personal_access_tokens where tokenable_id = $1`, [userId]);
        if (before) await q(`delete from password_reset_tokens where email = $1`, [before.email.trim().toLowerCase()]);
      });
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
