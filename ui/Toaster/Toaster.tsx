import * as RadixToast from '@radix-ui/react-toast';
import { Icon } from '../Icon';
import * as styles from './Toaster.css';
import { DEFAULT_TOAST_DURATION_MS, TOASTER_HOTKEY, TOASTER_MAX_VISIBLE, TOAST_SWIPE_THRESHOLD_PX } from './toasterConstants';
import type { ToastLevel } from './toasterConstants';

export interface ToasterItem {
  id: string;
  level: ToastLevel;
  title: string;
  description?: string;
  /** ms before it dismisses itself; the Toaster's default otherwise. */
  duration?: number;
}

export interface ToasterLabels {
  /** The toasts region's name; Radix replaces `{hotkey}` with the hotkey (F8), e.g. 'Notificações ({hotkey})'. */
  region: string;
  /** What each toast is announced as (Radix's per-toast label), e.g. 'Notificação'. */
  toast: string;
  /** Each toast's close button. */
  close: string;
}

export interface ToasterProps {
  /** Oldest first; only the last three are drawn (§2). */
  toasts: readonly ToasterItem[];
  labels: ToasterLabels;
  /** A toast left: its time ran out, it was swiped away, closed, or dismissed from the keyboard. */
  onDismiss: (id: string) => void;
  defaultDuration?: number;
}

/**
 * §2 toasts on Radix Toast: at most 3 visible, 14 px apart, 356 px wide, swiped right past 45 px to
 * dismiss, 4000 ms unless a toast brings its own duration, a close button on each, and F8 moves the
 * focus to them (Escape then dismisses the focused one). Errors and warnings are announced at once.
 */
export function Toaster({ toasts, labels, onDismiss, defaultDuration = DEFAULT_TOAST_DURATION_MS }: ToasterProps) {
  return (
    <RadixToast.Provider duration={defaultDuration} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={labels.toast}>
      {toasts.slice(-TOASTER_MAX_VISIBLE).map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast({ level: toast.level })}
          data-level={toast.level}
          duration={toast.duration}
          type={toast.level === 'error' || toast.level === 'warning' ? 'foreground' : 'background'}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
        >
          <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
          {toast.description && <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>}
          <RadixToast.Close className={styles.close} aria-label={labels.close}>
            <Icon name="close" size="small" />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} hotkey={TOASTER_HOTKEY} label={labels.region} />
    </RadixToast.Provider>
  );
}
