import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  // The suggestions list hangs from the field.
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  margin: 0,
  paddingInlineStart: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  selectors: {
    '&:focus-within': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  outline: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[readonly]': { cursor: 'pointer' },
    // The browser's own clear button would duplicate ours on some engines; keep the field plain.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}` },
  },
});
