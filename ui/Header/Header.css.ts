import { style } from '@vanilla-extract/css';
import { BREAKPOINTS, MEDIA } from '../theme/tokens';
import { vars } from '../theme/vars.css';

const focusRing = {
  '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: vars.border.focusOffset },
} as const;

export const root = style({
  position: 'relative',
  zIndex: vars.layer.sticky,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

/**
 * One row at every width, whatever the font: nothing wraps (the search box gives up its width first)
 * and the height is fixed — the icons' touch targets, and from 768px the search box (a touch target
 * inside its border) — so the text arriving in another font, or a badge after hydration, moves nothing.
 */
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.medium,
  height: `calc(${vars.size.touchTarget} + 2 * ${vars.space.small})`,
  padding: `${vars.space.small} ${vars.space.medium}`,
  '@media': {
    [MEDIA.tablet]: { height: `calc(${vars.size.touchTarget} + 2 * ${vars.border.width} + 2 * ${vars.space.small})` },
    [MEDIA.desktop]: { paddingInline: vars.space.xlarge },
  },
});

export const brand = style({
  flexShrink: 0,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '-0.01em',
  borderRadius: vars.radius.small,
  selectors: focusRing,
});

/** The search box takes the room between the brand and the icons; phones search from the bottom bar. */
export const search = style({
  flex: 1,
  minWidth: 0,
  maxWidth: `calc(${vars.space.xxlarge} * 12)`,
  marginInline: 'auto',
  display: 'none',
  '@media': { [MEDIA.tablet]: { display: 'block' } },
});

export const actions = style({ listStyle: 'none', margin: 0, marginInlineStart: 'auto', padding: 0, display: 'flex', flexShrink: 0, gap: vars.space.xxsmall });

export const action = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted }, ...focusRing },
});

export const count = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: vars.space.medium,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.discount,
  color: vars.color.onDiscount,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  textAlign: 'center',
});

/** The signed-in mark on the account button: same place and size as the cart count, in the accent colour. */
export const accountBadge = style([count, { backgroundColor: vars.color.accent, color: vars.color.onAccent, textTransform: 'uppercase' }]);

/** §9: the menus row is a desktop affair (from 1024px); below it the mobile menu sheet takes over. */
export const nav = style({
  display: 'none',
  position: 'relative',
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  '@media': { [MEDIA.desktop]: { display: 'block' } },
});

/**
 * Between 1024 and 1279px the nine menus of the longest language (French) need a tighter row to fit
 * without scrolling: smaller text and padding, the touch target's height kept.
 */
const COMPACT_MENUS = `screen and (min-width: ${BREAKPOINTS.desktop}px) and (max-width: ${BREAKPOINTS.desktop + 255}px)`;

/**
 * One row of the touch targets' height: the menus never wrap onto a second row (a longer label in
 * another language or font would push the page down). Were they ever wider than the screen, the
 * row scrolls sideways (the keyboard focus brings a menu into view); the mega menus are placed
 * against the nav, outside this scroller, so it never clips them.
 */
export const menus = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.large}`,
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.xxsmall,
  height: vars.size.touchTarget,
  '@media': { [COMPACT_MENUS]: { paddingInline: vars.space.medium, gap: 0 } },
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
});

export const menuItem = style({ flexShrink: 0 });

export const topMenu = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  height: vars.size.touchTarget,
  paddingInline: vars.space.small,
  whiteSpace: 'nowrap',
  '@media': { [COMPACT_MENUS]: { paddingInline: vars.space.xxsmall, fontSize: vars.font.size.small } },
  border: 'none',
  borderBottom: `${vars.border.focusWidth} solid transparent`,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover, &[aria-expanded="true"], &[aria-current="page"]': { borderBottomColor: vars.color.accent, color: vars.color.accent },
    // Drawn inside the button: the menus row clips what overflows it.
    '&:focus-visible': { outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.border.focusWidth})` },
  },
});

export const sparkle = style({ color: vars.color.vip, display: 'inline-flex' });

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.layer.overlay,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  maxHeight: `calc(100vh - ${vars.space.xxlarge} * 3)`,
  overflowY: 'auto',
});

/** An opened panel without its menu yet (on its way, or failed: then a link to the menu's own page). */
export const panelNote = style({
  margin: 0,
  padding: vars.space.large,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontFamily: vars.font.family,
});

export const panelLink = style({
  color: vars.color.accent,
  fontWeight: vars.font.weight.medium,
  selectors: { ...focusRing },
});
