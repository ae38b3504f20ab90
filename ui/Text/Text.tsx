import type { ReactNode } from 'react';
import type { FontSize } from '../theme/tokens';
import * as styles from './Text.css';

export const TEXT_ELEMENTS = ['p', 'span', 'div', 's', 'del'] as const;

export interface TextProps {
  children: ReactNode;
  size?: FontSize;
  tone?: styles.TextTone;
  weight?: styles.TextWeight;
  /** Cut the text after this many lines with an ellipsis. */
  maxLines?: styles.TextMaxLines;
  strikethrough?: boolean;
  /** Digits of equal width, for prices and timers that change in place. */
  tabularNumbers?: boolean;
  as?: (typeof TEXT_ELEMENTS)[number];
  id?: string;
}

/** Body text on the type scale, in a semantic tone. */
export function Text({ children, size, tone, weight, maxLines, strikethrough, tabularNumbers, as: Element = 'p', id }: TextProps) {
  const lines = maxLines === undefined ? undefined : (String(maxLines) as `${styles.TextMaxLines}`);
  return (
    <Element id={id} className={styles.root({ size, tone, weight, maxLines: lines, strikethrough, tabularNumbers })}>
      {children}
    </Element>
  );
}
