import * as styles from './ProductCardSkeleton.css';

/**
 * The card's shape while products load. Decorative: the list around it says it is busy
 * (`<ProductGrid aria-busy>`), so the blocks are hidden from assistive technology.
 */
export function ProductCardSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true" data-skeleton="product-card">
      <div className={styles.media} />
      <div className={styles.body}>
        <div className={styles.brand} />
        <div className={styles.line} />
        <div className={styles.shortLine} />
        <div className={styles.price} />
        <div className={styles.button} />
      </div>
    </div>
  );
}
