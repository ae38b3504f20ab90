import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, minWidth: 0, fontFamily: vars.font.family });

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.medium,
  textAlign: 'center',
  border: `${vars.border.width} dashed ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
});

export const errorState = style([state, { borderStyle: 'solid', borderColor: vars.color.critical, backgroundColor: vars.color.criticalSurface }]);

export const more = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small });

export const progress = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });

export const pages = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: vars.space.xxsmall, margin: 0, padding: 0, listStyle: 'none' });

export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&[aria-current="page"]': { backgroundColor: vars.color.text, color: vars.color.surface },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const gap = style({ minWidth: vars.size.iconStandard, textAlign: 'center', color: vars.color.textMuted });

export const productsHeading = style(visuallyHiddenRule);
