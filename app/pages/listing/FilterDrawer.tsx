import type { ReactNode } from 'react';
import { Dialog } from '../../../ui/Dialog';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}

/**
 * The phone's filter drawer. A module of its own: the dialog's code (Radix, focus trap, scroll lock,
 * ~10 KB gzip) loads the first time a shopper opens the filters, not with every listing.
 */
export function FilterDrawer({ open, onOpenChange, title, closeLabel, children }: FilterDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={title} closeLabel={closeLabel} side="right">
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
