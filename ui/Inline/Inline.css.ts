import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { SPACE_SCALE, type Space } from '../theme/tokens';

export const INLINE_ALIGNS_Y = ['center', 'top', 'bottom', 'baseline'] as const;
export const INLINE_JUSTIFY = ['start', 'center', 'end', 'spaceBetween'] as const;

const alignY = { center: 'center', top: 'flex-start', bottom: 'flex-end', baseline: 'baseline' } as const;
const justify = { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' } as const;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'row', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
  variants: {
    gap: Object.fromEntries(SPACE_SCALE.map((space) => [space, { gap: vars.space[space] }])) as Record<Space, { gap: string }>,
    alignY: Object.fromEntries(INLINE_ALIGNS_Y.map((a) => [a, { alignItems: alignY[a] }])) as Record<
      (typeof INLINE_ALIGNS_Y)[number],
      { alignItems: string }
    >,
    justify: Object.fromEntries(INLINE_JUSTIFY.map((j) => [j, { justifyContent: justify[j] }])) as Record<
      (typeof INLINE_JUSTIFY)[number],
      { justifyContent: string }
    >,
    nowrap: { true: { flexWrap: 'nowrap' }, false: {} },
  },
  defaultVariants: { gap: 'small', alignY: 'center', justify: 'start', nowrap: false },
});
