export { Text, TEXT_ELEMENTS } from './Text';
export type { TextProps } from './Text';
export { TEXT_TONES, TEXT_WEIGHTS, TEXT_MAX_LINES } from './Text.css';
export type { TextTone, TextWeight, TextMaxLines } from './Text.css';
