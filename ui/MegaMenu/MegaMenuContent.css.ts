import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
} as const;

export const root = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const section = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xsmall });

/** Tiles flow into as many columns as fit: brands, categories with pictures, gallery cards. */
export const tiles = style([list, { gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxlarge} * 2.5), 1fr))`, gap: vars.space.small }]);
export const cards = style([list, { gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxlarge} * 4), 1fr))`, gap: vars.space.medium }]);
/** brand-grid-2: sections side by side in two columns. */
export const twoColumns = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.large });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  selectors: { '&:hover': { color: vars.color.accent }, ...focusRing },
});

/** A category's picture: a small packshot of its own goods, square-cropped from the 4:5 artwork. */
export const categoryImage = style({
  display: 'block',
  position: 'relative',
  width: `calc(${vars.size.touchTarget} * 1.25)`,
  height: `calc(${vars.size.touchTarget} * 1.25)`,
  flexShrink: 0,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const brandTile = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  padding: vars.space.xsmall,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:hover': { borderColor: vars.color.borderStrong }, ...focusRing },
});

export const brandLogo = style({
  display: 'block',
  maxWidth: vars.size.brandLogoMaxWidth,
  height: vars.size.brandLogoHeight,
  objectFit: 'contain',
});

export const card = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  minWidth: 0,
  color: vars.color.text,
  textDecoration: 'none',
});

export const cardLink = style([card, { borderRadius: vars.radius.medium, selectors: { ...focusRing } }]);

export const cardMedia = style({
  display: 'block',
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const cardText = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

export const cardLinks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const inlineLink = style({
  color: vars.color.accent,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  selectors: { ...focusRing },
});

export const unsupported = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
