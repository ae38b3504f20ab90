import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from './Box.css';

export const BOX_ELEMENTS = ['div', 'section', 'article', 'aside', 'header', 'footer', 'span'] as const;
export type BoxElement = (typeof BOX_ELEMENTS)[number];

export interface BoxProps extends Sprinkles {
  as?: BoxElement;
  children?: ReactNode;
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** The one escape hatch for spacing and surfaces, always on the token scale. */
export function Box({ as: Element = 'div', children, id, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy, ...atoms }: BoxProps) {
  return (
    <Element className={sprinkles(atoms)} id={id} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy}>
      {children}
    </Element>
  );
}
