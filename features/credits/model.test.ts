import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, CreditsResponse } from '../../contract';
import { loggedOut } from '../auth';
import { $creditBalance, $creditEntries, $creditsPage, $creditsStatus, creditsPageChosen, creditsRequested, fetchCreditsFx } from './index';

const entry = (n: number, amount: number) => ({
  uuid: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  kind: amount > 0 ? ('grant' as const) : ('order_spent' as const),
  amount,
  reason: amount > 0 ? 'Goodwill' : null,
  order_number: amount > 0 ? null : '3f2a9c1d',
  expires_at: null,
  created_at: '2026-11-20T10:00:00.000Z',
});
const page = (current: number, last: number, data = [entry(current, 10)]): CreditsResponse => ({
  data,
  balance: { currency: 'EUR', balance: 10, next_expiry: null },
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: current, from: 1, last_page: last, links: [], path: 'http://api.test/v1/account/credits', per_page: 20, to: data.length, total: data.length },
});

describe('store credit model', () => {
  it('opening the page reads the balance and the first page of the ledger', async () => {
    const calls: number[] = [];
    const scope = fork({ handlers: [[fetchCreditsFx, async ({ page: n }: { page: number }) => (calls.push(n), page(n, 2, [entry(1, 10), entry(2, -4)]))]] });
    await allSettled(creditsRequested, { scope });
    expect(calls).toEqual([1]);
    expect(scope.getState($creditBalance)?.balance).toBe(10);
    expect(scope.getState($creditEntries).map((e) => e.amount)).toEqual([10, -4]);
    expect(scope.getState($creditsPage)).toEqual({ current: 1, last: 2 });
    expect(scope.getState($creditsStatus)).toBe('ready');
  });

  it('another page is read only inside the ledger’s pages', async () => {
    const calls: number[] = [];
    const scope = fork({ handlers: [[fetchCreditsFx, async ({ page: n }: { page: number }) => (calls.push(n), page(n, 2))]] });
    await allSettled(creditsRequested, { scope });
    await allSettled(creditsPageChosen, { scope, params: 2 });
    await allSettled(creditsPageChosen, { scope, params: 3 });
    expect(calls).toEqual([1, 2]);
    expect(scope.getState($creditsPage).current).toBe(2);
  });

  it('a failed read says so and keeps what was shown', async () => {
    let fail = false;
    const scope = fork({
      handlers: [
        [
          fetchCreditsFx,
          async ({ page: n }: { page: number }) => {
            if (fail) throw { message: 'Network', status: 0, data: null } satisfies ApiError;
            return page(n, 1);
          },
        ],
      ],
    });
    await allSettled(creditsRequested, { scope });
    fail = true;
    await allSettled(creditsRequested, { scope });
    expect(scope.getState($creditsStatus)).toBe('failed');
    expect(scope.getState($creditEntries)).toHaveLength(1);
  });

  it('signing out forgets the credit', async () => {
    const scope = fork({ handlers: [[fetchCreditsFx, async () => page(1, 1)]] });
    await allSettled(creditsRequested, { scope });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($creditBalance)).toBeNull();
    expect(scope.getState($creditEntries)).toEqual([]);
  });
});
