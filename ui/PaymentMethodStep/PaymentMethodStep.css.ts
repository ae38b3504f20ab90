import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const legend = style({ ...small, padding: 0, marginBottom: vars.space.xsmall, fontWeight: vars.font.weight.medium });

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    border: `${vars.border.width} solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface,
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:has(input[type="radio"]:focus-visible)': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    },
  },
  variants: {
    checked: {
      true: { borderColor: vars.color.text, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.text}` },
      false: {},
    },
  },
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: vars.space.medium,
  cursor: 'pointer',
});

export const radio = style({ flexShrink: 0, width: '20px', height: '20px', margin: 0, accentColor: vars.color.text });

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const name = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const description = style({ ...small, color: vars.color.textMuted });

export const extra = style({ padding: `0 ${vars.space.medium} ${vars.space.medium}` });

export const error = style({ ...small, margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

/** The store-credit switch above the methods, in the credit's green. */
export const credit = style({
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.positiveSurface,
});

export const creditNote = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.positive, fontWeight: vars.font.weight.medium });
