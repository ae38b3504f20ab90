import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  maxWidth: `calc(${vars.space.xxlarge} * 14)`,
  padding: vars.space.large,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.mobile]: { padding: vars.space.medium } },
});
export const done = style([form, { justifyItems: 'start', color: vars.color.text }]);
export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
export const pair = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
/** The honeypot: off-screen, not `display: none` (some bots skip hidden fields). */
export const honeypot = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
