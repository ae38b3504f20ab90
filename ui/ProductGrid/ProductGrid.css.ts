import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

/** §9: two columns on mobile, three on tablet, four on desktop. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [MEDIA.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.medium },
    [MEDIA.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.large },
  },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
