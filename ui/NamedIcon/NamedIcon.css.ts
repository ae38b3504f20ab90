import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The box is there before the icon arrives, so nothing moves when it does (or when it never does). */
export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  width: vars.size.iconSmall,
  height: vars.size.iconSmall,
});
