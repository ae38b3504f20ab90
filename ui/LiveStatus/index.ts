export { LiveStatus } from './LiveStatus';
export type { LiveStatusLabels, LiveStatusProps } from './LiveStatus';
export { LIVE_STATUS_STATES } from './LiveStatus.css';
export type { LiveStatusState } from './LiveStatus.css';
