import type { ReactNode } from 'react';
import type { Space } from '../theme/tokens';
import * as styles from './Inline.css';

export const INLINE_ELEMENTS = ['div', 'ul', 'span'] as const;

export interface InlineProps {
  children: ReactNode;
  gap?: Space;
  alignY?: (typeof styles.INLINE_ALIGNS_Y)[number];
  justify?: (typeof styles.INLINE_JUSTIFY)[number];
  /** Keep everything on one line instead of wrapping. */
  nowrap?: boolean;
  as?: (typeof INLINE_ELEMENTS)[number];
  'aria-label'?: string;
}

/** Children side by side, wrapping onto new lines, with a gap from the spacing grid. */
export function Inline({ children, gap, alignY, justify, nowrap, as: Element = 'div', 'aria-label': ariaLabel }: InlineProps) {
  return (
    <Element className={styles.root({ gap, alignY, justify, nowrap })} aria-label={ariaLabel}>
      {children}
    </Element>
  );
}
