import { createEvent, createStore, sample } from 'effector';
import type { Campaign, Locale } from '../../contract';
import { failureText } from '../api-client';
import { listingOpened } from '../listing';
import { fetchCampaignFx, fetchCampaignsFx } from './api';

/** Shown when the campaigns cannot be fetched and the server gave no message (the §8 catalogue pattern). */
export const FAILED_TO_FETCH_CAMPAIGNS = 'Failed to fetch campaigns';
export const FAILED_TO_FETCH_CAMPAIGN = 'Failed to fetch campaign';

export interface CampaignOpened {
  uuid: string;
  locale: Locale;
  /** The page URL's query string: the campaign's product listing restores its filters from it (§5). */
  query: string;
}

export const $campaigns = createStore<Campaign[]>([]);
export const $campaignsError = createStore<string | null>(null);
export const $campaignsPending = fetchCampaignsFx.pending;
/** The campaign of /campaigns/{uuid}; its products are the listing's (context `campaign`). */
export const $campaign = createStore<Campaign | null>(null);
export const $campaignError = createStore<string | null>(null);
/** The API does not know the campaign (404): the page answers the 404 page. */
export const $campaignNotFound = createStore(false);
export const $campaignPending = fetchCampaignFx.pending;

export const campaignsRequested = createEvent<{ locale: Locale }>();
export const campaignOpened = createEvent<CampaignOpened>();

sample({ clock: campaignsRequested, target: fetchCampaignsFx });
sample({ clock: fetchCampaignsFx.doneData, target: $campaigns });
sample({ clock: fetchCampaignsFx.done, fn: () => null, target: $campaignsError });
// A failure keeps the server message or the fallback text; the list is empty.
sample({ clock: fetchCampaignsFx.failData, fn: (error) => failureText(error, FAILED_TO_FETCH_CAMPAIGNS), target: $campaignsError });
sample({ clock: fetchCampaignsFx.fail, fn: (): Campaign[] => [], target: $campaigns });

sample({ clock: campaignOpened, fn: () => null, target: [$campaign, $campaignError] });
sample({ clock: campaignOpened, fn: () => false, target: $campaignNotFound });
sample({ clock: campaignOpened, fn: ({ uuid, locale }) => ({ uuid, locale }), target: fetchCampaignFx });
// The campaign's products: the listing of /v1/campaigns/products/{campaign}, with the page's filters.
sample({
  clock: campaignOpened,
  fn: ({ uuid, locale, query }) => ({ context: { kind: 'campaign' as const, campaign: uuid }, locale, query }),
  target: listingOpened,
});
sample({ clock: fetchCampaignFx.doneData, target: $campaign });
sample({ clock: fetchCampaignFx.failData, fn: (error) => failureText(error, FAILED_TO_FETCH_CAMPAIGN), target: $campaignError });
sample({ clock: fetchCampaignFx.failData, fn: (error) => error.status === 404, target: $campaignNotFound });
