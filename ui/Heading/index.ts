export { Heading } from './Heading';
export type { HeadingProps } from './Heading';
export { HEADING_LEVELS, HEADING_SIZES } from './Heading.css';
export type { HeadingLevel, HeadingSize } from './Heading.css';
