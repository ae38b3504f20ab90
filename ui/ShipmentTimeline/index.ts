export { ShipmentTimeline, stepsOf } from './ShipmentTimeline';
export type { ShipmentTimelineLabels, ShipmentTimelineProps } from './ShipmentTimeline';
