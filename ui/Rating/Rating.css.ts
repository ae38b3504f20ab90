import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const stars = style({ display: 'inline-flex', gap: vars.space.xxsmall, color: vars.color.caution, verticalAlign: 'middle' });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const legend = style({ padding: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.strong, color: vars.color.text });

export const choices = style({ display: 'inline-flex', gap: vars.space.xxsmall });

export const radio = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  borderRadius: vars.radius.small,
  color: vars.color.caution,
  cursor: 'pointer',
  selectors: {
    [`${radio}:focus-visible + &`]: { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
  },
});

export const chosenText = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted, minHeight: vars.font.lineHeight.small });

export const error = style({ fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.critical });
