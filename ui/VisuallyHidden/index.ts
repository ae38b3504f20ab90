export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHiddenRule } from './VisuallyHidden.css';
