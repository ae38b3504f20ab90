export { ScrollReveal, SCROLL_REVEAL_DEFAULTS, SCROLL_REVEAL_ELEMENTS, isBelowFold, throttle, debounce } from './ScrollReveal';
export type { ScrollRevealProps } from './ScrollReveal';
