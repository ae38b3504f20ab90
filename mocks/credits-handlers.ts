/**
 * MSW handler of the store credit (`GET /v1/account/credits?page=`), valid against contract/credit.ts: the
 * balance (what the unexpired positive entries leave, and the next of them to expire) beside a page of the
 * ledger. Add it in a story: `beforeEach({ msw }) { msw.use(...creditsHandlers(state)) }`.
 */
import { HttpResponse, http } from 'msw';
import { CREDIT_API_PATHS, CREDITS_PER_PAGE } from '../contract/account-paths';
import { CURRENCY } from '../contract/constants';
import type { CreditBalance, CreditEntry, CreditsResponse } from '../contract';
import { FIXTURE_NOW_MS } from './fixtures/ids';
import { paginate } from './fixtures/pagination';
import { CREDIT_ENTRIES } from './fixtures/wallet';

export const CREDITS_MOCK_PATH = `*${CREDIT_API_PATHS.credits}`;

export type CreditsMockState = { entries: CreditEntry[]; failed?: boolean };

export function creditsMockState(overrides: Partial<CreditsMockState> = {}): CreditsMockState {
  return { entries: CREDIT_ENTRIES, ...overrides };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The balance the ledger adds up to, and the soonest expiry still ahead of the fixtures' now. */
export function creditBalanceOf(entries: readonly CreditEntry[]): CreditBalance {
  const expiring = entries
    .filter((entry) => entry.amount > 0 && entry.expires_at !== null && Date.parse(entry.expires_at) > FIXTURE_NOW_MS)
    .sort((a, b) => Date.parse(a.expires_at!) - Date.parse(b.expires_at!));
  const next = expiring[0];
  return {
    currency: CURRENCY,
    balance: Math.max(0, cents(entries.reduce((sum, entry) => sum + entry.amount, 0))),
    next_expiry: next ? { amount: next.amount, expires_at: next.expires_at! } : null,
  };
}

export function creditsHandlers(state: CreditsMockState) {
  return [
    http.get(CREDITS_MOCK_PATH, ({ request }) => {
      if (state.failed) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const ledger = paginate(state.entries, { page, perPage: CREDITS_PER_PAGE, origin: url.origin, path: url.pathname });
      return HttpResponse.json<CreditsResponse>({ ...ledger, balance: creditBalanceOf(state.entries) });
    }),
  ];
}
