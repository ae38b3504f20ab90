import type { ToastInput } from '../../features/toasts';

/** Copies a text and says so in a toast (the clipboard can refuse: an insecure page, a denied permission). */
export async function copyWithToast(text: string, keys: { done: string; failed: string }, show: (toast: ToastInput) => void) {
  try {
    await navigator.clipboard.writeText(text);
    show({ level: 'success', title: { key: keys.done } });
  } catch {
    show({ level: 'error', title: { key: keys.failed } });
  }
}
