import { useRef, useState, type PointerEvent, type ReactNode, type RefObject } from 'react';
import type { MENU_SHEET_SWIPE_THRESHOLD_PX } from '../../contract';
import { Dialog } from '../Dialog';
import * as styles from './Sheet.css';

/** §9: dragging the sheet down more than 50px closes it (tied to the contract's constant by its type). */
export const SHEET_SWIPE_THRESHOLD_PX = 50 satisfies typeof MENU_SHEET_SWIPE_THRESHOLD_PX;

/** Whether a drag of `distance` px downwards closes the sheet: strictly more than the threshold. */
export function dragCloses(distance: number, threshold: number = SHEET_SWIPE_THRESHOLD_PX): boolean {
  return distance > threshold;
}

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's accessible name (kept for assistive technology; the sheet draws its own top). */
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** Drawn beside the grabber, inside the drag area (a search box, a title). */
  top?: ReactNode;
  /** Height as a percentage of the screen's. */
  heightPercent?: number;
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A bottom sheet: the modal Dialog from the bottom with a grabber. Dragging it down follows the
 * finger; letting go past the threshold closes it, otherwise it springs back. The dimmed backdrop,
 * Escape and the focus rules come from Dialog.
 */
export function Sheet({ open, onOpenChange, title, closeLabel, children, top, heightPercent, initialFocusRef }: SheetProps) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ pointerId: number; y: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    start.current = { pointerId: event.pointerId, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientY - start.current.y));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientY - start.current.y;
    start.current = null;
    setOffset(0);
    if (event.type === 'pointerup' && dragCloses(distance)) onOpenChange(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        side="bottom"
        title={title}
        titleHidden
        closeLabel={closeLabel}
        bare
        heightPercent={heightPercent}
        dragOffset={offset}
        initialFocusRef={initialFocusRef}
      >
        {/* Dragging is for pointers; keyboard users close the sheet with Escape. */}
        <div
          className={styles.dragArea}
          data-part="sheet-drag-area"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <span className={styles.grabber} aria-hidden="true" />
          {top}
        </div>
        <div className={styles.body}>{children}</div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
