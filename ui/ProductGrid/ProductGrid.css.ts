import type { StyleRule } from '@vanilla-extract/css';
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

/** `standard`: many products at a glance; `roomy`: fewer columns, larger pictures (the listing's model view). */
export const GRID_DENSITIES = ['standard', 'roomy'] as const;
export type GridDensity = (typeof GRID_DENSITIES)[number];

/** §9: two columns on mobile, three on tablet, four on desktop (roomy: one, two, three). */
export const root = recipe({
  base: {
    display: 'grid',
    gap: vars.space.small,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '@media': {
      [MEDIA.tablet]: { gap: vars.space.medium },
      [MEDIA.desktop]: { gap: vars.space.large },
    },
  },
  variants: {
    density: {
      standard: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': {
          [MEDIA.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          [MEDIA.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
      roomy: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': {
          [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [MEDIA.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
    } satisfies Record<GridDensity, StyleRule>,
  },
  defaultVariants: { density: 'standard' },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
