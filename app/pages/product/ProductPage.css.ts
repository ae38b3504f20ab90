import { style } from '@vanilla-extract/css';
import { MEDIA, vars } from '../../../ui/theme';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [MEDIA.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});
export const details = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
/** The heart under the summary (§2 wishlist toggle). */
export const wishlist = style({ display: 'flex', justifyContent: 'flex-start' });
/** The reviews section: the summary, then the list and 'write a review' once the page runs. */
export const reviews = style({ display: 'grid', gap: vars.space.medium, paddingBlockStart: vars.space.large, borderTop: `${vars.border.width} solid ${vars.color.border}` });
export const reviewsActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });
