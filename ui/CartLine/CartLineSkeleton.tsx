import * as styles from './CartLineSkeleton.css';

/** The shape of a cart line while the cart loads (decorative; the caller announces the loading). */
export function CartLineSkeleton() {
  return (
    <div className={styles.root} aria-hidden="true">
      <span className={styles.media} />
      <span className={styles.body}>
        <span className={styles.shortLine} />
        <span className={styles.line} />
        <span className={styles.shortLine} />
        <span className={styles.stepper} />
      </span>
    </div>
  );
}
