export { Box, BOX_ELEMENTS } from './Box';
export type { BoxProps, BoxElement } from './Box';
export { BOX_BACKGROUNDS, BOX_DISPLAYS } from './Box.css';
