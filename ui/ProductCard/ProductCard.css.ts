import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';
import { MEDIA } from '../theme/tokens';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  backgroundColor: vars.color.surfaceRaised,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': { [MEDIA.canHover]: { selectors: { '&:hover, &[data-hovered="true"]': { boxShadow: vars.shadow.medium } } } },
});

/** The card under a pointer: CSS :hover, or the pointer events the card tracks. */
const hovered = `${root}:hover &, ${root}[data-hovered="true"] &`;

/** The picture area: a fixed ratio so the grid never jumps while images load. */
export const media = style({
  position: 'relative',
  aspectRatio: '3 / 4',
  backgroundColor: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const mediaLink = style({ position: 'absolute', inset: 0, display: 'block' });

const layer = {
  position: 'absolute',
  inset: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.standard,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/** The second picture, swapped in while a pointer rests on the card. */
export const alternateImage = style({
  ...layer,
  opacity: 0,
  '@media': { [MEDIA.canHover]: { selectors: { [hovered]: { opacity: 1 } } } },
});

export const video = style({
  ...layer,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  pointerEvents: 'none',
  opacity: 0,
  selectors: { '&[data-playing="true"]': { opacity: 1 } },
});

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineStart: vars.space.small,
  insetInlineEnd: `calc(${vars.size.touchTarget} + ${vars.space.medium})`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  zIndex: vars.layer.raised,
  pointerEvents: 'none',
});

/**
 * A badge longer than the room left of the heart ('Últimas unidades' on a phone's two-column card)
 * wraps inside that room instead of running under the heart.
 */
globalStyle(`${badges} > li`, { maxWidth: '100%', whiteSpace: 'normal' });

/**
 * Wishlist and quick view: revealed on hover and on keyboard focus where a pointer can hover;
 * always visible on touch screens, which cannot hover.
 */
export const actions = style({
  position: 'absolute',
  insetBlockStart: vars.space.small,
  insetInlineEnd: vars.space.small,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  zIndex: vars.layer.raised,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.quick,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    [MEDIA.canHover]: {
      opacity: 0,
      selectors: {
        [`${hovered}, ${root}:focus-within &`]: { opacity: 1 },
        /** A wishlisted heart stays in sight so people see what they saved. */
        '&[data-pinned="true"]': { opacity: 1 },
      },
    },
  },
});

export const actionButton = style({
  borderRadius: vars.radius.full,
  boxShadow: vars.shadow.small,
});

/** A saved product's heart (the pressed toggle) is painted in the discount red, whatever the button's own colour. */
globalStyle(`${actions} [aria-pressed="true"] svg`, { color: vars.color.discount });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xsmall,
  padding: vars.space.small,
  // The buy button reads the body's width (below): a rail's card on a 360 px phone is narrower than a grid's.
  containerType: 'inline-size',
  '@media': { [MEDIA.tablet]: { padding: vars.space.medium } },
});

export const brandName = style({
  margin: 0,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': {
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.focusOffset,
      borderRadius: vars.radius.small,
    },
  },
});

export const sellers = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.textMuted,
});

/** Pushes the buy-now button to the bottom so buttons line up across a grid row. */
/*
 * The buy button, the body's last child, keeps to the card's bottom edge so the buttons of a row line up; the
 * space above it is the child's before it (a wrapper per card would cost 24 elements on a listing page).
 */
globalStyle(`${body} > :last-child`, { marginTop: 'auto' });
/*
 * On a narrow card (a rail's on a 360–390 px phone: 111–124 px inside) 'Comprar agora' and its cart icon overflowed
 * the button, clipped at both ends: there the button drops the icon and most of its side padding, and a longer
 * label wraps rather than being cut.
 */
const NARROW_CARD = '(max-width: 8rem)';
globalStyle(`${body} > :last-child`, { '@container': { [NARROW_CARD]: { paddingInline: vars.space.xxsmall, whiteSpace: 'normal', textAlign: 'center' } } });
globalStyle(`${body} > :last-child > svg`, { '@container': { [NARROW_CARD]: { display: 'none' } } });
globalStyle(`${body} > :nth-last-child(2)`, { marginBottom: vars.space.xsmall });
