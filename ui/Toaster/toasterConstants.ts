/**
 * §2 and §9 numbers of the toasts, in one place. They are the spec's own values, not grid steps,
 * so they live here as named constants instead of theme tokens.
 */
export const TOASTER_MAX_VISIBLE = 3;
export const TOAST_GAP_PX = 14;
export const TOAST_WIDTH_PX = 356;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
/** §9: the library default; product toasts pass their own 5000 ms. */
export const DEFAULT_TOAST_DURATION_MS = 4000;
/** Radix's hotkey: F8 moves the focus to the toasts (announced in the region's name). */
export const TOASTER_HOTKEY = ['F8'];

export const TOAST_LEVELS = ['success', 'info', 'warning', 'error'] as const;
export type ToastLevel = (typeof TOAST_LEVELS)[number];
