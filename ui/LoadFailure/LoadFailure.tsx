import { Button } from '../Button';
import * as styles from './LoadFailure.css';

/** A panel that could not be read: the reason announced, and a way to ask again. */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.root}>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" onClick={() => onRetry?.()}>
        {retryLabel}
      </Button>
    </div>
  );
}

/** A panel still loading: a quiet block, marked busy. */
export function LoadingPanel() {
  return <div className={styles.placeholder} aria-busy="true" />;
}
