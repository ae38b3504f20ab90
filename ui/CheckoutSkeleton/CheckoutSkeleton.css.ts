import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

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

/** The checkout page's grid: steps, then the summary beside them from 1024px. */
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [MEDIA.desktop]: { gridTemplateColumns: `minmax(0, 1fr) calc(${vars.space.xxlarge} * 8)`, gap: vars.space.xlarge } },
});

export const steps = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

const card = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
} as const;

export const step = style({ ...card, backgroundColor: vars.color.surfaceMuted, borderColor: 'transparent' });
export const currentStep = style(card);

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const marker = style([block, { width: '28px', height: '28px', flexShrink: 0, borderRadius: vars.radius.full }]);

export const title = style([block, { width: '40%', height: vars.font.lineHeight.large }]);

export const field = style([block, { height: `calc(${vars.size.touchTarget} + ${vars.font.lineHeight.small} + ${vars.space.xsmall})` }]);

export const button = style([block, { width: '160px', height: vars.size.touchTarget, borderRadius: vars.radius.medium }]);

export const summary = style({ ...card, gap: vars.space.small });

export const row = style([block, { height: vars.font.lineHeight.small }]);

export const total = style([block, { height: vars.font.lineHeight.xlarge, marginTop: vars.space.small }]);

export const status = style(visuallyHiddenRule);
