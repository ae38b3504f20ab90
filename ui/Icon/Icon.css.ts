import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const ICON_SIZES = ['small', 'standard', 'large'] as const;
export type IconSize = (typeof ICON_SIZES)[number];
export const ICON_DIRECTIONS = ['right', 'down', 'left', 'up'] as const;
export type IconDirection = (typeof ICON_DIRECTIONS)[number];

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: vars.size.iconSmall, height: vars.size.iconSmall },
      standard: { width: vars.size.iconStandard, height: vars.size.iconStandard },
      large: { width: vars.size.iconLarge, height: vars.size.iconLarge },
    } satisfies Record<IconSize, StyleRule>,
    direction: {
      right: {},
      down: { transform: 'rotate(90deg)' },
      left: { transform: 'rotate(180deg)' },
      up: { transform: 'rotate(270deg)' },
    } satisfies Record<IconDirection, StyleRule>,
    filled: { true: { fill: 'currentColor' }, false: {} },
  },
  // Pointing right and an outlined body are the base's look: Icon leaves those variants out, so no empty class is
  // written on every icon of a page.
  defaultVariants: { size: 'standard' },
});
