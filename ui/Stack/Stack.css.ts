import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { SPACE_SCALE } from '../theme/tokens';

export const STACK_ALIGNS = ['stretch', 'start', 'center', 'end'] as const;

const gaps = Object.fromEntries(SPACE_SCALE.map((space) => [space, { gap: vars.space[space] }]));
const aligns = { stretch: 'stretch', start: 'flex-start', center: 'center', end: 'flex-end' } as const;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
  variants: {
    gap: gaps as Record<(typeof SPACE_SCALE)[number], { gap: string }>,
    align: Object.fromEntries(STACK_ALIGNS.map((a) => [a, { alignItems: aligns[a] }])) as Record<
      (typeof STACK_ALIGNS)[number],
      { alignItems: string }
    >,
  },
  defaultVariants: { gap: 'medium', align: 'stretch' },
});
export type StackVariants = NonNullable<RecipeVariants<typeof root>>;
