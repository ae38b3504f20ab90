import { Children, isValidElement, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';

export interface ProductGridProps {
  /** One child per product (a card or a skeleton); each becomes a list item. */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** True while the products load, so assistive technology waits for the list. */
  'aria-busy'?: boolean;
  density?: styles.GridDensity;
}

/** A responsive product list: list semantics so people hear how many products there are. */
export function ProductGrid({ children, 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledBy, 'aria-busy': ariaBusy, density }: ProductGridProps) {
  return (
    <ul className={styles.root({ density })} aria-label={ariaLabel} aria-labelledby={ariaLabelledBy} aria-busy={ariaBusy}>
      {Children.map(children, (child, index) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.item} key={isValidElement(child) && child.key !== null ? child.key : index}>
            {child}
          </li>
        ),
      )}
    </ul>
  );
}
