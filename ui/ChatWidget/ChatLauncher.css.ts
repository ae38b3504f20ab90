import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

/** Bottom right, above the phone's bottom bar (its items: a touch target plus padding), under dialogs. */
export const root = style({
  position: 'fixed',
  right: vars.space.medium,
  bottom: `calc(${vars.size.touchTarget} + ${vars.space.medium} + ${vars.space.medium} + env(safe-area-inset-bottom))`,
  zIndex: vars.layer.overlay,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.large,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.textMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
  '@media': { [MEDIA.tablet]: { right: vars.space.large, bottom: vars.space.large } },
});

/** On a phone the button is the icon alone (its name stays for assistive technology). */
export const label = style({ '@media': { [MEDIA.mobile]: visuallyHiddenRule } });
