import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** A swipeable row on a phone; wrapped tiles from 768px. */
export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  '@media': { [MEDIA.tablet]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const item = style({ flexShrink: 0, scrollSnapAlign: 'start' });

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.touchTarget} * 3)`,
  height: `calc(${vars.size.touchTarget} * 1.5)`,
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

/** The logo box keeps the 80 × 24 shape of §2's logos, half as large again: a wordmark fills it the same way. */
export const logo = style({
  position: 'relative',
  width: '100%',
  height: `calc(${vars.size.brandLogoHeight} * 1.5)`,
  maxWidth: `calc(${vars.size.brandLogoMaxWidth} * 1.5)`,
});

export const message = style({ margin: 0, fontFamily: vars.font.family, fontSize: vars.font.size.small, color: vars.color.textMuted });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style([
  brand,
  {
    border: 0,
    backgroundColor: vars.color.skeleton,
    animationName: pulse,
    animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
    animationIterationCount: 'infinite',
    '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
  },
]);
