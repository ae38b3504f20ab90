import { z } from 'zod';
import { IsoDateTime, Money, Uuid } from './common';
import { CURRENCY } from './constants';
import { CREDIT_KINDS } from './account-paths';
import { PaginationLinks, PaginationMeta } from './pagination';
export { CREDIT_API_PATHS, CREDITS_PER_PAGE, CREDIT_KINDS } from './account-paths';

/**
 * A customer's store credit (`GET /v1/account/credits`): a ledger of signed entries and the balance that
 * can be spent at checkout. Positive kinds: a refund taken as credit, a matured ambassador commission, an
 * operator's grant, credit given back by an order that ended unpaid, was cancelled or refunded. Negative
 * kinds: credit spent on an order, credit that expired unused.
 *
 * Expiry: a positive entry may carry `expires_at`; spending takes the credit that expires first (credit
 * without an expiry last), and what is left of an entry once it expires no longer counts in the balance
 * (an `expired` entry records it shortly after).
 */
export const CreditKind = z.enum(CREDIT_KINDS);
export type CreditKind = z.infer<typeof CreditKind>;

/** Signed amount in EUR (two decimals): positive adds credit, negative takes it. */
export const SignedMoney = z.number().multipleOf(0.01);

export const CreditEntry = z.object({
  uuid: Uuid,
  kind: CreditKind,
  amount: SignedMoney,
  reason: z.string().nullable(),
  /** §8 order number ('#' + 8 characters, without the '#') of the order it moved with, if any. */
  order_number: z.string().length(8).nullable(),
  expires_at: IsoDateTime.nullable(),
  created_at: IsoDateTime,
});
export type CreditEntry = z.infer<typeof CreditEntry>;

/** What the customer can spend now, and the next credit to expire (amount still unused). */
export const CreditBalance = z.object({
  currency: z.literal(CURRENCY),
  balance: Money,
  next_expiry: z.object({ amount: Money, expires_at: IsoDateTime }).nullable(),
});
export type CreditBalance = z.infer<typeof CreditBalance>;

export const CreditsQuery = z.strictObject({ page: z.coerce.number().int().positive().max(100_000).default(1) });
export type CreditsQuery = z.infer<typeof CreditsQuery>;

/** Laravel's paginated resource: the entries newest first, and the balance beside them. */
export const CreditsResponse = z.object({
  data: z.array(CreditEntry),
  balance: CreditBalance,
  links: PaginationLinks,
  meta: PaginationMeta,
});
export type CreditsResponse = z.infer<typeof CreditsResponse>;

/** The largest single grant an operator may make (a typo guard, not a business rule). */
export const MAX_CREDIT_GRANT = 10_000;

/**
 * `POST /v1/admin/customers/{userUuid}/credits` (Bearer ADMIN_TOKEN): an operator's grant.
 * `expires_at` must be in the future when given.
 */
export const CreditGrantRequest = z.strictObject({
  amount: Money.positive().max(MAX_CREDIT_GRANT),
  reason: z.string().trim().min(1).max(200),
  expires_at: IsoDateTime.nullable().optional(),
});
export type CreditGrantRequest = z.infer<typeof CreditGrantRequest>;
export const CreditEntryResponse = z.object({ data: CreditEntry });
export type CreditEntryResponse = z.infer<typeof CreditEntryResponse>;
