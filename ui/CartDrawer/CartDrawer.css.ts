import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** The drawer's own column, as wide as the house 'medium' drawer. */
const cartColumnWidth = `calc(${vars.space.xxlarge} * 11)`;
/** §2 suggestions panel beside it on desktop screens. */
const suggestionsWidth = `calc(${vars.space.xxlarge} * 7)`;

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.space.large,
  height: vars.space.large,
  paddingInline: vars.space.xsmall,
  boxSizing: 'border-box',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const layout = recipe({
  base: { display: 'flex', flex: 1, minHeight: 0 },
  variants: { withSuggestions: { true: {}, false: {} } },
});

// With suggestions the panel grows on desktop to hold them beside the cart (the house drawer has one width per size).
globalStyle(`[data-side="right"]:has(> ${layout.classNames.variants.withSuggestions.true})`, {
  '@media': { [MEDIA.desktop]: { maxWidth: `calc(${cartColumnWidth} + ${suggestionsWidth})` } },
});

export const suggestions = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space.medium,
  width: suggestionsWidth,
  flexShrink: 0,
  boxSizing: 'border-box',
  padding: vars.space.medium,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  backgroundColor: vars.color.surfaceMuted,
  borderInlineEnd: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [MEDIA.desktop]: { display: 'flex' } },
});

export const suggestionList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.medium} ${vars.space.small}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const main = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The scrolling part between the header and the totals. */
export const body = style({ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', padding: vars.space.medium, outline: 'none' });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const overallEstimate = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.textMuted,
});

export const skeletons = style({ display: 'flex', flexDirection: 'column' });

export const empty = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100%' });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBlockStart: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

/** Go to cart and checkout side by side; stacked with checkout on top when their texts do not fit. */
export const actions = style({ display: 'flex', flexWrap: 'wrap-reverse', gap: vars.space.small });

export const action = style({ flex: '1 1 0', minWidth: 'max-content' });
