import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'critical'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    margin: 0,
    border: `${vars.border.width} solid transparent`,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.duration.quick,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:focus-visible': {
        outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
        outlineOffset: vars.border.focusOffset,
      },
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: '0.6' },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted } },
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.onAccent,
      },
    } satisfies Record<ButtonVariant, StyleRule>,
    size: {
      small: {
        minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
        paddingInline: vars.space.small,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
      medium: {
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.standard,
        lineHeight: vars.font.lineHeight.standard,
      },
      large: {
        minHeight: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})`,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.large,
        lineHeight: vars.font.lineHeight.large,
      },
    } satisfies Record<ButtonSize, StyleRule>,
    iconOnly: { true: { paddingInline: 0, borderRadius: vars.radius.full }, false: {} },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  compoundVariants: [
    { variants: { iconOnly: true, size: 'small' }, style: { width: `calc(${vars.size.touchTarget} - ${vars.space.small})` } },
    { variants: { iconOnly: true, size: 'medium' }, style: { width: vars.size.touchTarget } },
    { variants: { iconOnly: true, size: 'large' }, style: { width: `calc(${vars.size.touchTarget} + ${vars.space.xsmall})` } },
  ],
  defaultVariants: { variant: 'primary', size: 'medium', iconOnly: false, fullWidth: false },
});
