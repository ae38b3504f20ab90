export { SegmentTiles } from './SegmentTiles';
export type { SegmentTilesProps, SegmentTile } from './SegmentTiles';
