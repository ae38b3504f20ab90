import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

/** Picture beside the details from 768px, above them on a phone (a compact one: ProductGallery `compact`). */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start', gap: vars.space.large } },
});

// On a phone the compact gallery keeps the picture small enough for the price and the sizes to show beside the buttons.
export const gallery = style({ minWidth: 0 });

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const footer = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
});
