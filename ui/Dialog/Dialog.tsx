import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';
import { root as buttonRoot, type ButtonSize, type ButtonVariant } from '../Button/Button.css';
import { Icon, type IconName } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Dialog.css';

export interface DialogRootProps {
  children: ReactNode;
  /** Controlled: the caller owns the open state (a model, a parent's state). */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** House default: always modal (focus trapped, outside hidden from assistive technology, page scroll locked). */
function Root({ children, open, defaultOpen, onOpenChange }: DialogRootProps) {
  return (
    <RadixDialog.Root modal open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children}
    </RadixDialog.Root>
  );
}

export interface DialogTriggerProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  'aria-label'?: string;
  /**
   * Use the only child (a native element that accepts a ref) as the trigger instead of a house
   * button: focus returns to it on close.
   */
  asChild?: boolean;
}

function Trigger({ children, variant = 'secondary', size, icon, 'aria-label': ariaLabel, asChild = false }: DialogTriggerProps) {
  if (asChild) return <RadixDialog.Trigger asChild>{children}</RadixDialog.Trigger>;
  return (
    <RadixDialog.Trigger className={buttonRoot({ variant, size })} aria-label={ariaLabel}>
      {icon && <Icon name={icon} size={size === 'small' ? 'small' : 'standard'} />}
      {children}
    </RadixDialog.Trigger>
  );
}

export interface DialogContentProps {
  children: ReactNode;
  /** The accessible name of the dialog; every dialog has one (house default). */
  title: ReactNode;
  /** Keep the title for assistive technology only; the header (and its close button) is then not drawn. */
  titleHidden?: boolean;
  description?: ReactNode;
  /** The close button's accessible name, from the caller's catalogue. */
  closeLabel: string;
  side?: styles.DialogSide;
  size?: styles.DialogSize;
  /** Shown after the title in the header (a count badge, a clear button). */
  headerEnd?: ReactNode;
  /** Stays at the bottom while the body scrolls. */
  footer?: ReactNode;
  /** Children fill the panel as they are, without the padded scrolling body. */
  bare?: boolean;
  /** Bottom sheet only: its height as a percentage of the screen's. */
  heightPercent?: number;
  /** Bottom sheet only: how far a finger has dragged it down, in px (it follows the finger). */
  dragOffset?: number;
  /** Focused when the dialog opens, instead of its first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'alertdialog' for a question that interrupts (a confirmation); 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
}

function Content({
  children,
  title,
  titleHidden = false,
  description,
  closeLabel,
  side = 'center',
  size = 'medium',
  headerEnd,
  footer,
  bare = false,
  heightPercent,
  dragOffset = 0,
  initialFocusRef,
  role = 'dialog',
}: DialogContentProps) {
  // Whatever had the focus when the dialog opened gets it back on close — also for dialogs opened
  // without a Dialog.Trigger (from a model, a product card's eye), where Radix would drop it on <body>.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const sheetStyle =
    side === 'bottom'
      ? {
          height: heightPercent === undefined ? undefined : `${heightPercent}%`,
          transform: dragOffset > 0 ? `translateY(${dragOffset}px)` : undefined,
        }
      : undefined;

  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} data-part="backdrop" />
      <RadixDialog.Content
        className={styles.content({ side, size })}
        style={sheetStyle}
        role={role}
        aria-modal="true"
        data-side={side}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          if (initialFocusRef?.current) {
            event.preventDefault();
            initialFocusRef.current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        {titleHidden ? (
          <VisuallyHidden>
            <RadixDialog.Title>{title}</RadixDialog.Title>
            {description !== undefined && <RadixDialog.Description>{description}</RadixDialog.Description>}
          </VisuallyHidden>
        ) : (
          <div className={styles.header}>
            <div className={styles.titleBlock}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description !== undefined && <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>}
            </div>
            {headerEnd}
            <Close aria-label={closeLabel} />
          </div>
        )}
        {bare ? children : <div className={styles.body}>{children}</div>}
        {footer}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A title part for content drawn by the caller (inside a `titleHidden` or `bare` dialog). */
function Title({ children }: { children: ReactNode }) {
  return <RadixDialog.Title className={styles.title}>{children}</RadixDialog.Title>;
}

function Description({ children }: { children: ReactNode }) {
  return <RadixDialog.Description className={styles.description}>{children}</RadixDialog.Description>;
}

export interface DialogCloseProps {
  /** Without children: the round close icon, named by this label. */
  'aria-label'?: string;
  children?: ReactNode;
  variant?: ButtonVariant;
}

function Close({ 'aria-label': ariaLabel, children, variant = 'secondary' }: DialogCloseProps) {
  if (children === undefined) {
    return (
      <RadixDialog.Close className={styles.close} aria-label={ariaLabel}>
        <Icon name="close" />
      </RadixDialog.Close>
    );
  }
  return (
    <RadixDialog.Close className={buttonRoot({ variant })} aria-label={ariaLabel}>
      {children}
    </RadixDialog.Close>
  );
}

/**
 * The one modal family (dialogs, right drawers, bottom sheets), Radix wrapped once with the house
 * defaults: modal, titled, page scroll locked, focus trapped and returned, Escape and the backdrop close.
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Close };
