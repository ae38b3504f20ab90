import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/**
 * Seven segments: a swipeable row on a phone (two and a bit tiles in view, so the row shows it scrolls),
 * four columns on a tablet, all seven in a row on a desktop.
 */
export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc(${vars.size.touchTarget} * 3.4)`,
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  '@media': {
    [MEDIA.tablet]: { gridAutoFlow: 'row', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', overflowX: 'visible' },
    [MEDIA.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
});

export const item = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  height: '100%',
  minHeight: `calc(${vars.size.touchTarget} * 2.5)`,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.motion.duration.quick,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
    '&[aria-current="page"]': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.text}` },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    '&[data-has-image="true"]': { justifyContent: 'flex-start', minHeight: 0, backgroundColor: vars.color.surfaceRaised },
  },
});

/** The picture keeps the 3:4 of the segment artworks, so its space is reserved before it loads. */
export const tileImage = style({ position: 'relative', display: 'block', aspectRatio: '3 / 4', backgroundColor: vars.color.surfaceMuted });

/** The label sits under the picture, dark on the tile's own ground: readable whatever the picture shows. */
export const tileLabel = style({
  position: 'relative',
  padding: vars.space.small,
  selectors: { [`${tile}[data-has-image="true"] &`]: { paddingBlock: vars.space.xsmall } },
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  minHeight: `calc(${vars.size.touchTarget} * 2.5)`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.skeleton,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationIterationCount: 'infinite',
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});
