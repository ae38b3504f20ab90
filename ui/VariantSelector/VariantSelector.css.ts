import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

export const group = style({ position: 'relative', margin: 0, padding: 0, border: 0, minWidth: 0 });

/** The title's line, kept clear of what sits beside it. */
export const beside = style({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0, display: 'flex', alignItems: 'center', height: vars.font.lineHeight.small });

/**
 * Floated to the full width, the legend lays out as the group's first line: otherwise Chromium draws it in the
 * fieldset's border, above the box `beside` is placed in, and the size guide sat on the options' first row,
 * over the last option when they filled it (long sizes such as '10 anos' on a phone).
 */
export const legend = style({
  float: 'left',
  width: '100%',
  padding: 0,
  marginBlockEnd: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  selectors: { '&[data-beside="true"]': { paddingInlineEnd: `calc(${vars.space.xxlarge} * 3)` } },
});

export const chosen = style({ fontWeight: vars.font.weight.regular, color: vars.color.textMuted });

export const options = style({ clear: 'both', display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:has(input:checked)': { borderColor: vars.color.text, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.text}` },
    '&:has(input:focus-visible)': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    /** Zero stock: struck through and muted, still choosable so its offers can be seen. */
    '&[data-unavailable="true"]': { color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted, textDecoration: 'line-through' },
  },
});

export const input = style({ position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'inherit' });
