import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  id?: string;
}

/** Text for screen readers only: a label that the picture already says to sighted people. */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span className={styles.root} id={id}>
      {children}
    </span>
  );
}
