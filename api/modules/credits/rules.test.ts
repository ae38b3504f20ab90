import { describe, expect, it } from 'vitest';
import { creditToUse, replayLedger, restoredExpiry, type LedgerRow } from './rules';

const at = (iso: string) => new Date(iso);
let id = 0;
const row = (kind: LedgerRow['kind'], cents: number, createdAt: string, expiresAt: string | null = null): LedgerRow => ({
  id: ++id,
  kind,
  cents,
  createdAt: at(createdAt),
  expiresAt: expiresAt === null ? null : at(expiresAt),
  orderId: null,
});

describe('the store-credit ledger replayed', () => {
  it('the balance is the sum of the entries while nothing expires', () => {
    const replay = replayLedger([row('grant', 1000, '2026-01-01'), row('refund', 550, '2026-01-02'), row('order_spent', -700, '2026-01-03')], at('2026-02-01'));
    expect(replay.available).toBe(850);
    expect(replay.lapsed).toBe(0);
  });

  it('a spend takes the credit that expires first, and the never-expiring credit last', () => {
    const rows = [row('grant', 1000, '2026-01-01'), row('grant', 1000, '2026-01-01', '2026-03-01'), row('order_spent', -1000, '2026-01-05')];
    const replay = replayLedger(rows, at('2026-04-01'));
    // The expiring grant was spent: nothing lapsed on 1 March.
    expect(replay.available).toBe(1000);
    expect(replay.lapsed).toBe(0);
    expect(replay.nextExpiry).toBeNull();
  });

  it('what is left of an entry stops counting the moment it expires, and an expired entry writes it off', () => {
    const rows = [row('grant', 1000, '2026-01-01', '2026-03-01'), row('order_spent', -400, '2026-02-01')];
    expect(replayLedger(rows, at('2026-02-28')).available).toBe(600);
    expect(replayLedger(rows, at('2026-02-28')).nextExpiry).toEqual({ cents: 600, at: at('2026-03-01') });
    const after = replayLedger(rows, at('2026-03-02'));
    expect(after).toMatchObject({ available: 0, lapsed: 600 });
    const written = replayLedger([...rows, row('expired', -600, '2026-03-02')], at('2026-03-03'));
    expect(written).toMatchObject({ available: 0, lapsed: 0 });
  });

  it('a spend after an expiry cannot use the expired credit', () => {
    const rows = [row('grant', 500, '2026-01-01', '2026-02-01'), row('grant', 500, '2026-01-01'), row('order_spent', -500, '2026-03-01')];
    expect(replayLedger(rows, at('2026-03-02'))).toMatchObject({ available: 0, lapsed: 500 });
  });

  it('credit given back expires as late as the credit it was spent from, never later', () => {
    expect(restoredExpiry([at('2026-03-01'), at('2026-05-01')])).toEqual(at('2026-05-01'));
    expect(restoredExpiry([at('2026-03-01'), null])).toBeNull();
    expect(restoredExpiry([])).toBeNull();
  });

  it('the credit used is min(balance, what the order costs)', () => {
    expect(creditToUse(1000, 2590)).toBe(1000);
    expect(creditToUse(5000, 2590)).toBe(2590);
    expect(creditToUse(0, 2590)).toBe(0);
  });
});
