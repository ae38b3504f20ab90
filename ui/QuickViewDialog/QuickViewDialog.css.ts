import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

/** Picture beside the details from 768px, above them on a phone. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

export const gallery = style({
  '@media': { [MEDIA.mobile]: { maxWidth: `calc(${vars.space.xxlarge} * 6)`, marginInline: 'auto', width: '100%' } },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const footer = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
});
