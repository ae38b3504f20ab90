import type { PaymentMethod } from '../../contract';
import * as styles from './PaymentProcessing.css';

export interface PaymentProcessingLabels {
  /** 'A confirmar o pagamento' */
  title: string;
  /** 'Não feche esta página: seguimos para a sua encomenda assim que o pagamento for confirmado.' */
  text: string;
  /** 'Está a demorar mais do que o habitual. Continuamos a verificar.' */
  slow: string;
  /** The method being confirmed: 'Pagamento MB WAY' */
  method: Record<PaymentMethod, string>;
}

export interface PaymentProcessingProps {
  method?: PaymentMethod;
  /** The wait is longer than usual (the caller's timer): said in the same place, nothing moves. */
  slow?: boolean;
  labels: PaymentProcessingLabels;
}

/**
 * The wait for a payment's final state: a spinner and what is happening, announced as a status. The
 * block keeps its size whatever it says (the slow sentence has its room from the start), so nothing on
 * the page jumps when the text changes or the page moves on.
 */
export function PaymentProcessing({ method, slow = false, labels }: PaymentProcessingProps) {
  return (
    <section className={styles.root} aria-busy="true" aria-label={labels.title}>
      <span className={styles.spinner} aria-hidden="true" />
      <div role="status" className={styles.status}>
        <p className={styles.title}>{labels.title}</p>
        {method && <p className={styles.method}>{labels.method[method]}</p>}
        <p className={styles.text}>{slow ? labels.slow : labels.text}</p>
      </div>
    </section>
  );
}
