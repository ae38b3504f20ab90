import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
});

const block = style({
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.small,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});

export const media = style([block, { aspectRatio: '3 / 4', borderRadius: 0 }]);

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  '@media': { [MEDIA.tablet]: { padding: vars.space.medium } },
});

export const brand = style([block, { width: vars.size.brandLogoMaxWidth, height: vars.font.lineHeight.xsmall }]);
export const line = style([block, { height: vars.font.lineHeight.small }]);
export const shortLine = style([line, { width: '60%' }]);
export const price = style([block, { width: '40%', height: vars.font.lineHeight.large }]);
export const button = style([block, { height: `calc(${vars.size.touchTarget} - ${vars.space.small})`, borderRadius: vars.radius.medium }]);
