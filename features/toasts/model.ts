import { createEvent, createStore, sample } from 'effector';

/** §2: at most 3 toasts are visible; a newer one pushes the oldest out. */
export const MAX_VISIBLE_TOASTS = 3;
/** §9: product toasts stay 5000 ms (the Toaster's default is the library's 4000 ms). */
export const PRODUCT_TOAST_DURATION_MS = 5000;

/** The toasts' levels; the auth model's notices use the same ones (every page's first load has this model, not auth's). */
export const TOAST_LEVELS = ['success', 'info', 'warning', 'error'] as const;
export type ToastLevel = (typeof TOAST_LEVELS)[number];

/**
 * A toast's text: a sentence already in the page's language, or a catalogue key (with its
 * interpolation values) that the app translates when it draws the toast.
 */
export type ToastText = string | { key: string; values?: Record<string, string | number> };

/** What a feature sends; `duration` (ms) overrides the Toaster's default. */
export interface ToastInput {
  level: ToastLevel;
  title: ToastText;
  description?: ToastText;
  duration?: number;
}

export interface Toast extends ToastInput {
  /** Unique per scope, so the toast can be dismissed and React can key it. */
  id: string;
}

/** The visible toasts, oldest first. */
export const $toasts = createStore<Toast[]>([]);
const $toastCount = createStore(0);

export const toastShown = createEvent<ToastInput>();
/** Dismissed by its timeout, a swipe, its close button or the hotkey (§2). */
export const toastDismissed = createEvent<string>();
export const toastsCleared = createEvent();

const numbered = sample({ clock: toastShown, source: $toastCount, fn: (count, input) => ({ id: `toast-${count + 1}`, input }) });
sample({ clock: numbered, source: $toastCount, fn: (count) => count + 1, target: $toastCount });
// §2: max 3 visible — the newest is added and anything beyond the cap, oldest first, leaves.
sample({
  clock: numbered,
  source: $toasts,
  fn: (toasts, { id, input }) => [...toasts, { ...input, id }].slice(-MAX_VISIBLE_TOASTS),
  target: $toasts,
});
sample({ clock: toastDismissed, source: $toasts, fn: (toasts, id) => toasts.filter((toast) => toast.id !== id), target: $toasts });
sample({ clock: toastsCleared, fn: (): Toast[] => [], target: $toasts });
