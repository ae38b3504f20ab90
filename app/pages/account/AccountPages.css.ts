import { style } from '@vanilla-extract/css';
import { cardGrid } from '../../../ui/theme/cardGrid.css';
import { vars } from '../../../ui/theme/vars.css';

export const page = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

/** The overview's cards: one column on phones, two on tablets, three on wide screens. */
export const cards = cardGrid;

export const card = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.small },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const cardTitle = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const cardText = style({ color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const forms = style({ display: 'grid', gap: vars.space.large });

/** A way back to the list above a detail page. */
export const back = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.accent,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});
