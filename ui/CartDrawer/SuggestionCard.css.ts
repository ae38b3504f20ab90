import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.medium,
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const media = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const brand = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
});

export const name = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: { [`${root}:hover &`]: { textDecoration: 'underline' } },
});

export const prices = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.xsmall });

export const price = recipe({
  base: { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' },
  variants: { reduced: { true: { color: vars.color.discount }, false: {} } },
  defaultVariants: { reduced: false },
});

export const listPrice = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
