import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** Cancel then confirm, side by side from 768px; stacked with confirm on top on a phone. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  padding: vars.space.medium,
  '@media': { [MEDIA.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/** What the answer needs (a password field), between the question and the buttons. */
export const body = style({ display: 'grid', gap: vars.space.small, padding: `${vars.space.medium} ${vars.space.medium} 0` });
