import { style } from '@vanilla-extract/css';
import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Read by assistive technology, not drawn: the rule, for styles that hide only at some widths. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  padding: 0,
  margin: `calc(-1 * ${vars.size.hairline})`,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies StyleRule;

export const root = style(visuallyHiddenRule);
