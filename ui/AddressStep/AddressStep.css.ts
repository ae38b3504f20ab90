import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** The postal code is short: beside the city it takes a third of the row from the tablet. */
export const postalCity = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});

/** A signed-in customer's saved addresses, as radio cards above the form. */
export const saved = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, border: 'none', minWidth: 0 });
export const savedLegend = style({ padding: 0, marginBottom: vars.space.xsmall, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });
export const savedOption = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `${vars.border.width} solid ${vars.color.border}`,
    cursor: 'pointer',
  },
  variants: { checked: { true: { borderColor: vars.color.accent, boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.accent}` }, false: {} } },
});
export const savedText = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const savedTitle = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });
export const savedLine = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted, overflowWrap: 'anywhere' });
