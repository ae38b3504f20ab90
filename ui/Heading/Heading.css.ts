import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];
/** Visual sizes, independent of the document outline level. */
export const HEADING_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export type HeadingSize = (typeof HEADING_SIZES)[number];

export const root = recipe({
  base: { margin: 0, fontFamily: vars.font.family, fontWeight: vars.font.weight.strong, color: vars.color.text },
  variants: {
    size: {
      small: { fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard },
      medium: { fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large },
      large: { fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge },
      xlarge: { fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge },
    } satisfies Record<HeadingSize, StyleRule>,
    clamped: {
      true: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: '2', overflow: 'hidden' },
      false: {},
    },
  },
  defaultVariants: { size: 'large', clamped: false },
});
