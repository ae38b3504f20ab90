import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';
import { campaignFacts, campaignLine, campaignOffer, campaignTitle } from '../CampaignBanner/campaignCopy.css';

/** On a phone the picture sits above the words; from 768px the words lie on the picture, as on a banner. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  isolation: 'isolate',
});

export const media = style({
  position: 'relative',
  zIndex: -1,
  aspectRatio: '2 / 1',
  '@media': { [MEDIA.tablet]: { gridArea: '1 / 1', aspectRatio: '3 / 1' } },
  selectors: { '[data-has-image="false"] &': { display: 'none' } },
});

export const shade = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  '@media': { [MEDIA.tablet]: { display: 'block', background: `linear-gradient(to right, ${vars.color.scrim}, transparent 70%)` } },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  '@media': {
    [MEDIA.tablet]: {
      gridArea: '1 / 1',
      alignSelf: 'center',
      maxWidth: '60%',
      padding: vars.space.xlarge,
      selectors: { '[data-has-image="true"] &': { color: vars.color.textOnMedia } },
    },
  },
});

export const title = style(campaignTitle);

export const facts = style({ ...campaignFacts, fontWeight: vars.font.weight.medium });

export const offer = style(campaignOffer);

export const description = style(campaignLine);

/** Where the campaign stands, on a light chip so the countdown's colour reads on any picture. */
export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const statusText = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium });
