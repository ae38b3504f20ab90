import type { ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import * as styles from './ListingPage.css';

export interface FilterDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** 'Ver N resultados': the sheet's way back to the products, with how many the filters leave. */
  showResultsLabel: string;
  children: ReactNode;
}

/**
 * The phone's filter drawer. A module of its own: the dialog's code (Radix, focus trap, scroll lock,
 * ~10 KB gzip) loads the first time a shopper opens the filters, not with every listing. Filters apply
 * as they are chosen; the footer button only closes the sheet, saying how many products are behind it.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  showResultsLabel,
  children,
}: FilterDrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        title={title}
        closeLabel={closeLabel}
        side="right"
        footer={
          <div className={styles.drawerFooter}>
            <Button variant="primary" fullWidth onClick={() => onOpenChange(false)}>
              {showResultsLabel}
            </Button>
          </div>
        }
      >
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
