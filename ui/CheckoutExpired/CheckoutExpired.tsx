import { useId } from 'react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import * as styles from './CheckoutExpired.css';

export const CHECKOUT_EXPIRED_REASONS = ['mbway_timeout', 'reference_expired', 'declined', 'hold_expired'] as const;
export type CheckoutExpiredReason = (typeof CHECKOUT_EXPIRED_REASONS)[number];

export interface CheckoutExpiredLabels {
  /** What ended, one title and one sentence per reason. */
  reasons: Record<CheckoutExpiredReason, { title: string; text: string }>;
  /** 'Encomenda #{{number}}' */
  orderNumber: (number: string) => string;
  /** 'O seu carrinho foi reposto: os artigos continuam lá.' */
  cartRestored: string;
  /** When the cart could not be given back (the goods sold out meanwhile). */
  cartNotRestored: string;
  /** 'Recomeçar a compra' */
  startAgain: string;
  continueShopping: string;
}

export interface CheckoutExpiredProps {
  reason: CheckoutExpiredReason;
  /** The order that ended unpaid, its 8-character number. */
  orderNumber?: string;
  /** Whether the cart's items are back in the cart. */
  cartRestored?: boolean;
  /** The cart (or the checkout again), where the purchase starts over. */
  startAgainHref: string;
  continueShoppingHref: string;
  labels: CheckoutExpiredLabels;
}

/** What expired (the MB WAY window, the reference, a decline, the stock hold), that the cart is back, and start again. */
export function CheckoutExpired({ reason, orderNumber, cartRestored = true, startAgainHref, continueShoppingHref, labels }: CheckoutExpiredProps) {
  const titleId = useId();
  const { title, text } = labels.reasons[reason];
  return (
    <section className={styles.root} aria-labelledby={titleId} data-reason={reason}>
      <span className={styles.badge({ tone: reason === 'declined' ? 'critical' : 'caution' })} aria-hidden="true">
        <Icon name={reason === 'declined' ? 'alert' : 'clock'} size="large" />
      </span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {orderNumber && <p className={styles.number}>{labels.orderNumber(orderNumber)}</p>}
      <p className={styles.text}>{text}</p>
      <p className={styles.cart({ restored: cartRestored })}>
        <Icon name={cartRestored ? 'cart' : 'alert'} size="small" />
        <span>{cartRestored ? labels.cartRestored : labels.cartNotRestored}</span>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" href={startAgainHref} icon="refresh">
          {labels.startAgain}
        </Button>
        <Button variant="ghost" href={continueShoppingHref}>
          {labels.continueShopping}
        </Button>
      </div>
    </section>
  );
}
