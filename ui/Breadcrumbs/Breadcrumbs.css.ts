import { globalStyle, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall, minWidth: 0 });

export const link = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

/**
 * A phone has no room for the whole path over a product's first screen: it shows one step back, to the
 * listing the page belongs to (the crumb before the current page), its chevron turned to point back.
 */
globalStyle(`${list} > li:not(:nth-last-child(2))`, { '@media': { [MEDIA.mobile]: { display: 'none' } } });
globalStyle(`${list} > li:nth-last-child(2) > svg`, { '@media': { [MEDIA.mobile]: { transform: 'rotate(180deg)' } } });
