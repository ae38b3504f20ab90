import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const row = style({ display: 'grid', gap: vars.space.medium, gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 4), 1fr))` });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.text,
});

export const successTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong, color: vars.color.positive });

export const successText = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

/** Remember me and the forgot-password link, on one line when they fit. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const inlineLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small } },
});
