import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'grid', gap: vars.space.medium, fontFamily: vars.font.family, color: vars.color.text });

/** The phone sheet's own top: its title beside the close button (the sheet keeps its title for assistive technology). */
export const sheetTop = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });
export const sheetTitle = style({ fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });
export const sheetBody = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: `0 ${vars.space.medium} ${vars.space.large}` });

export const guideTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.medium });

/** A table wider than a phone scrolls sideways inside its own region, not the page. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontVariantNumeric: 'tabular-nums' });

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.xsmall}`,
  color: vars.color.textMuted,
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
});

export const columnHeading = style([cell, { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.font.weight.strong }]);
export const rowHeading = style([cell, { textAlign: 'start', fontWeight: vars.font.weight.strong }]);
/** The first column's heading: a column heading that lines up with the size names below it. */
export const cornerHeading = style([columnHeading, { textAlign: 'start' }]);

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong });

export const measures = style({ display: 'grid', gap: vars.space.small, margin: 0 });
export const measureName = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
export const measureText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const note = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const message = style({ margin: 0, color: vars.color.textMuted });
export const failure = style({ display: 'grid', justifyItems: 'start', gap: vars.space.small });

/** The opener beside the size group's title: a text link's look, a button's behaviour (it opens a dialog). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space.large,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space.xxsmall,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.accentHover },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small },
  },
});
