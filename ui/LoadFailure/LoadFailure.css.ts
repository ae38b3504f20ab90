import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.small,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  fontFamily: vars.font.family,
});

export const message = style({ margin: 0, color: vars.color.critical, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

/** The panel's place while it loads: the same footprint, so nothing jumps when it arrives. */
export const placeholder = style({ height: `calc(${vars.space.xxlarge} * 4)`, borderRadius: vars.radius.large, backgroundColor: vars.color.skeleton });
