import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const note = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.positiveSurface,
  color: vars.color.positive,
  fontFamily: vars.font.family,
});

export const sentTitle = style({ margin: 0, fontWeight: vars.font.weight.strong, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });
