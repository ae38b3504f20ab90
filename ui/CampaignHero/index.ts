export { CampaignHero } from './CampaignHero';
export type { CampaignHeroLabels, CampaignHeroProps } from './CampaignHero';
