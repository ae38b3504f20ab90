import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const BADGE_TONES = ['neutral', 'accent', 'critical', 'positive', 'caution', 'vip', 'discount'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xsmall,
    lineHeight: vars.font.lineHeight.xsmall,
    fontWeight: vars.font.weight.strong,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      accent: { backgroundColor: vars.color.accent, color: vars.color.onAccent },
      critical: { backgroundColor: vars.color.criticalSurface, color: vars.color.critical },
      positive: { backgroundColor: vars.color.positiveSurface, color: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSurface, color: vars.color.caution },
      vip: { backgroundColor: vars.color.vipSurface, color: vars.color.vip },
      discount: { backgroundColor: vars.color.discount, color: vars.color.onDiscount },
    } satisfies Record<BadgeTone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});
