export { Stack, STACK_ELEMENTS } from './Stack';
export type { StackProps, StackAlign } from './Stack';
export { STACK_ALIGNS } from './Stack.css';
