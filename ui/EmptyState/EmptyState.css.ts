import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.small,
  maxWidth: `calc(${vars.space.xxlarge} * 11)`,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/** The icon sits in a soft disc: a calm picture, not an alarm. */
export const media = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
  height: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
  marginBottom: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.accent,
});

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.small, marginTop: vars.space.small });
