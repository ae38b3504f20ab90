import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, Campaign, ProductListResponse } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { fetchListingFx } from '../listing';
import type { ListingRequest } from '../listing';
import {
  $campaign,
  $campaignNotFound,
  $campaigns,
  $campaignsError,
  campaignOpened,
  campaignsRequested,
  fetchCampaignFx,
  fetchCampaignsFx,
} from './index';

const UUID = '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d';
const campaign: Campaign = {
  uuid: UUID,
  name: 'Verão',
  slug: 'verao',
  description: null,
  banner: null,
  start_date: null,
  end_date: null,
  is_active: true,
  max_discount_percentage: null,
  translations: [],
};
const emptyPage: ProductListResponse = {
  data: [],
  links: { first: null, last: null, prev: null, next: null },
  meta: { current_page: 1, from: null, last_page: 1, links: [], path: 'http://api.test/v1/campaigns/products/x', per_page: 24, to: null, total: 0 },
};

describe('campaigns', () => {
  it('the campaigns list is fetched in the page language', async () => {
    const urls: string[] = [];
    const scope = fork({
      values: [
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, (async (url: string) => (urls.push(url), new Response(JSON.stringify({ data: [campaign] }), { status: 200 }))) as unknown as typeof fetch],
        [$apiLogger, { debug: () => undefined, error: () => undefined }],
      ],
    });
    await allSettled(campaignsRequested, { scope, params: { locale: 'fr' } });
    expect(urls).toEqual(['http://api.test/v1/campaigns?locale=fr']);
    expect(scope.getState($campaigns)).toEqual([campaign]);
  });

  it('a failed campaigns fetch keeps the server message or a fallback, and the list stays empty', async () => {
    const scope = fork({
      values: [[$campaigns, [campaign]]],
      handlers: [[fetchCampaignsFx, () => Promise.reject({ message: 'x', status: 0, data: null } satisfies ApiError)]],
    });
    await allSettled(campaignsRequested, { scope, params: { locale: 'pt' } });
    expect(scope.getState($campaignsError)).toBe('Failed to fetch campaigns');
    expect(scope.getState($campaigns)).toEqual([]);
  });

  it('opening a campaign fetches it and lists its products with the filters of the page URL', async () => {
    const listings: ListingRequest[] = [];
    const scope = fork({
      handlers: [
        [fetchCampaignFx, async () => campaign],
        [fetchListingFx, async (request: ListingRequest) => (listings.push(request), emptyPage)],
      ],
    });
    await allSettled(campaignOpened, { scope, params: { uuid: UUID, locale: 'en', query: 'sort=discount' } });
    expect(scope.getState($campaign)).toEqual(campaign);
    expect(listings).toEqual([
      { context: { kind: 'campaign', campaign: UUID }, query: { locale: 'en', page: 1, per_page: 24, sort: 'discount_percentage', order: 'desc' } },
    ]);
  });

  it('an unknown campaign (404) is reported as not found', async () => {
    const scope = fork({
      handlers: [
        [fetchCampaignFx, () => Promise.reject({ message: 'Not Found', status: 404, data: { message: 'The campaign was not found.' } })],
        [fetchListingFx, async () => emptyPage],
      ],
    });
    await allSettled(campaignOpened, { scope, params: { uuid: UUID, locale: 'pt', query: '' } });
    expect(scope.getState($campaignNotFound)).toBe(true);
    expect(scope.getState($campaign)).toBeNull();
  });
});
