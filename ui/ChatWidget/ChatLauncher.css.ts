import { style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** Bottom right, above the phone's bottom bar (its items: a touch target plus padding), under dialogs. */
export const root = style({
  position: 'fixed',
  right: vars.space.medium,
  bottom: `calc(${vars.size.touchTarget} + ${vars.space.medium} + ${vars.space.medium} + env(safe-area-inset-bottom))`,
  zIndex: vars.layer.overlay,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  height: `calc(${vars.size.touchTarget} + ${vars.space.small})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.textMuted },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
  '@media': { [MEDIA.tablet]: { right: vars.space.large, bottom: vars.space.large } },
});

