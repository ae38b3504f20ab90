import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';
import { campaignFacts, campaignLine, campaignOffer, campaignTitle } from './campaignCopy.css';

export const root = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  isolation: 'isolate',
  selectors: { '&:focus-within': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});

/** A wide 3:1 banner from 768px; taller on a phone so the words fit. */
export const media = style({
  position: 'relative',
  /** Below the words inside the banner's own stacking context, so the link's cover can reach the whole banner. */
  zIndex: -1,
  gridArea: '1 / 1',
  aspectRatio: '4 / 3',
  '@media': { [MEDIA.tablet]: { aspectRatio: '3 / 1' } },
});

/**
 * The words sit on the lower two thirds of a phone's banner, up to the title: the shade keeps its full
 * strength that far, so white text stays legible (≥ 3:1 for the large title) over a pale picture too.
 */
export const shade = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to top, ${vars.color.scrim}, ${vars.color.scrim} 60%, transparent)`,
  '@media': { [MEDIA.tablet]: { background: `linear-gradient(to right, ${vars.color.scrim}, transparent 65%)` } },
});

export const body = style({
  gridArea: '1 / 1',
  alignSelf: 'end',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.large,
  '@media': { [MEDIA.tablet]: { alignSelf: 'center', maxWidth: '55%', padding: vars.space.xlarge } },
  selectors: { '[data-has-image="true"] &': { color: vars.color.textOnMedia } },
});

export const title = style(campaignTitle);

export const facts = style(campaignFacts);

export const offer = style(campaignOffer);

export const period = style({ fontWeight: vars.font.weight.medium });

export const subtitle = style(campaignLine);

/** The call to action covers the whole banner, so a tap anywhere follows it. */
export const cta = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 }, '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});
