import { useId } from 'react';
import { formatPrice } from '../Price';
import * as styles from './CreditBalance.css';

export interface CreditBalanceLabels {
  /** 'Saldo disponível' */
  title: string;
  /** 'Use-o no pagamento de uma encomenda.' */
  hint: string;
  /** '5,00 € expiram a 31/12/2026.', given the amount (EUR) and the formatted date. */
  nextExpiry: (amount: number, date: string) => string;
}

export interface CreditBalanceProps {
  /** What the customer can spend now, EUR. */
  balance: number;
  /** The next credit to expire, with what is left of it. */
  nextExpiry?: { amount: number; expires_at: string } | null;
  /** BCP 47 tag: the money and date formats. */
  languageTag: string;
  labels: CreditBalanceLabels;
}

/** The store-credit balance the customer can spend at checkout, and the next credit to expire. */
export function CreditBalance({ balance, nextExpiry, languageTag, labels }: CreditBalanceProps) {
  const titleId = useId();
  const date = nextExpiry ? new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium' }).format(new Date(nextExpiry.expires_at)) : null;
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.amount}>{formatPrice(balance, languageTag)}</p>
      <p className={styles.note}>{labels.hint}</p>
      {nextExpiry && date && <p className={styles.expiry}>{labels.nextExpiry(nextExpiry.amount, date)}</p>}
    </section>
  );
}
