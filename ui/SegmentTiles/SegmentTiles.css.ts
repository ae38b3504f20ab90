import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** Seven segments: two columns on a phone, four on a tablet, all seven in a row on a desktop. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [MEDIA.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [MEDIA.desktop]: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' },
  },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: `calc(${vars.size.touchTarget} * 2.5)`,
  padding: vars.space.small,
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
    '&[data-has-image="true"]': { color: vars.color.textOnMedia, aspectRatio: '3 / 4' },
  },
});

export const tileImage = style({ position: 'absolute', inset: 0 });

/** Keeps white text legible over any picture. */
export const tileShade = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(to top, ${vars.color.scrim}, transparent 60%)`,
});

export const tileLabel = style({ position: 'relative' });

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
