import { AMBASSADOR_UTM } from '../../../contract';
import type { Query } from '../../db/client';
import type { ReferralPolicy } from '../checkout/service';
import { identityOfOrder, identityOfUser, sharesIdentity, type Identity } from './identity';

/**
 * How a friend's order is recognised as referred. Decision: by the attribution, not by a code typed in
 * the coupon field. The share link carries `utm_source=ambassador&utm_campaign={code}`; the attribution
 * records that touch and links it to the friend once they register or sign in, so the checkout knows
 * the friend's ambassador without the friend doing anything, and the cart's one coupon stays free for a
 * real coupon (a cart holds one coupon, and a typed code would have displaced it). The friend must be
 * signed in: "first order" and the self-referral rule are about a person, which a guest cart cannot prove.
 *
 * Eligible: a signed-in customer whose attribution carries an ambassador's code, who has no paid order
 * yet and no referral already counted, and who is not the ambassador (account, e-mail, phone or address).
 */

export type ReferralDecision = { ambassadorId: number; code: string; refused: boolean };

/**
 * The ambassador whose code the customer's attribution carries (the latest touch from a share link, else
 * the first touch), when that ambassador is a member and the customer may still receive the friend
 * discount: no paid order (but `exceptOrderId`) and no referral already counted. One statement, because
 * the checkout asks on every read for a signed-in customer: a customer without such a touch (almost every
 * one) costs one lookup of their attributions by `utm_attributions_user_idx` that finds nothing, and the
 * order and referral checks run only for a code that names a member.
 */
async function eligibleAmbassador(query: Query, customerId: number, exceptOrderId: number | null): Promise<{ id: number; code: string } | null> {
  const [row] = await query<{ id: number; code: string }>(
    `with code as (
       select upper(code) as code from (
         select t.params->>'utm_campaign' as code, 1 as priority, t.id as position
           from utm_touchpoints t join utm_attributions a on a.id = t.attribution_id
          where a.user_id = $1 and t.params->>'utm_source' = $2 and t.params->>'utm_campaign' is not null
         union all
         select a.first_touch->>'utm_campaign', 0, 0 from utm_attributions a
          where a.user_id = $1 and a.first_touch->>'utm_source' = $2 and a.first_touch->>'utm_campaign' is not null
       ) found order by priority desc, position desc limit 1
     )
     select u.id, code.code from code join users u on u.ambassador_code = code.code and u.ambassador_joined_at is not null and u.deleted_at is null
     where not exists (select 1 from orders o where o.customer_id = $1 and o.status in ('paid', 'paid_after_expiry') and o.id <> coalesce($3::int, -1))
       and not exists (select 1 from ambassador_referrals r where r.friend_user_id = $1 and r.status in ('pending', 'matured'))`,
    [customerId, AMBASSADOR_UTM.utm_source, exceptOrderId],
  );
  return row ?? null;
}

/**
 * The referral of a customer's order: null when there is none (no code, an unknown code, not the first
 * order); `refused` when the customer is the ambassador. `order` adds the order's own contact and
 * address to the comparison (the form's while it is being placed, with no id yet).
 */
export async function decideReferral(
  query: Query,
  customerId: number,
  order: ({ id: number | null } & Parameters<typeof identityOfOrder>[0]) | null,
): Promise<ReferralDecision | null> {
  const ambassador = await eligibleAmbassador(query, customerId, order?.id ?? null);
  if (!ambassador) return null;
  const { code } = ambassador;
  if (ambassador.id === customerId) return { ambassadorId: ambassador.id, code, refused: true };
  const friend: Identity = await identityOfUser(query, customerId);
  if (order) {
    const own = identityOfOrder(order);
    friend.emails.push(...own.emails);
    friend.phones.push(...own.phones);
    friend.addresses.push(...own.addresses);
  }
  const refused = sharesIdentity(friend, await identityOfUser(query, ambassador.id));
  return { ambassadorId: ambassador.id, code, refused };
}

/** The checkout's friend discount: the programme's percentage for an eligible customer, shown as refused for a self-referral. */
export function referralPolicy(friendDiscountPercent: number): ReferralPolicy {
  return async (query, customerId, contact) => {
    if (friendDiscountPercent <= 0) return null;
    const decision = await decideReferral(query, customerId, contact ? { id: null, ...contact } : null);
    return decision ? { code: decision.code, percent: friendDiscountPercent, refused: decision.refused } : null;
  };
}
