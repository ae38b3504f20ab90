import * as styles from './CheckoutSkeleton.css';

export interface CheckoutSkeletonLabels {
  /** 'A carregar a finalização da compra…' */
  loading: string;
}

export interface CheckoutSkeletonProps {
  /** How many step cards to draw (the checkout has five). */
  steps?: number;
  labels: CheckoutSkeletonLabels;
}

/**
 * The checkout page while its view loads: the steps and the summary in their places and sizes (so
 * nothing moves when they arrive), busy, with the loading announced.
 */
export function CheckoutSkeleton({ steps = 5, labels }: CheckoutSkeletonProps) {
  return (
    <div className={styles.root} aria-busy="true">
      <div className={styles.steps} aria-hidden="true">
        {Array.from({ length: steps }, (_, index) => (
          <div key={index} className={index === 0 ? styles.currentStep : styles.step}>
            <span className={styles.header}>
              <span className={styles.marker} />
              <span className={styles.title} />
            </span>
            {index === 0 && (
              <>
                <span className={styles.field} />
                <span className={styles.field} />
                <span className={styles.button} />
              </>
            )}
          </div>
        ))}
      </div>
      <div className={styles.summary} aria-hidden="true">
        <span className={styles.title} />
        <span className={styles.row} />
        <span className={styles.row} />
        <span className={styles.row} />
        <span className={styles.total} />
      </div>
      <span role="status" className={styles.status}>
        {labels.loading}
      </span>
    </div>
  );
}
