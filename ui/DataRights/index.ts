export { DataRights } from './DataRights';
export type { DataRightsLabels, DataRightsProps } from './DataRights';
