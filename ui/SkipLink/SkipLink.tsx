import * as styles from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the page's main content (without `#`); it must be focusable (`tabIndex={-1}`). */
  target: string;
  label: string;
}

/**
 * The page's first focusable element: a link past the header and its menus to the main content, shown only
 * while it has the keyboard's focus (WCAG 2.4.1, bypass blocks). A same-page anchor: the browser scrolls
 * and moves the focus there, with or without JavaScript.
 */
export function SkipLink({ target, label }: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${target}`}>
      {label}
    </a>
  );
}
