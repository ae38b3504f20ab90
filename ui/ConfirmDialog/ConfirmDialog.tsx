import { useRef, type ReactNode } from 'react';
import { root as buttonRoot } from '../Button/Button.css';
import { Dialog } from '../Dialog';
import * as styles from './ConfirmDialog.css';

/** Every text of the dialog, from the caller's catalogue. */
export interface ConfirmDialogLabels {
  title: string;
  /** What happens if the person confirms, when the title alone does not say it. */
  description?: string;
  confirm: string;
  cancel: string;
  /** The close icon's accessible name (closing is cancelling). */
  close: string;
}

export interface ConfirmDialogProps {
  open: boolean;
  labels: ConfirmDialogLabels;
  /** The confirm button in the critical colour, and the focus starts on cancel (clear the cart). */
  destructive?: boolean;
  onConfirm: () => void;
  /** Cancel button, close icon, Escape and the backdrop all cancel. */
  onCancel: () => void;
  /** What the answer needs besides the question (the password before deleting an account). */
  children?: ReactNode;
  /** The confirm button while the answer is being carried out: announced busy, not pressed twice. */
  confirmPending?: boolean;
}

/**
 * §2 Confirm dialog: a question that interrupts (role alertdialog), answered by confirm or cancel.
 * The caller owns `open` and turns the two callbacks into its true/false answer.
 */
export function ConfirmDialog({ open, labels, destructive = false, onConfirm, onCancel, children, confirmPending = false }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <Dialog.Content
        role="alertdialog"
        title={labels.title}
        description={labels.description}
        closeLabel={labels.close}
        size="small"
        bare
        // The safe answer has the focus first: cancel when confirming destroys something.
        initialFocusRef={destructive ? cancelRef : confirmRef}
        footer={
          <div className={styles.actions}>
            <button ref={cancelRef} type="button" className={buttonRoot({ variant: 'secondary', fullWidth: true })} onClick={onCancel}>
              {labels.cancel}
            </button>
            <button
              ref={confirmRef}
              type="button"
              className={buttonRoot({ variant: destructive ? 'critical' : 'primary', fullWidth: true })}
              data-destructive={destructive || undefined}
              aria-busy={confirmPending || undefined}
              aria-disabled={confirmPending || undefined}
              onClick={() => {
                if (!confirmPending) onConfirm();
              }}
            >
              {labels.confirm}
            </button>
          </div>
        }
      >
        {children ? <div className={styles.body}>{children}</div> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
