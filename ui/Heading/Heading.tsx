import type { ReactNode } from 'react';
import * as styles from './Heading.css';

const defaultSize: Record<styles.HeadingLevel, styles.HeadingSize> = { 1: 'xlarge', 2: 'large', 3: 'medium', 4: 'small' };

export interface HeadingProps {
  children: ReactNode;
  level: styles.HeadingLevel;
  /** Defaults to the size that matches the level. */
  size?: styles.HeadingSize;
  /** Cut long titles after two lines. */
  clamped?: boolean;
  id?: string;
}

/** A section title: the level keeps the outline right, the size keeps the page calm. */
export function Heading({ children, level, size, clamped, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={styles.root({ size: size ?? defaultSize[level], clamped })}>
      {children}
    </Element>
  );
}
