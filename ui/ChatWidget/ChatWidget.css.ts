import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { alert } from '../FormField/FormField.css';
import { MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';
import { visuallyHiddenRule } from '../VisuallyHidden/VisuallyHidden.css';

const focusRing = { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset };

/** The scrolling conversation between the header and the input. */
export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const empty = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, marginTop: 'auto' });

export const welcome = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const log = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const turn = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.small, maxWidth: '88%' },
  variants: { role: { shopper: { alignSelf: 'flex-end', alignItems: 'flex-end' }, assistant: { alignSelf: 'flex-start' } } },
});

export const bubble = recipe({
  base: {
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.large,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    role: {
      shopper: { backgroundColor: vars.color.text, color: vars.color.surface, borderBottomRightRadius: vars.radius.small },
      assistant: { backgroundColor: vars.color.surfaceRaised, color: vars.color.text, borderBottomLeftRadius: vars.radius.small, boxShadow: vars.shadow.small },
    },
  },
});

export const inlineLink = style({ color: vars.color.accent, fontWeight: vars.font.weight.medium, selectors: { '&:focus-visible': focusRing } });

const blink = keyframes({ '50%': { opacity: 0 } });
/** The end of a reply still being written. */
export const caret = style({
  display: 'inline-block',
  width: vars.space.xsmall,
  height: vars.font.size.small,
  marginLeft: vars.space.xxsmall,
  verticalAlign: 'text-bottom',
  backgroundColor: vars.color.textMuted,
  animation: `${blink} 1s steps(1) infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, width: '100%' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const chip = style({
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted },
    '&:focus-visible': focusRing,
  },
});

export const handoff = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.positiveSurface,
  color: vars.color.positive,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
globalStyle(`${handoff} p`, { margin: 0 });
globalStyle(`${handoff} a`, { color: 'inherit', fontWeight: vars.font.weight.strong });

export const products = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: `calc(${vars.space.xxlarge} * 2.5)`,
  gap: vars.space.small,
  overflowX: 'auto',
  paddingBottom: vars.space.xxsmall,
});

export const product = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  selectors: { '&:focus-visible': focusRing, '&:hover': { boxShadow: vars.shadow.medium } },
});

export const productImage = style({ display: 'block', width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: vars.radius.small, backgroundColor: vars.color.skeleton });
export const productBrand = style({ color: vars.color.textMuted, textTransform: 'uppercase' });
export const productName = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' });
export const productPrice = style({ fontWeight: vars.font.weight.strong, fontSize: vars.font.size.small });

const bounce = keyframes({ '0%, 80%, 100%': { opacity: 0.3 }, '40%': { opacity: 1 } });
export const typing = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small });
export const dots = style({ display: 'inline-flex', gap: vars.space.xxsmall });
globalStyle(`${dots} span`, {
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  animation: `${bounce} 1.2s infinite`,
  '@media': { [MEDIA.reducedMotion]: { animation: 'none' } },
});
globalStyle(`${dots} span:nth-child(2)`, { animationDelay: '0.2s' });
globalStyle(`${dots} span:nth-child(3)`, { animationDelay: '0.4s' });

/** The critical surface of a form's refusal, laid out as a row so the retry button sits beside the sentence. */
export const problem = style([
  alert,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space.small,
  },
]);
globalStyle(`${problem} p`, { margin: 0, flex: 1, minWidth: 0 });

export const announcer = style(visuallyHiddenRule);

export const footer = style({
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  paddingBottom: `calc(${vars.space.small} + env(safe-area-inset-bottom))`,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.small });

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  padding: vars.space.small,
  border: `${vars.border.width} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  font: 'inherit',
  // 16px keeps a phone's browser from zooming in on the field.
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  resize: 'none',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: 0 } },
});

export const send = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover },
    '&:disabled': { backgroundColor: vars.color.border, color: vars.color.textMuted, cursor: 'default' },
    '&:focus-visible': focusRing,
  },
});

export const footnote = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.small });

export const disclaimer = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
});
globalStyle(`${disclaimer} a`, { color: 'inherit', textDecoration: 'underline' });
globalStyle(`${disclaimer} a:focus-visible`, focusRing);

export const count = recipe({
  base: { flexShrink: 0, fontSize: vars.font.size.xsmall, lineHeight: vars.font.lineHeight.xsmall, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' },
  variants: { full: { true: { color: vars.color.critical, fontWeight: vars.font.weight.strong }, false: {} } },
});
