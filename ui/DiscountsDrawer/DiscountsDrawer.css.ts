import { keyframes, style } from '@vanilla-extract/css';
import { couponNotchColor } from '../CouponCard/CouponCard.css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** What the list shows: placeholders while it loads, the coupons (or none), or the failure. */
export const DISCOUNTS_DRAWER_STATUSES = ['loading', 'ready', 'error'] as const;
export type DiscountsDrawerStatus = (typeof DISCOUNTS_DRAWER_STATUSES)[number];

/** The scrolling middle, on a muted surface so the white tickets stand out (their notches are cut in it). */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  backgroundColor: vars.color.surfaceMuted,
  vars: { [couponNotchColor]: vars.color.surfaceMuted },
});

export const count = style({ position: 'relative', flexShrink: 0 });

/** The applied coupon: a check, what is applied, and the remove button under the words. */
export const banner = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.positive}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.positive,
});

export const bannerAction = style({ gridColumn: '2', justifySelf: 'start' });

export const bannerIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
  height: `calc(${vars.size.touchTarget} - ${vars.space.xsmall})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.positive,
  color: vars.color.onAccent,
});

export const bannerText = style({ minWidth: 0, display: 'flex', flexDirection: 'column' });

export const bannerTitle = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const bannerNote = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const state = style({ borderRadius: vars.radius.large, backgroundColor: vars.color.surfaceRaised });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  flexShrink: 0,
});

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const noteIcon = style({
  marginTop: vars.space.xxsmall,
  color: vars.color.accent,
  display: 'inline-flex',
});

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

const block = style({
  backgroundColor: vars.color.skeleton,
  borderRadius: vars.radius.small,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});

/** A coupon card's shape while the list loads. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  overflow: 'hidden',
});

export const skeletonHero = style([block, { height: `calc(${vars.space.xxlarge} * 2)`, borderRadius: 0 }]);
export const skeletonBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
});
export const skeletonCode = style([
  block,
  {
    width: '45%',
    height: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
    borderRadius: vars.radius.medium,
  },
]);
export const skeletonLine = style([block, { width: '70%', height: vars.font.lineHeight.small }]);
export const skeletonFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});
export const skeletonShort = style([block, { width: '30%', height: vars.font.lineHeight.small }]);
export const skeletonButton = style([
  block,
  {
    width: '28%',
    height: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
    borderRadius: vars.radius.medium,
  },
]);
