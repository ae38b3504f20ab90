import type { CreditKind } from '../../../contract';

/**
 * The store-credit ledger replayed, with no database: which credit is still there and when it expires.
 *
 * Decision (documented in api/README.md "Store credit"): the balance is computed when it is read, from the
 * signed entries in the order they were written, so expiry counts the moment it passes (no job has to run
 * first):
 * - each positive entry is a lot of credit with its own `expires_at` (null: never);
 * - a spend (`order_spent`) takes from the lots still valid at its time, the earliest-expiring first and
 *   the never-expiring last (the customer keeps the credit that lasts longest);
 * - an `expired` entry takes from the lots already past their expiry at its time (the durable job
 *   `credits.expire` writes one for what lapsed, so the ledger's sum meets the balance again);
 * - available = what remains in the lots not yet expired at `now`.
 * Every amount is in cents.
 */

export type LedgerRow = { id: number; kind: CreditKind; cents: number; expiresAt: Date | null; createdAt: Date; orderId: number | null };

type Lot = { entryId: number; remaining: number; expiresAt: Date | null };

export type Replay = {
  /** Spendable now. */
  available: number;
  /** Past its expiry but not yet written off by an `expired` entry. */
  lapsed: number;
  /** The next lot to expire with credit left in it. */
  nextExpiry: { cents: number; at: Date } | null;
  /** For each spend entry, the expiries of the lots it took from (null: a lot that never expires). */
  takenFrom: Map<number, (Date | null)[]>;
};

const expiresFirst = (a: Lot, b: Lot) => {
  if (a.expiresAt === null || b.expiresAt === null) return a.expiresAt === b.expiresAt ? a.entryId - b.entryId : a.expiresAt === null ? 1 : -1;
  return a.expiresAt.getTime() - b.expiresAt.getTime() || a.entryId - b.entryId;
};
const validAt = (lot: Lot, at: Date) => lot.expiresAt === null || lot.expiresAt.getTime() > at.getTime();

function take(lots: Lot[], cents: number): (Date | null)[] {
  const from: (Date | null)[] = [];
  let left = cents;
  for (const lot of [...lots].sort(expiresFirst)) {
    if (left <= 0) break;
    const part = Math.min(lot.remaining, left);
    if (part <= 0) continue;
    lot.remaining -= part;
    left -= part;
    from.push(lot.expiresAt);
  }
  return from;
}

export function replayLedger(rows: readonly LedgerRow[], now: Date): Replay {
  const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  const lots: Lot[] = [];
  const takenFrom = new Map<number, (Date | null)[]>();
  for (const row of ordered) {
    if (row.cents > 0) lots.push({ entryId: row.id, remaining: row.cents, expiresAt: row.expiresAt });
    else if (row.cents < 0) {
      const eligible = lots.filter((lot) => lot.remaining > 0 && (row.kind === 'expired' ? !validAt(lot, row.createdAt) : validAt(lot, row.createdAt)));
      takenFrom.set(row.id, take(eligible, -row.cents));
    }
  }
  const live = lots.filter((lot) => lot.remaining > 0 && validAt(lot, now));
  const next = live.filter((lot) => lot.expiresAt !== null).sort(expiresFirst)[0];
  return {
    available: live.reduce((sum, lot) => sum + lot.remaining, 0),
    lapsed: lots.filter((lot) => lot.remaining > 0 && !validAt(lot, now)).reduce((sum, lot) => sum + lot.remaining, 0),
    nextExpiry: next ? { cents: next.remaining, at: next.expiresAt! } : null,
    takenFrom,
  };
}

/**
 * When credit an order gives back expires: as late as the credit it was spent from (never, if any of it
 * never expired). Credit that would have expired meanwhile comes back already expired — it is not lengthened.
 */
export function restoredExpiry(takenFrom: readonly (Date | null)[]): Date | null {
  if (takenFrom.length === 0 || takenFrom.some((at) => at === null)) return null;
  return new Date(Math.max(...takenFrom.map((at) => at!.getTime())));
}

/** What the credit pays of an order: all it can, never more than the order's amount. */
export function creditToUse(availableCents: number, orderCents: number): number {
  return Math.max(0, Math.min(availableCents, orderCents));
}

/** How often the `credits.expire` job writes off lapsed credit. */
export const CREDIT_EXPIRY_EVERY_MS = 60 * 60_000;
