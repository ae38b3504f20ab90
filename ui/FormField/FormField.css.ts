import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const focusRing = { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset };

/** One field: label, control, then its hint and its error, one above the other. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium, color: vars.color.text });

/** The frame around the input (and the password's show/hide button): the border, the focus ring, the invalid mark. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  selectors: {
    '&:focus-within': focusRing,
    // An invalid field's border is drawn as thick as the focus ring (not by colour alone), without moving the text.
    '&:has(input[aria-invalid="true"]), &:has(select[aria-invalid="true"]), &:has(textarea[aria-invalid="true"])': {
      borderColor: vars.color.critical,
      boxShadow: `inset 0 0 0 calc(${vars.border.focusWidth} - ${vars.border.width}) ${vars.color.critical}`,
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  margin: 0,
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

/** Fixed text before the input ('+351'), read from the label and hint instead of aloud. */
export const prefix = style({
  flexShrink: 0,
  paddingInlineStart: vars.space.small,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontVariantNumeric: 'tabular-nums',
});

/** A message's several lines: the input's type, grown by hand, taller to begin with. */
export const textarea = style([
  input,
  {
    alignSelf: 'stretch',
    minHeight: `calc(${vars.size.touchTarget} * 3)`,
    padding: vars.space.small,
    resize: 'vertical',
  },
]);

export const select = style([
  input,
  {
    appearance: 'none',
    paddingInlineEnd: `calc(${vars.space.small} * 2 + ${vars.size.iconSmall})`,
    cursor: 'pointer',
  },
]);

export const selectChevron = style({
  display: 'inline-flex',
  marginInlineStart: `calc(-1 * (${vars.space.small} + ${vars.size.iconSmall}))`,
  marginInlineEnd: vars.space.small,
  color: vars.color.textMuted,
  pointerEvents: 'none',
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

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const error = style({
  margin: 0,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

/** A checkbox and its label: the whole row is the target. */
export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  boxSizing: 'border-box',
  cursor: 'pointer',
  color: vars.color.text,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  // Centres the box on the label's first line.
  marginTop: `calc((${vars.font.lineHeight.standard} - ${vars.size.iconStandard}) / 2)`,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const alert = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.criticalSurface,
  color: vars.color.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.font.weight.strong });

/** A refusal that stands alone (no form below it): title and sentence on lines of their own. */
export const alertStacked = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const alertText = style({ margin: 0 });

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
