import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const PRICE_SIZES = ['standard', 'large'] as const;
export type PriceSize = (typeof PRICE_SIZES)[number];

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, margin: 0 });

export const amounts = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.xsmall, margin: 0 });

export const badge = style({ alignSelf: 'center' });

export const current = recipe({
  base: { fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', color: vars.color.text },
  variants: {
    size: {
      standard: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
      large: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge },
    } satisfies Record<PriceSize, StyleRule>,
    reduced: { true: { color: vars.color.discount }, false: {} },
  },
  defaultVariants: { size: 'standard', reduced: false },
});

export const listPrice = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontVariantNumeric: 'tabular-nums',
});

export const lowest = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
  margin: 0,
});
