import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Off screen until it takes the keyboard's focus, then on top of the page's top-left corner: a pointer user never
 * sees it, a keyboard user meets it first. (Moved, not clipped: it keeps its size, so it never shifts anything.)
 */
export const root = style({
  position: 'absolute',
  insetBlockStart: vars.space.xsmall,
  insetInlineStart: vars.space.xsmall,
  zIndex: vars.layer.dialog,
  transform: 'translateY(-200%)',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.text,
  color: vars.color.surface,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible, &:focus': {
      transform: 'none',
      outline: `${vars.border.focusWidth} solid ${vars.color.focusRing}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});
