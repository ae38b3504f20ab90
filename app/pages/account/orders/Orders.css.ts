import { style } from '@vanilla-extract/css';
import { MEDIA } from '../../../../ui/theme/tokens';
import { vars } from '../../../../ui/theme/vars.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minInlineSize: 0 });

export const listPanel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minInlineSize: 0 });

/** An order's page: the list beside it from the desktop breakpoint; on smaller screens the order alone. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [MEDIA.desktop]: { gridTemplateColumns: `minmax(0, 2fr) minmax(0, 3fr)` } },
});

export const sideList = style({ display: 'none', '@media': { [MEDIA.desktop]: { display: 'flex' } } });

export const state = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, color: vars.color.textMuted });

export const skeleton = style({ blockSize: `calc(${vars.space.xxlarge} * 6)`, borderRadius: vars.radius.medium, background: vars.color.skeleton });
