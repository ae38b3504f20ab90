export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { BADGE_TONES } from './Badge.css';
export type { BadgeTone } from './Badge.css';
