import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.large}`,
  background: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const brand = style({
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 10)`,
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  boxSizing: 'border-box',
});
