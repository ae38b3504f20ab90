import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-current="true"]': { borderColor: vars.color.accent, backgroundColor: vars.color.surfaceMuted, color: vars.color.accent },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const flag = style({
  display: 'block',
  width: vars.size.iconStandard,
  height: `calc(${vars.size.iconStandard} * 0.75)`,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
  boxShadow: `0 0 0 ${vars.border.width} ${vars.color.border}`,
});
