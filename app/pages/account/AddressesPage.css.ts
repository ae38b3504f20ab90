import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';
import { MEDIA } from '../../../ui/theme/tokens';

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

/** One column on phones, two from tablets up. */
export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
