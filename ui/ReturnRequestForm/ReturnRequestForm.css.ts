import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;
const xsmall = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall } as const;
const thumbWidth = `calc(${vars.space.xlarge} + ${vars.space.medium})`;

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, fontFamily: vars.font.family, color: vars.color.text });

export const intro = style({ ...small, margin: 0, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ ...small, padding: 0, marginBottom: vars.space.xsmall, fontWeight: vars.font.weight.strong });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const line = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  selectors: { '&[data-selected]': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.accent}` } },
});

export const lineHead = style({ display: 'grid', gridTemplateColumns: `auto ${thumbWidth} minmax(0, 1fr)`, gap: vars.space.small, alignItems: 'center', cursor: 'pointer' });

export const checkbox = style({ width: vars.size.iconLarge, height: vars.size.iconLarge, margin: 0, accentColor: vars.color.accent });

export const media = style({
  width: thumbWidth,
  aspectRatio: '3 / 4',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const lineText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const name = style({ ...small, margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const meta = style({ ...xsmall, margin: 0, color: vars.color.textMuted });

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

export const lineError = style({ ...xsmall, margin: 0, color: vars.color.critical, fontWeight: vars.font.weight.medium });

export const methods = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const method = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
  padding: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.accent}` } },
});

export const methodHint = style({ ...xsmall, gridColumn: 2, margin: 0, color: vars.color.textMuted });

export const radio = style({ width: vars.size.iconStandard, height: vars.size.iconStandard, margin: 0, accentColor: vars.color.accent });

export const actions = style({ display: 'flex', gap: vars.space.small, justifyContent: 'flex-end', flexWrap: 'wrap' });
