import { style } from '@vanilla-extract/css';
import { MEDIA } from './tokens';
import { vars } from './vars.css';

/** A list of cards: one column on phones, two on tablets, three on wide screens (error page, account overview). */
export const cardGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [MEDIA.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
