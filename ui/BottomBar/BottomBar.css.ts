import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** §2, §9: below 768px only, fixed at the bottom of the screen, above the page. */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.layer.sticky,
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.medium,
  paddingBottom: 'env(safe-area-inset-bottom)',
  fontFamily: vars.font.family,
  '@media': { [MEDIA.tablet]: { display: 'none' } },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' });

export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  width: '100%',
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
  padding: vars.space.xxsmall,
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-current="page"], &[aria-expanded="true"]': { color: vars.color.accent },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
  },
});

export const label = style({ maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xsmall})`,
  left: `calc(100% - ${vars.space.xsmall})`,
  minWidth: vars.space.medium,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.discount,
  color: vars.color.onDiscount,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

const pulse = keyframes({
  '0%': { transform: 'scale(1)', opacity: 1 },
  '70%': { transform: 'scale(2.2)', opacity: 0 },
  '100%': { transform: 'scale(1)', opacity: 0 },
});

/** §2: the menu's pulsing dot when a top menu is featured. */
export const dot = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxsmall})`,
  right: `calc(-1 * ${vars.space.xxsmall})`,
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.discount,
  '::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.discount,
    animation: `${pulse} calc(${vars.motion.duration.slow} * 4) ${vars.motion.easing.standard} infinite`,
  },
  '@media': { [MEDIA.reducedMotion]: { selectors: { '&::after': { animation: 'none' } } } },
});
