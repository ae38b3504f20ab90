import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const focusRing = { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset };

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const row = style({ display: 'grid', gap: vars.space.medium, gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 4), 1fr))` });

export const label = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium, color: vars.color.text });

export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': focusRing,
    '&:has(input[aria-invalid="true"])': { borderColor: vars.color.critical },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `0 ${vars.space.small}`,
  border: 'none',
  outline: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  // 16px keeps phones from zooming into the field.
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const reveal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': { color: vars.color.accent },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.critical });

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const alertTitle = style({ fontWeight: vars.font.weight.strong });

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.text,
});

export const successTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong, color: vars.color.positive });

export const successText = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const check = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
});

export const checkbox = style({ width: vars.size.iconStandard, height: vars.size.iconStandard, margin: 0, accentColor: vars.color.accent });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const switchLine = style({ margin: 0, textAlign: 'center', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const linkButton = style({
  display: 'inline',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xxsmall}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.accent,
  fontFamily: vars.font.family,
  fontSize: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accentHover }, '&:focus-visible': focusRing },
});
