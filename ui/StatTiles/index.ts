export { StatTiles } from './StatTiles';
export type { StatTile } from './StatTiles';
