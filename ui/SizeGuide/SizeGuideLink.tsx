import * as styles from './SizeGuide.css';

export interface SizeGuideLinkProps {
  label: string;
  onOpen: () => void;
  /** The shopper points at or focuses it: a good moment to fetch the dialog's code. */
  onIntent?: () => void;
}

/**
 * The size guide's opener, drawn beside the size selector's title. Kept apart from the dialog so a
 * product page's first load carries only this button.
 */
export function SizeGuideLink({ label, onOpen, onIntent }: SizeGuideLinkProps) {
  return (
    <button type="button" className={styles.link} aria-haspopup="dialog" onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent}>
      {label}
    </button>
  );
}
