/**
 * Toasts (spec §2 Toasts, §9 durations): any feature or the app calls `toastShown({ level, title,
 * description?, duration? })`; the app draws `$toasts` with ui/Toaster and calls `toastDismissed(id)`.
 * Texts are sentences in the page's language or `{ key, values }` catalogue keys the app translates.
 */
export { $toasts, toastShown, toastDismissed, toastsCleared, MAX_VISIBLE_TOASTS, PRODUCT_TOAST_DURATION_MS, TOAST_LEVELS } from './model';
export type { Toast, ToastInput, ToastLevel, ToastText } from './model';
