import { localizedPath, orderSuccessPath, type AccountOrderView, type Locale } from '../../../../contract';
import type { Query } from '../../../db/client';
import { orderDetail } from '../../account-orders/service';
import { orderByUuid } from '../../orders/repository';
import type { OrderLinks } from '../../orders/links';

/**
 * The order tools. A customer reads only their own orders (the query is scoped by customer); a guest
 * reads an order only by naming its number AND the e-mail it was placed with, and learns nothing
 * otherwise: an unknown number and a wrong e-mail give the same "not found".
 */
export type FoundOrder = { view: AccountOrderView; href: string };

async function detailOf(query: Query, uuid: string | undefined): Promise<AccountOrderView | null> {
  if (!uuid) return null;
  const order = await orderByUuid(query, uuid);
  return order ? orderDetail(query, order) : null;
}

export function createOrderTools(query: Query, links: OrderLinks) {
  const accountHref = (uuid: string, locale: Locale) => localizedPath(`/account/orders/${uuid}`, locale);
  return {
    /** The customer's order of that number, or their latest when no number is given. */
    async forCustomer(userId: number, number: string | null, locale: Locale): Promise<FoundOrder | null> {
      const [row] = number
        ? await query<{ uuid: string }>(`select uuid from orders where customer_id = $1 and left(uuid::text, 8) = $2 order by created_at desc limit 1`, [userId, number])
        : await query<{ uuid: string }>(`select uuid from orders where customer_id = $1 order by created_at desc, id desc limit 1`, [userId]);
      const view = await detailOf(query, row?.uuid);
      return view ? { view, href: accountHref(view.order_uuid, locale) } : null;
    },

    /** A guest's order by its number and the e-mail it was placed with (both must match). Its link is the signed order link. */
    async forGuest(number: string, email: string, locale: Locale): Promise<FoundOrder | null> {
      const [row] = await query<{ uuid: string }>(
        `select uuid from orders where left(uuid::text, 8) = $1 and lower(email) = lower($2) order by created_at desc limit 1`,
        [number, email.trim()],
      );
      const view = await detailOf(query, row?.uuid);
      return view ? { view, href: orderSuccessPath(view.order_uuid, locale, links.tokenOf(view.order_uuid)) } : null;
    },

    /** An order the guest already proved in this conversation. */
    async proven(uuid: string, locale: Locale): Promise<FoundOrder | null> {
      const view = await detailOf(query, uuid);
      return view ? { view, href: orderSuccessPath(view.order_uuid, locale, links.tokenOf(view.order_uuid)) } : null;
    },

    /** The customer's latest order with a delivered parcel (the one a return would be about). */
    async latestDelivered(userId: number): Promise<string | null> {
      const [row] = await query<{ uuid: string }>(
        `select o.uuid from orders o where o.customer_id = $1 and exists (select 1 from shipments s where s.order_id = o.id and s.fulfilment_status = 'delivered')
         order by o.created_at desc, o.id desc limit 1`,
        [userId],
      );
      return row?.uuid ?? null;
    },
  };
}

export type OrderTools = ReturnType<typeof createOrderTools>;
