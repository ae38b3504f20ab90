export { Countdown } from './Countdown';
export type { CountdownProps } from './Countdown';
export { formatRemaining, remainingUntil } from './remaining';
export type { Remaining } from './remaining';
