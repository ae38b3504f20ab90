import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0, fontFamily: vars.font.family });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  '@media': {
    [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  columnGap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });

export const stock = style({
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-stock="in"]': { color: vars.color.positive },
    '&[data-stock="few"]': { color: vars.color.caution },
    '&[data-stock="out"]': { color: vars.color.critical },
  },
});

export const action = style({ '@media': { [MEDIA.tablet]: { minWidth: `calc(${vars.size.touchTarget} * 5)` } } });

export const message = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({
  height: `calc(${vars.size.touchTarget} * 2 + ${vars.space.medium} * 2)`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.skeleton,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationIterationCount: 'infinite',
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});
