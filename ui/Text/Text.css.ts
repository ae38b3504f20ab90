import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';
import { FONT_SIZES, type FontSize } from '../theme/tokens';

export const TEXT_TONES = ['neutral', 'muted', 'accent', 'critical', 'positive', 'caution', 'vip', 'discount'] as const;
export type TextTone = (typeof TEXT_TONES)[number];
export const TEXT_WEIGHTS = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof TEXT_WEIGHTS)[number];

const toneColor: Record<TextTone, string> = {
  neutral: vars.color.text,
  muted: vars.color.textMuted,
  accent: vars.color.accent,
  critical: vars.color.critical,
  positive: vars.color.positive,
  caution: vars.color.caution,
  vip: vars.color.vip,
  discount: vars.color.discount,
};

/** How many lines a clamped text may show before it is cut with an ellipsis. */
export const TEXT_MAX_LINES = [1, 2, 3, 4] as const;
export type TextMaxLines = (typeof TEXT_MAX_LINES)[number];

export const root = recipe({
  base: { margin: 0, fontFamily: vars.font.family },
  variants: {
    size: Object.fromEntries(
      FONT_SIZES.map((size) => [size, { fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }]),
    ) as Record<FontSize, { fontSize: string; lineHeight: string }>,
    tone: Object.fromEntries(Object.entries(toneColor).map(([tone, color]) => [tone, { color }])) as Record<TextTone, { color: string }>,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      strong: { fontWeight: vars.font.weight.strong },
    },
    maxLines: Object.fromEntries(
      TEXT_MAX_LINES.map((lines) => [
        String(lines),
        { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: String(lines), overflow: 'hidden' },
      ]),
    ) as Record<`${TextMaxLines}`, object>,
    strikethrough: { true: { textDecoration: 'line-through' }, false: {} },
    tabularNumbers: { true: { fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { size: 'standard', tone: 'neutral', weight: 'regular', strikethrough: false, tabularNumbers: false },
});
