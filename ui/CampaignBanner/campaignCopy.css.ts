import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

/**
 * The words a campaign is announced with, alike on its home banner (CampaignBanner) and on its own page's hero
 * (CampaignHero): each piece makes its classes from these rules and adds what differs.
 */
export const campaignTitle: StyleRule = {
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
  '@media': { [MEDIA.desktop]: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge } },
};

/** The offer and the dates on one line, wrapping on a narrow phone. */
export const campaignFacts: StyleRule = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
};

/** The offer stands out as a discount label does on a product card. */
export const campaignOffer: StyleRule = {
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.discount,
  color: vars.color.onDiscount,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
};

/** A line of text under the title: the banner's subtitle, the hero's description. */
export const campaignLine: StyleRule = { margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard };
