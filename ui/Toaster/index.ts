export { Toaster } from './Toaster';
export type { ToasterItem, ToasterLabels, ToasterProps } from './Toaster';
export {
  DEFAULT_TOAST_DURATION_MS,
  TOASTER_HOTKEY,
  TOASTER_MAX_VISIBLE,
  TOAST_GAP_PX,
  TOAST_LEVELS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_WIDTH_PX,
} from './toasterConstants';
export type { ToastLevel } from './toasterConstants';
