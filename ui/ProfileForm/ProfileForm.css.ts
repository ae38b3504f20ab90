import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** Shared by the account forms: a titled section with fields one above the other. */
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.space.xxlarge} * 12)`,
  padding: vars.space.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.mobile]: { padding: vars.space.medium } },
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

/** Two fields side by side from tablets up (first and last name). */
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const field = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium });

export const input = style({
  minHeight: vars.size.touchTarget,
  minWidth: 0,
  paddingInline: vars.space.small,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical, borderWidth: vars.border.focusWidth },
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

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.xsmall,
  boxSizing: 'border-box',
  cursor: 'pointer',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const checkbox = style({
  flexShrink: 0,
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  marginTop: vars.space.xxsmall,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

/** The saved confirmation, spoken when it appears. */
export const status = style({
  margin: 0,
  color: vars.color.positive,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
});
