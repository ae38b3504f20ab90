import { style } from '@vanilla-extract/css';

/** The empty toasts list before the first toast: out of the page's flow and invisible, like ui/Toaster's empty viewport. */
export const emptyList = style({
  position: 'fixed',
  top: 0,
  right: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});
