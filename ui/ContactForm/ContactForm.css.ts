import { style } from '@vanilla-extract/css';
import { form } from '../ProfileForm/ProfileForm.css';
import { vars } from '../theme/vars.css';

/** The account forms' card, intro and field pair: the contact form looks like them. */
export { form, intro, pair } from '../ProfileForm/ProfileForm.css';
export const done = style([form, { justifyItems: 'start' }]);
/** The honeypot: off-screen, not `display: none` (some bots skip hidden fields). */
export const honeypot = style({
  position: 'absolute',
  width: vars.size.hairline,
  height: vars.size.hairline,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
