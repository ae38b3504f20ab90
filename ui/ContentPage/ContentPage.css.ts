import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';
import { CONTENT_COLUMN_MAX_WIDTH } from './column';

/** About 70 characters of body text a line: the measure long texts read best at. */
const measure = `calc(${vars.space.xxlarge} * 14)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  maxWidth: CONTENT_COLUMN_MAX_WIDTH,
  marginInline: 'auto',
  minWidth: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, maxWidth: measure });

export const intro = style({ margin: 0, fontSize: vars.font.size.large, lineHeight: vars.font.lineHeight.large, color: vars.color.textMuted });

/** Legal texts on a desktop: the table of contents stays beside the clauses as they scroll. */
export const withContents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '@media': {
    [MEDIA.desktop]: {
      display: 'grid',
      gridTemplateColumns: `calc(${vars.space.xxlarge} * 5) minmax(0, 1fr)`,
      gap: vars.space.xlarge,
      alignItems: 'start',
    },
  },
});

export const contents = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
  '@media': {
    [MEDIA.desktop]: {
      position: 'sticky',
      insetBlockStart: vars.space.large,
      maxHeight: `calc(100vh - ${vars.space.xlarge})`,
      overflowY: 'auto',
    },
  },
});

export const contentsTitle = style({ margin: 0, marginBlockEnd: vars.space.xsmall, fontSize: vars.font.size.small, fontWeight: vars.font.weight.strong });

// The clauses carry their own numbers ('1. Quem somos'): the list adds none.
export const contentsList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const contentsLink = style({
  color: vars.color.text,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small },
  },
});

// Phones scroll the topics sideways in one row, so the first questions stay on the first screen.
export const topics = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '@media': { [MEDIA.tablet]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const topicLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const topic = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, scrollMarginTop: vars.space.xlarge });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const updated = style({ margin: 0, fontSize: vars.font.size.small, color: vars.color.textMuted });

export const link = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small } },
});

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large, maxWidth: measure, minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, scrollMarginTop: vars.space.xlarge });

export const paragraph = style({ margin: 0, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard });

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const faq = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none', borderBlockStart: `${vars.border.width} solid ${vars.color.border}` });

export const details = style({ borderBlockEnd: `${vars.border.width} solid ${vars.color.border}` });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.small,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const chevron = style({ display: 'inline-flex', transitionProperty: 'transform', transitionDuration: vars.motion.duration.quick });
globalStyle(`${details}[open] ${chevron}`, { transform: 'rotate(90deg)' });

export const answer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, paddingBlockEnd: vars.space.medium, color: vars.color.textMuted });

export const message = style({ margin: 0, color: vars.color.textMuted });

export const errorMessage = style({ margin: 0, color: vars.color.critical });

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const skeletonLine = style({
  height: vars.font.lineHeight.standard,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.skeleton,
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationIterationCount: 'infinite',
  selectors: { '&:nth-child(4n)': { width: '60%' } },
  '@media': { [MEDIA.reducedMotion]: { animationName: 'none' } },
});
