import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxlarge} * 2) minmax(0, 1fr)`,
  gap: vars.space.medium,
  padding: vars.space.medium,
});

const block = style({
  display: 'block',
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.small,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});

export const media = style([block, { aspectRatio: '3 / 4' }]);

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingBlockStart: vars.space.xxsmall });

export const line = style([block, { height: vars.font.lineHeight.small }]);
export const shortLine = style([line, { width: '60%' }]);
export const stepper = style([block, { width: `calc(${vars.size.touchTarget} * 2.5)`, height: vars.size.touchTarget, borderRadius: vars.radius.full, marginBlockStart: vars.space.xsmall }]);
