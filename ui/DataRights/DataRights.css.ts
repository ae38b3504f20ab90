import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The account forms' card. */
export { form as root } from '../ProfileForm/ProfileForm.css';

/** A right: what it does, and its button at the end (below it on a phone). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  selectors: { '& + &': { paddingTop: vars.space.medium, borderTop: `${vars.border.width} solid ${vars.color.border}` } },
});
export const text = style({ flex: `1 1 calc(${vars.space.xxlarge} * 6)`, display: 'grid', gap: vars.space.xxsmall });
export const rowTitle = style({ margin: 0, fontSize: vars.font.size.standard, fontWeight: vars.font.weight.strong });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
