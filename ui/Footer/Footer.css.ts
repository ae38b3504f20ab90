import { globalStyle, style } from '@vanilla-extract/css';
import { BUY_BAR_ATTRIBUTE, CHAT_LAUNCHER_CLEARANCE, clearOfFixedBars } from '../theme/bottomBar';
import { MEDIA, SCRIPTED } from '../theme/tokens';
import { vars } from '../theme/vars.css';

/** The page's last line stays clear of what is fixed at the bottom: the bars and the chat launcher at rest. */
const pageEnd = clearOfFixedBars('paddingBottom', CHAT_LAUNCHER_CLEARANCE);

export const root = style({
  marginTop: vars.space.xxlarge,
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.family,
  ...pageEnd.alone,
});

globalStyle(`body:has([${BUY_BAR_ATTRIBUTE}]) ${root}`, pageEnd.withBuyBar);

export const inner = style({
  display: 'grid',
  gap: vars.space.xlarge,
  maxWidth: `calc(${vars.space.xxlarge} * 26)`,
  marginInline: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
});

export const top = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'minmax(0, 1.5fr) minmax(0, 3fr)' } },
});

export const brand = style({ display: 'grid', gap: vars.space.small, alignContent: 'start' });
export const brandName = style({ margin: 0, fontSize: vars.font.size.xlarge, lineHeight: vars.font.lineHeight.xlarge, fontWeight: vars.font.weight.strong });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.small, lineHeight: vars.font.lineHeight.small });

export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.space.xxlarge} * 3.5), 1fr))`,
});

export const columnTitle = style({ margin: 0, marginBottom: vars.space.small, fontSize: vars.font.size.standard, lineHeight: vars.font.lineHeight.standard, fontWeight: vars.font.weight.strong });

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: `calc(${vars.size.touchTarget} - ${vars.space.small})`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
});

export const legal = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  paddingTop: vars.space.large,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [MEDIA.tablet]: { gridTemplateColumns: 'auto minmax(0, 1fr)', gap: vars.space.large } },
});

export const legalText = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });

/** The complaints book stands out as the law means it to: a framed link, not one more line of text. */
export const complaintsBook = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.medium,
  border: `${vars.border.width} solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
  },
});

export const inlineLink = style({
  color: vars.color.textMuted,
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset, borderRadius: vars.radius.small },
  },
});

/** The cookie settings reopen the consent banner, which needs JavaScript: hidden from the first paint without it. */
export const settingsButton = style([
  link,
  {
    display: 'none',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    fontFamily: 'inherit',
    textDecoration: 'underline',
    selectors: { [`${SCRIPTED} &`]: { display: 'inline-flex' } },
  },
]);
