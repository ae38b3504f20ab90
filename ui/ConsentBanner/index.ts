export { ConsentBanner, CONSENT_BANNER_PURPOSES } from './ConsentBanner';
export type { ConsentBannerChoice, ConsentBannerLabels, ConsentBannerProps, ConsentBannerPurpose } from './ConsentBanner';
