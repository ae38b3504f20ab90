import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

export const note = style({
  ...small,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.caution,
  fontWeight: vars.font.weight.medium,
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  selectors: { '& + &': { paddingTop: vars.space.medium, borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});

export const legend = style({ padding: 0 });
export const visuallyHidden = style(visuallyHiddenRule);

export const groupHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const count = style({ ...small, color: vars.color.textMuted });

export const thumbnails = style({ display: 'flex', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const thumbnail = style({
  width: '48px',
  height: '64px',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const more = style([thumbnail, { ...small, display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted }]);

export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const method = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    padding: `${vars.space.small} ${vars.space.medium}`,
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:has(input:focus-visible)': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    },
  },
  variants: {
    checked: {
      true: { borderColor: vars.color.text, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.text}` },
      false: {},
    },
  },
});

export const radio = style({ flexShrink: 0, width: '20px', height: '20px', margin: 0, accentColor: vars.color.text });

export const methodText = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const methodName = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const estimate = style({ ...small, color: vars.color.textMuted });

export const fee = recipe({
  base: { flexShrink: 0, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: { free: { true: { color: vars.color.positive }, false: {} } },
});
