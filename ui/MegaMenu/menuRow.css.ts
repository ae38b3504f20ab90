import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A submenu row, as the desktop mega menu and the mobile menu sheet both draw it: label left, marks right, a full touch target. */
export const menuRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.xsmall,
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 'none',
  borderRadius: vars.radius.medium,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
});
