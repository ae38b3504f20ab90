import { style } from '@vanilla-extract/css';
import { line as skeletonLine, shortLine as skeletonShortLine } from '../CartLine/CartLineSkeleton.css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, fontFamily: vars.font.family, color: vars.color.text });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.small, rowGap: vars.space.xxsmall });

export const count = style({ fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, color: vars.color.textMuted });

export const clear = style({ marginInlineStart: 'auto', alignSelf: 'center' });

/** One column on a phone and tablet; lines and a summary beside them from 1024px. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [MEDIA.desktop]: { gridTemplateColumns: `minmax(0, 1fr) calc(${vars.space.xxlarge} * 8)`, gap: vars.space.xlarge } },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  '@media': { [MEDIA.desktop]: { position: 'sticky', top: vars.space.large } },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const skeletons = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const summarySkeleton = style([
  summary,
  { '@media': { [MEDIA.desktop]: { position: 'static' } } },
]);

export const skeletonTitle = style([skeletonShortLine, { height: vars.font.lineHeight.large }]);
export const skeletonRow = style([skeletonLine]);
export const skeletonButton = style([skeletonLine, { height: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`, borderRadius: vars.radius.medium }]);
