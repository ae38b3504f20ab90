import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme';

export const footer = style({
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.small,
});

export const footerLink = style({
  color: vars.color.textMuted,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});
