import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

const small = { fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small } as const;

/** One card, as wide as a phone's screen, centred on a desktop. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '480px',
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [MEDIA.mobile]: { padding: vars.space.medium } },
});

export const amountRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
  margin: 0,
  paddingBottom: vars.space.small,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const amountLabel = style({ ...small, color: vars.color.textMuted });

export const amountValue = style({ fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge, fontWeight: vars.font.weight.strong, fontVariantNumeric: 'tabular-nums' });

export const status = style(visuallyHiddenRule);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong, textAlign: 'center' });

export const text = style({ ...small, margin: 0, color: vars.color.textMuted, textAlign: 'center', overflowWrap: 'anywhere' });

export const waiting = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small });

const ripple = keyframes({ from: { transform: 'scale(1)', opacity: 0.5 }, to: { transform: 'scale(1.6)', opacity: 0 } });

export const phoneArt = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '64px',
  height: '64px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
});

export const pulse = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  border: `${vars.border.focusWidth} solid ${vars.color.text}`,
  animation: `${ripple} 1.6s ${vars.motion.easing.standard} infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none', opacity: 0 } },
});

export const countdown = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
});

// The window's countdown reads as a clock, not as a sale's urgency: the text colour, larger digits.
globalStyle(`${countdown} [role="timer"]`, { color: vars.color.text, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const steps = style({
  ...small,
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.xlarge}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const connection = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});

export const dot = recipe({
  base: { width: '8px', height: '8px', borderRadius: vars.radius.full },
  variants: { connection: { live: { backgroundColor: vars.color.positive }, polling: { backgroundColor: vars.color.caution } } },
});

export const outcome = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.small });

export const badge = recipe({
  base: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '56px', height: '56px', borderRadius: vars.radius.full },
  variants: {
    tone: {
      caution: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSurface, color: vars.color.critical },
      positive: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
    },
  },
});

export const choices = style({ alignSelf: 'stretch', display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, marginTop: vars.space.xsmall });
