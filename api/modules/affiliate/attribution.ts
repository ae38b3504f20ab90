import { AFFILIATE_UTM } from '../../../contract';
import type { Query } from '../../db/client';

/**
 * The affiliate an order is credited to: the last touch of the order's own attribution (its tracking id)
 * came from an affiliate's link — last click wins, the custom of affiliate programmes — else the customer's
 * latest attribution's last touch when the order has no tracking id. The link's `utm_campaign` is the affiliate's code (lower case, as UTM
 * values are kept); only a customer the operator made an affiliate earns.
 */
export async function affiliateOfOrder(query: Query, order: { tracking_id: string | null; customer_id: number | null }): Promise<number | null> {
  const [row] = await query<{ id: number }>(
    `select u.id from utm_attributions a join users u on u.affiliate_code = upper(a.last_touch->>'utm_campaign')
      where (a.tracking_id = $1 or ($1::text is null and a.user_id = $2::int))
        and a.last_touch->>'utm_source' = $3 and u.affiliate_since is not null and u.deleted_at is null
      order by a.last_touch_at desc limit 1`,
    [order.tracking_id, order.customer_id, AFFILIATE_UTM.utm_source],
  );
  return row?.id ?? null;
}
