import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const fieldset = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0, margin: 0, padding: 0, border: 'none' });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});

/** The four languages: two columns from tablets up, one on phones. */
export const options = style({
  display: 'grid',
  gap: vars.space.xsmall,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.small,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.accent}` },
    '&:has(input:focus-visible)': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const radio = style({
  flexShrink: 0,
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  outline: 'none',
});
