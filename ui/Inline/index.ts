export { Inline, INLINE_ELEMENTS } from './Inline';
export type { InlineProps } from './Inline';
export { INLINE_ALIGNS_Y, INLINE_JUSTIFY } from './Inline.css';
