import { ACCOUNT_ORDER_THUMBNAILS, isOfficialStore, orderNumberOf, type AccountOrderSummary, type OrderStatus, type PaymentMethod, type VendorType } from '../../../contract';
import type { Query } from '../../db/client';
import type { ShipmentMoments } from './fulfilment';

/** The SQL of the customer's order list and of what the account shows beyond the order's own view. */

type SummaryRow = {
  uuid: string;
  status: OrderStatus;
  created_at: Date;
  total: number;
  item_count: number;
  images: string[] | null;
  method: PaymentMethod;
};

/** A page of the customer's orders, newest first, and how many there are (of `status`, or all). */
export async function listOrders(
  query: Query,
  customerId: number,
  filter: { status: OrderStatus | null; limit: number; offset: number },
): Promise<{ total: number; orders: AccountOrderSummary[] }> {
  const [count] = await query<{ total: number }>(`select count(*)::int as total from orders where customer_id = $1 and ($2::text is null or status = $2)`, [
    customerId,
    filter.status,
  ]);
  const rows = await query<SummaryRow>(
    `select o.uuid, o.status, o.created_at, o.total::float8 as total,
       (select coalesce(sum(l.quantity), 0)::int from order_lines l where l.order_id = o.id) as item_count,
       array(select l.details->>'image' from order_lines l where l.order_id = o.id and l.details->>'image' is not null order by l.id limit $5) as images,
       coalesce(a.method, 'multibanco') as method
     from orders o left join payment_attempts a on a.id = o.current_attempt_id
     where o.customer_id = $1 and ($2::text is null or o.status = $2)
     order by o.created_at desc, o.id desc limit $3 offset $4`,
    [customerId, filter.status, filter.limit, filter.offset, ACCOUNT_ORDER_THUMBNAILS],
  );
  return {
    total: count!.total,
    orders: rows.map((row) => ({
      uuid: row.uuid,
      number: orderNumberOf(row.uuid),
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
      total: row.total,
      item_count: row.item_count,
      images: row.images ?? [],
      method: row.method,
    })),
  };
}

export type TrackingRow = ShipmentMoments & { seller_id: number; vendor_type: VendorType };

/** Each shipment's fulfilment columns and its seller's kind, by seller. */
export async function trackingOf(query: Query, orderId: number): Promise<Map<number, TrackingRow & { is_official: boolean }>> {
  const rows = await query<TrackingRow>(
    `select s.seller_id, s.fulfilment_status, s.carrier, s.tracking_number, s.preparing_at, s.shipped_at, s.delivered_at, se.vendor_type
     from shipments s join sellers se on se.id = s.seller_id where s.order_id = $1`,
    [orderId],
  );
  return new Map(rows.map((row) => [row.seller_id, { ...row, is_official: isOfficialStore(row.vendor_type) }]));
}

/** The order's own moments the order view does not carry: cancelled, last written, refunded (its whole payment given back). */
export async function momentsOf(query: Query, orderId: number): Promise<{ cancelled_at: Date | null; updated_at: Date; refunded_at: Date | null }> {
  const [row] = await query<{ cancelled_at: Date | null; updated_at: Date; refunded_at: Date | null }>(
    `select o.cancelled_at, o.updated_at,
       (select max(r.refunded_at) from payment_refunds r where r.attempt_id = o.current_attempt_id and r.reason <> 'return') as refunded_at
     from orders o where o.id = $1`,
    [orderId],
  );
  return row!;
}

/** An offer's price now (the campaign price when it has one). */
export async function offerPrices(query: Query, offerIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await query<{ id: number; price: number }>(`select id, coalesce(price_campaign, price)::float8 as price from offers where id = any($1::int[])`, [offerIds]);
  return new Map(rows.map((row) => [row.id, row.price]));
}

/** The session id of the customer's OPEN cart, when there is one. */
export async function openCartSession(query: Query, customerId: number): Promise<string | null> {
  const [row] = await query<{ session_id: string }>(`select session_id from carts where customer_id = $1 and status = 'OPEN' order by id desc limit 1`, [customerId]);
  return row?.session_id ?? null;
}
