import { keyframes, style } from '@vanilla-extract/css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  width: '100%',
  maxWidth: '480px',
  // Room for the longest sentence in any language, so the page never jumps while waiting.
  minHeight: '280px',
  margin: '0 auto',
  padding: vars.space.large,
  boxSizing: 'border-box',
  fontFamily: vars.font.family,
  color: vars.color.text,
  textAlign: 'center',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '48px',
  height: '48px',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  border: `4px solid ${vars.color.skeleton}`,
  borderTopColor: vars.color.text,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { [MEDIA.reducedMotion]: { animationDuration: '3s' } },
});

export const status = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minHeight: '120px' });

export const title = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, fontWeight: vars.font.weight.strong });

export const method = style({ margin: 0, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small, fontWeight: vars.font.weight.medium });

export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });
