import { style, styleVariants } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.large, fontFamily: vars.font.family, color: vars.color.text });

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const consent = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const checkbox = style({ width: vars.space.large, height: vars.space.large, margin: 0, flexShrink: 0, accentColor: vars.color.accent });

export const link = style({ color: vars.color.accent, textDecoration: 'underline' });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const share = style({
  display: 'grid',
  gap: vars.space.small,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'auto 1fr', alignItems: 'center' } },
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: vars.space.xxsmall,
  fontVariantNumeric: 'tabular-nums',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const amount = style({ fontWeight: vars.font.weight.strong, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

const pill = { fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, padding: `0 ${vars.space.xsmall}`, borderRadius: vars.radius.full, justifySelf: 'end' } as const;
export const status = styleVariants({
  pending: { ...pill, color: vars.color.caution, backgroundColor: vars.color.cautionSurface },
  matured: { ...pill, color: vars.color.positive, backgroundColor: vars.color.positiveSurface },
  cancelled: { ...pill, color: vars.color.textMuted, backgroundColor: vars.color.surfaceMuted },
  refused: { ...pill, color: vars.color.critical, backgroundColor: vars.color.criticalSurface },
});


export const block = style({ display: 'grid', gap: vars.space.small });
