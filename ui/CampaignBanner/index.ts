export { CampaignBanner } from './CampaignBanner';
export type { CampaignBannerProps } from './CampaignBanner';
export { CAMPAIGN_PHASES, campaignPhase, formatCampaignDay, formatCampaignPeriod, STORE_TIME_ZONE } from './campaignPeriod';
export type { CampaignPhase } from './campaignPeriod';
