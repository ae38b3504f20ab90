import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 3), 1fr))` } },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  fontFamily: vars.font.family,
});

export const label = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
