import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { AffiliateDashboard, AffiliatePeriod, AmbassadorProgramme, ApiError } from '../../contract';
import { $authMode, $user, fetchCsrfCookieFx, loggedOut } from '../auth';
import {
  $affiliate,
  $affiliatePeriod,
  $affiliateState,
  $ambassador,
  $ambassadorState,
  $joinFailed,
  affiliatePageOpened,
  affiliatePeriodChanged,
  ambassadorPageOpened,
  fetchAffiliateDashboardFx,
  fetchAmbassadorFx,
  joinAmbassadorFx,
  joinRequested,
} from './index';

const programme = (joined: boolean): AmbassadorProgramme => ({
  joined,
  joined_at: joined ? '2026-11-01T10:00:00.000Z' : null,
  code: joined ? 'ANA-7K3M' : null,
  share_url: joined ? 'http://localhost:3000/?utm_source=ambassador&utm_medium=referral&utm_campaign=ana-7k3m' : null,
  terms_slug: 'ambassador-terms',
  friend_discount_percent: 10,
  commission_percent: 5,
  return_window_days: 14,
  stats: { clicks: 0, sign_ups: 0, first_orders: 0, pending_earnings: 0, matured_earnings: 0 },
  referrals: [],
});

const dashboard = (period: AffiliatePeriod): AffiliateDashboard => ({
  code: 'ANA-AFF1',
  since: '2026-10-01T10:00:00.000Z',
  commission_percent: 8,
  period,
  buckets: [],
  top_products: [],
  statement: { pending: 0, matured: 0, paid: 0, threshold: 50, payouts: [] },
});

const refusal = (status: number): ApiError => ({ message: status === 403 ? 'You are not an affiliate.' : 'Server Error', status, data: null });

describe('the ambassador programme page (§1)', () => {
  it('reads the programme when the page opens, and a failed first read is an error the page can retry', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchAmbassadorFx,
          async () => {
            if (fail) throw refusal(500);
            return programme(false);
          },
        ],
      ],
    });
    await allSettled(ambassadorPageOpened, { scope });
    expect(scope.getState($ambassadorState)).toBe('error');
    fail = false;
    await allSettled(ambassadorPageOpened, { scope });
    expect(scope.getState($ambassadorState)).toBe('ready');
    expect(scope.getState($ambassador)).toMatchObject({ joined: false });
  });

  it('joins after the CSRF cookie in cookie mode, and shows the membership the API answered', async () => {
    const calls: string[] = [];
    const scope = fork({
      values: [[$authMode, 'cookie']],
      handlers: [
        [fetchCsrfCookieFx, async () => void calls.push('csrf')],
        [joinAmbassadorFx, async () => (calls.push('join'), programme(true))],
      ],
    });
    await allSettled(joinRequested, { scope });
    expect(calls).toEqual(['csrf', 'join']);
    expect(scope.getState($ambassador)).toMatchObject({ joined: true, code: 'ANA-7K3M' });
    expect(scope.getState($joinFailed)).toBe(false);
  });

  it('a refused join is said to the customer', async () => {
    const scope = fork({ values: [[$authMode, 'token']], handlers: [[joinAmbassadorFx, async () => Promise.reject(refusal(422))]] });
    await allSettled(joinRequested, { scope });
    expect(scope.getState($joinFailed)).toBe(true);
  });
});

describe('the affiliate dashboard (§1)', () => {
  it('a customer who is not an affiliate (403) is its own state, not an error', async () => {
    const scope = fork({ handlers: [[fetchAffiliateDashboardFx, async () => Promise.reject(refusal(403))]] });
    await allSettled(affiliatePageOpened, { scope });
    expect(scope.getState($affiliateState)).toBe('notAffiliate');
  });

  it('a customer whose account has no affiliate code is told so without a refused request', async () => {
    const asked: AffiliatePeriod[] = [];
    const scope = fork({
      values: [[$user, { id: 7, email: 'ana@example.pt', affiliate_code: null }]],
      handlers: [[fetchAffiliateDashboardFx, async (period: AffiliatePeriod) => (asked.push(period), dashboard(period))]],
    });
    await allSettled(affiliatePageOpened, { scope });
    expect(scope.getState($affiliateState)).toBe('notAffiliate');
    expect(asked).toEqual([]);
  });

  it('an affiliate\'s account (its code known) reads the dashboard', async () => {
    const scope = fork({
      values: [[$user, { id: 7, email: 'ana@example.pt', affiliate_code: 'ANA-AFF1' }]],
      handlers: [[fetchAffiliateDashboardFx, async (period: AffiliatePeriod) => dashboard(period)]],
    });
    await allSettled(affiliatePageOpened, { scope });
    expect(scope.getState($affiliateState)).toBe('ready');
  });

  it('reads the dashboard again for the period chosen, and forgets it all on logout', async () => {
    const asked: AffiliatePeriod[] = [];
    const scope = fork({ handlers: [[fetchAffiliateDashboardFx, async (period: AffiliatePeriod) => (asked.push(period), dashboard(period))]] });
    await allSettled(affiliatePageOpened, { scope });
    await allSettled(affiliatePeriodChanged, { scope, params: 'month' });
    expect(asked).toEqual(['day', 'month']);
    expect(scope.getState($affiliate)).toMatchObject({ period: 'month' });
    expect(scope.getState($affiliateState)).toBe('ready');
    await allSettled(loggedOut, { scope });
    expect(scope.getState($affiliate)).toBeNull();
    expect(scope.getState($affiliatePeriod)).toBe('day');
  });
});
