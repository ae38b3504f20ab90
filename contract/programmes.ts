import { z } from 'zod';
import { IsoDateTime, Money, Uuid } from './common';
import { AffiliateCode } from './user';

/**
 * The ambassador programme (§1: a customer's code and share link, a friend's first-order discount,
 * commissions that mature into store credit) and the affiliate dashboard (§1: tracked links,
 * commissions by period, payouts). The share and affiliate links carry UTM tags, so the attribution
 * of `utm.ts` counts their clicks and conversions.
 */

export * from './programme-links';

export const REFERRAL_STATUSES = ['pending', 'matured', 'cancelled', 'refused'] as const;
export const ReferralStatus = z.enum(REFERRAL_STATUSES);
export type ReferralStatus = z.infer<typeof ReferralStatus>;

export const AmbassadorReferral = z.object({
  /** The friend, masked (`a•••@mail.pt`): the ambassador sees who, never the whole address. */
  friend: z.string(),
  status: ReferralStatus,
  discount: Money,
  commission: Money,
  created_at: IsoDateTime,
  /** When the return window closes (null until the order is delivered). */
  matures_at: IsoDateTime.nullable(),
  matured_at: IsoDateTime.nullable(),
});
export type AmbassadorReferral = z.infer<typeof AmbassadorReferral>;

export const AmbassadorStats = z.object({
  clicks: z.number().int().nonnegative(),
  sign_ups: z.number().int().nonnegative(),
  first_orders: z.number().int().nonnegative(),
  pending_earnings: Money,
  matured_earnings: Money,
});
export type AmbassadorStats = z.infer<typeof AmbassadorStats>;

export const AmbassadorProgramme = z.object({
  joined: z.boolean(),
  joined_at: IsoDateTime.nullable(),
  code: AffiliateCode.nullable(),
  share_url: z.string().nullable(),
  terms_slug: z.string(),
  friend_discount_percent: z.number(),
  commission_percent: z.number(),
  return_window_days: z.number().int(),
  stats: AmbassadorStats,
  referrals: z.array(AmbassadorReferral),
});
export type AmbassadorProgramme = z.infer<typeof AmbassadorProgramme>;
export const AmbassadorProgrammeResponse = z.object({ data: AmbassadorProgramme });
export type AmbassadorProgrammeResponse = z.infer<typeof AmbassadorProgrammeResponse>;

export const AmbassadorJoinRequest = z.strictObject({
  accept_terms: z.literal(true, { error: 'The terms must be accepted.' }),
});
export type AmbassadorJoinRequest = z.infer<typeof AmbassadorJoinRequest>;


export const AFFILIATE_PERIODS = ['day', 'week', 'month'] as const;
export const AffiliatePeriod = z.enum(AFFILIATE_PERIODS);
export type AffiliatePeriod = z.infer<typeof AffiliatePeriod>;
export const AffiliateDashboardQuery = z.strictObject({ period: AffiliatePeriod.default('day') });

export const AffiliateBucket = z.object({
  /** The bucket's first day, `YYYY-MM-DD` (UTC). */
  start: z.string(),
  clicks: z.number().int().nonnegative(),
  conversions: z.number().int().nonnegative(),
  commission: Money,
});
export type AffiliateBucket = z.infer<typeof AffiliateBucket>;

export const AffiliateTopProduct = z.object({
  name: z.string(),
  slug: z.string(),
  units: z.number().int().nonnegative(),
  commission: Money,
});
export type AffiliateTopProduct = z.infer<typeof AffiliateTopProduct>;

export const AffiliateStatement = z.object({
  pending: Money,
  /** Matured and not paid yet: what the next payout pays. */
  matured: Money,
  paid: Money,
  threshold: Money,
  payouts: z.array(z.object({ amount: Money, created_at: IsoDateTime })),
});
export type AffiliateStatement = z.infer<typeof AffiliateStatement>;

export const AffiliateDashboard = z.object({
  code: AffiliateCode,
  since: IsoDateTime,
  commission_percent: z.number(),
  period: AffiliatePeriod,
  buckets: z.array(AffiliateBucket),
  top_products: z.array(AffiliateTopProduct),
  statement: AffiliateStatement,
});
export type AffiliateDashboard = z.infer<typeof AffiliateDashboard>;
export const AffiliateDashboardResponse = z.object({ data: AffiliateDashboard });
export type AffiliateDashboardResponse = z.infer<typeof AffiliateDashboardResponse>;

/** Operator: make a customer an affiliate (a code of the operator's choice, else one is made). */
export const AdminAffiliateRequest = z.strictObject({ code: AffiliateCode.optional() });
export const AdminAffiliateResponse = z.object({
  data: z.object({ user_uuid: Uuid, affiliate_code: AffiliateCode, affiliate_since: IsoDateTime }),
});
export const AdminPayoutResponse = z.object({ data: z.object({ amount: Money, commissions: z.number().int().positive(), created_at: IsoDateTime }) });
export const AdminMatureResponse = z.object({ data: z.object({ matured: z.number().int(), cancelled: z.number().int() }) });
