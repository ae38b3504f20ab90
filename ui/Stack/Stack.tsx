import type { ReactNode } from 'react';
import type { Space } from '../theme/tokens';
import * as styles from './Stack.css';

export const STACK_ELEMENTS = ['div', 'ul', 'ol', 'section'] as const;
export type StackAlign = (typeof styles.STACK_ALIGNS)[number];

export interface StackProps {
  children: ReactNode;
  gap?: Space;
  align?: StackAlign;
  as?: (typeof STACK_ELEMENTS)[number];
  'aria-label'?: string;
}

/** Children one above the other with a gap from the spacing grid. */
export function Stack({ children, gap, align, as: Element = 'div', 'aria-label': ariaLabel }: StackProps) {
  return (
    <Element className={styles.root({ gap, align })} aria-label={ariaLabel}>
      {children}
    </Element>
  );
}
