export { Button } from './Button';
export type { ButtonProps } from './Button';
export { BUTTON_VARIANTS, BUTTON_SIZES } from './Button.css';
export type { ButtonVariant, ButtonSize } from './Button.css';
