import type { StyleRule } from '@vanilla-extract/css';
import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** §2: the gradient follows the discount type; anything else gets the neutral one. */
export const COUPON_KINDS = ['percentage', 'fixed', 'free_shipping', 'other'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * The colour behind the card (the list it sits on): the ticket's two notches are cut in it.
 * A list on another surface sets it (`vars: { [couponNotchColor]: … }`).
 */
export const couponNotchColor = createVar();

const notchSize = `calc(${vars.space.medium} + ${vars.space.xxsmall})`;

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surfaceRaised,
    boxShadow: vars.shadow.small,
    color: vars.color.text,
    fontFamily: vars.font.family,
    overflow: 'hidden',
  },
  variants: {
    vip: {
      true: { borderColor: vars.color.vipBorder, boxShadow: vars.shadow.medium },
      false: {},
    },
    applied: {
      true: {
        borderColor: vars.color.positive,
        boxShadow: `0 0 0 ${vars.border.width} ${vars.color.positive}, ${vars.shadow.small}`,
      },
      false: {},
    },
  },
  defaultVariants: { vip: false, applied: false },
});

const heroByKind: Record<CouponKind, StyleRule> = {
  percentage: { selectors: { '&::before': { backgroundImage: vars.gradient.couponPercentage } } },
  fixed: { selectors: { '&::before': { backgroundImage: vars.gradient.couponFixed } } },
  free_shipping: { selectors: { '&::before': { backgroundImage: vars.gradient.couponFreeShipping } } },
  other: { selectors: { '&::before': { backgroundImage: vars.gradient.couponOther } } },
};

/**
 * The coloured top of the ticket: the value, large, and the badges. The gradient is a layer of its
 * own (`::before`), so an unavailable coupon's colour can drain while its badges keep theirs; a soft
 * disc (`::after`) catches the light in the corner.
 */
export const hero = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: vars.space.small,
    padding: vars.space.medium,
    color: vars.color.onCoupon,
    selectors: {
      '&::before': { content: '""', position: 'absolute', inset: 0, zIndex: -1 },
      '&::after': {
        content: '""',
        position: 'absolute',
        zIndex: -1,
        width: `calc(${vars.space.xxlarge} * 3)`,
        height: `calc(${vars.space.xxlarge} * 3)`,
        insetBlockStart: `calc(${vars.space.xxlarge} * -1.5)`,
        insetInlineEnd: `calc(${vars.space.xxlarge} * -1)`,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.onCoupon,
        opacity: 0.12,
      },
    },
  },
  variants: {
    kind: heroByKind,
    vip: {
      true: {
        color: vars.color.onVip,
        selectors: { '&::before': { backgroundImage: vars.gradient.vip }, '&::after': { opacity: 0.35 } },
      },
      false: {},
    },
    /** Sold out, expired or not applicable: the colour drains, the words and badges stay as they are. */
    unavailable: { true: { selectors: { '&::before': { filter: 'grayscale(0.9)' } } }, false: {} },
  },
  defaultVariants: { kind: 'other', vip: false, unavailable: false },
});

export const value = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const valueText = style({
  fontSize: `calc(${vars.font.size.xxlarge} * 1.25)`,
  lineHeight: `calc(${vars.font.lineHeight.xxlarge} * 1.1)`,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const valueCaption = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

export const vipLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  marginTop: vars.space.xxsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
});

export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxsmall,
  marginInlineStart: 'auto',
});

/** The tear line between the coloured top and the details, with a notch cut on each side. */
export const tear = style({
  position: 'relative',
  height: 0,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${notchSize} / -2)`,
      width: notchSize,
      height: notchSize,
      borderRadius: vars.radius.full,
      backgroundColor: fallbackVar(couponNotchColor, vars.color.surface),
      border: `${vars.border.width} solid ${vars.color.border}`,
      zIndex: vars.layer.raised,
    },
    '&::before': { left: `calc(${notchSize} / -2)` },
    '&::after': { right: `calc(${notchSize} / -2)` },
    '[data-vip="true"] &::before, [data-vip="true"] &::after': { borderColor: vars.color.vipBorder },
    '[data-applied="true"] &::before, [data-applied="true"] &::after': { borderColor: vars.color.positive },
  },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium} ${vars.space.medium}`,
});

export const codeRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

/** The code in a dashed chip; the whole chip copies it. */
export const code = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
  maxWidth: '100%',
  paddingInline: vars.space.small,
  border: `${vars.border.width} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
  cursor: 'copy',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.quick,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, backgroundColor: vars.color.surface },
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});

export const codeText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const copyIcon = style({ color: vars.color.textMuted });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const detail = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall });

export const detailIcon = style({ marginTop: vars.space.xxsmall });

export const targets = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

export const target = style({
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
});

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xxsmall,
});

export const remaining = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    margin: 0,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: { expired: { true: { color: vars.color.critical }, false: {} } },
  defaultVariants: { expired: false },
});

/** The apply button, or the 'applied' mark, keeps to the end of the footer. */
export const action = style({ marginInlineStart: 'auto' });

export const appliedMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.positive,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
});

export const reason = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});
