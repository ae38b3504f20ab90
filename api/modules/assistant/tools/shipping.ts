import type { Query } from '../../../db/client';

/** One seller's delivery method with its estimate in working days from payment (the method's days plus the offers' lead time to ship). */
export type SellerEstimate = { sellerId: number; seller: string; method: string; code: string; min: number; max: number; price: number };

/** How many sellers a reply lists at most. */
const MAX_SELLERS = 4;

/**
 * Delivery estimates per seller, from the delivery methods their active offers carry: of the offers of
 * `productIds` when the shopper named products, else of every seller with something on sale. The lead
 * time is the offers' shortest (for the min) and longest (for the max), as the checkout adds it.
 */
export async function deliveryEstimates(query: Query, productIds: readonly number[] | null): Promise<SellerEstimate[]> {
  const rows = await query<SellerEstimate & { rank: number }>(
    `with sold as (
       select o.seller_id, min(o.lead_time_to_ship) as lead_min, max(o.lead_time_to_ship) as lead_max
       from offers o join variants v on v.id = o.variant_id
       where o.is_active and ($1::int[] is null or v.product_id = any($1::int[]))
       group by o.seller_id),
     chosen as (select s.id, s.name, s.is_default, sold.lead_min, sold.lead_max from sellers s join sold on sold.seller_id = s.id
       order by s.is_default desc, s.name limit ${MAX_SELLERS})
     select c.id as "sellerId", c.name as seller, d.name as method, d.code, (d.min_days + c.lead_min)::int as min, (d.max_days + c.lead_max)::int as max,
       d.price::float8 as price
     from chosen c join delivery_methods d on d.seller_id = c.id
     order by c.is_default desc, c.name, d.min_days, d.price`,
    [productIds ? [...productIds] : null],
  );
  return rows;
}
