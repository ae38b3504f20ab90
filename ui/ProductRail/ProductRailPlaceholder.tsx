import { useId } from 'react';
import { Heading } from '../Heading';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import type { ProductRailLabels } from './ProductRail';
import * as styles from './ProductRail.css';

export interface ProductRailPlaceholderProps {
  title: string;
  labels: Pick<ProductRailLabels, 'seeAll' | 'loading'>;
  /** The listing the rail's products come from: the link a page without JavaScript offers instead of the cards. */
  seeAllHref?: string;
  headingLevel?: 2 | 3;
}

const SKELETONS = 4;

/**
 * Where a rail whose cards the browser fetches will stand (a product page's related products): the rail's
 * title and 'see all' link, then, where scripts run, the cards' shapes at the rail's size, so the cards
 * replace them without moving what lies below. Without JavaScript the link is the way to the products.
 * It imports no card, so a page holding it loads none of the rail's code until the rail itself mounts.
 */
export function ProductRailPlaceholder({ title, labels, seeAllHref, headingLevel = 2 }: ProductRailPlaceholderProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="large" id={titleId}>
          {title}
        </Heading>
        {seeAllHref && (
          <div className={styles.controls}>
            <a className={styles.seeAll} href={seeAllHref} aria-describedby={titleId}>
              {labels.seeAll}
            </a>
          </div>
        )}
      </div>
      <div className={styles.scriptedOnly} aria-busy="true">
        <ul className={styles.track} aria-hidden="true">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <li key={index} className={styles.item}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
        <VisuallyHidden>{labels.loading}</VisuallyHidden>
      </div>
    </section>
  );
}
