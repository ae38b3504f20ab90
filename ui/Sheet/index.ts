export { Sheet, dragCloses, SHEET_SWIPE_THRESHOLD_PX } from './Sheet';
export type { SheetProps } from './Sheet';
