export { fetchCampaignsFx, fetchCampaignFx } from './api';
export {
  $campaigns,
  $campaignsError,
  $campaignsPending,
  $campaign,
  $campaignError,
  $campaignNotFound,
  $campaignPending,
  campaignsRequested,
  campaignOpened,
  FAILED_TO_FETCH_CAMPAIGNS,
  FAILED_TO_FETCH_CAMPAIGN,
} from './model';
export type { CampaignOpened } from './model';
