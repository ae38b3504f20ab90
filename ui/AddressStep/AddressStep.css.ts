import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** The postal code is short: beside the city it takes a third of the row from the tablet. */
export const postalCity = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});
