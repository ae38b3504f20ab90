export { $selectedSegment, pathChanged, segmentClientStarted, segmentSelected } from './model';
export { segmentRuleFor } from './path';
export type { SegmentPathRule } from './path';
export { SELECTED_SEGMENT_STORAGE_KEY, readStoredSegmentFx, writeStoredSegmentFx } from './storage';
