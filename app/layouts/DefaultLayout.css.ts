import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const brand = style({
  color: vars.color.text,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 27)`,
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
});

export const switcher = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const switcherLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  textDecoration: 'none',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[aria-current="true"]': { fontWeight: vars.font.weight.strong, background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const flag = style({ borderRadius: vars.radius.small });

export const topBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});
