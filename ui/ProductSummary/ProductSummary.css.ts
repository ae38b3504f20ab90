import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0, fontFamily: vars.font.family, color: vars.color.text });

export const brand = style({
  alignSelf: 'flex-start',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { textDecoration: 'underline', color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small },
  },
});

export const rating = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const priceBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.small,
  borderBlock: `${vars.border.width} solid ${vars.color.border}`,
});

export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
