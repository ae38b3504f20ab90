import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const shown = keyframes({
  from: { opacity: 0, transform: `translateY(${vars.space.medium})` },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * Fixed to the bottom of the screen, over the page (and the phone's bottom bar, until the visitor chose): it
 * moves nothing of the page, so it adds no layout shift. Above the page's sticky bars, below dialogs and toasts.
 * A phone gets the full width; from 768px a card centred at the bottom.
 */
export const root = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.layer.overlay,
  display: 'flex',
  justifyContent: 'center',
  paddingBottom: 'env(safe-area-inset-bottom)',
  pointerEvents: 'none',
  fontFamily: vars.font.family,
  '@media': { [MEDIA.tablet]: { padding: vars.space.medium } },
});

export const panel = style({
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: `calc(${vars.space.xxlarge} * 20)`,
  maxHeight: `calc(100dvh - ${vars.space.xxlarge})`,
  overflowY: 'auto',
  boxSizing: 'border-box',
  padding: vars.space.medium,
  display: 'grid',
  gap: vars.space.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: `${vars.radius.large} ${vars.radius.large} 0 0`,
  boxShadow: vars.shadow.large,
  animation: `${shown} ${vars.motion.duration.standard} ${vars.motion.easing.enter}`,
  '@media': {
    [MEDIA.reducedMotion]: { animation: 'none' },
    [MEDIA.tablet]: { padding: vars.space.large, border: `${vars.border.width} solid ${vars.color.border}`, borderRadius: vars.radius.large },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  outline: 'none',
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const link = style({ color: vars.color.accent, textDecoration: 'underline' });

export const purposes = style({ margin: 0, padding: 0, border: 'none', display: 'grid', gap: vars.space.xsmall });

export const legend = style({ padding: 0, marginBottom: vars.space.xsmall, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong });

export const purpose = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.small,
  alignItems: 'start',
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const checkbox = style({
  width: vars.size.iconStandard,
  height: vars.size.iconStandard,
  margin: 0,
  marginTop: vars.space.xxsmall,
  accentColor: vars.color.accent,
});

export const purposeLabel = style({ fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.medium });

export const purposeText = style({ gridColumn: 2, margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, color: vars.color.textMuted });

/** Accept and reject side by side, the same size and weight; the purposes' button on a line of its own on phones. */
export const actions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: '1fr 1fr 1fr' } },
});

export const secondaryAction = style({
  gridColumn: '1 / -1',
  '@media': { [MEDIA.tablet]: { gridColumn: 'auto' } },
});
