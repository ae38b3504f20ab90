import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
});
export const cardTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});
export const cardBody = style({ display: 'grid', gap: vars.space.xxsmall, alignContent: 'start' });
export const cardLink = style({
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset } },
});
export const strong = style({ margin: 0, fontWeight: vars.font.weight.strong });
export const line = style({ margin: 0 });
export const status = style({ fontWeight: vars.font.weight.medium });
export const figure = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge, fontWeight: vars.font.weight.strong });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
export const message = style({ margin: 0, color: vars.color.textMuted, fontFamily: vars.font.family });
