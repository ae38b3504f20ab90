import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const title = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium, color: vars.color.textMuted });

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.positive,
});

export const note = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const expiry = style([note, { color: vars.color.caution, fontWeight: vars.font.weight.medium }]);
