export { CampaignBanner } from './CampaignBanner';
export type { CampaignBannerProps } from './CampaignBanner';
