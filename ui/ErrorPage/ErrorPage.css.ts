import { style } from '@vanilla-extract/css';
import { cardGrid } from '../theme/cardGrid.css';
import { vars } from '../theme/vars.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
} as const;

export const root = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: `calc(${vars.space.xxlarge} * 20)`,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const intro = style({ display: 'grid', gap: vars.space.small, justifyItems: 'center', textAlign: 'center' });

/** The status code, big: what a person recognises first. */
export const status = style({
  margin: 0,
  fontSize: `calc(${vars.font.size.xxlarge} * 2.5)`,
  lineHeight: 1,
  fontWeight: vars.font.weight.strong,
  color: vars.color.accent,
  letterSpacing: '-0.03em',
  fontVariantNumeric: 'tabular-nums',
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxlarge, lineHeight: vars.font.lineHeight.xxlarge, fontWeight: vars.font.weight.strong });

export const subtitle = style({ margin: 0, maxWidth: `calc(${vars.space.xxlarge} * 12)`, color: vars.color.textMuted, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large });

export const detail = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.small, marginTop: vars.space.small });

export const sectionTitle = style({ margin: 0, marginBottom: vars.space.medium, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const cards = cardGrid;

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small }, ...focusRing },
});

export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.accent,
});

export const cardText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const cardTitle = style({ fontWeight: vars.font.weight.strong });
export const cardDescription = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const contact = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
});

export const contactText = style({ margin: 0, color: vars.color.textMuted });
