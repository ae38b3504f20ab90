import { Button } from '../Button';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import * as styles from './CartTotals.css';

/** The applied coupon, as the cart reports it. */
export interface CartDiscountLine {
  code: string;
  /** EUR taken off the subtotal. */
  amount: number;
}

export interface CartTotalsLabels {
  subtotal: string;
  /** 'Desconto (VERAO10)' */
  discount: (code: string) => string;
  total: string;
  /** 'IVA incluído' under the total. */
  taxIncluded: string;
  /** Under the total, which holds the goods only: 'Portes calculados ao finalizar a compra'. */
  shippingAtCheckout: string;
  /** Opens the discounts drawer. */
  coupons: string;
  /** §9 overall delivery estimate: 'Receberá tudo em até 6 dias úteis', given the longest upper bound in days. */
  overallEstimate: (days: number) => string;
}

export interface CartTotalsProps {
  subtotal: number;
  total: number;
  discount?: CartDiscountLine | null;
  /** §9: the longest upper bound of the groups' estimates, 4 when none. */
  overallEstimateDays?: number;
  languageTag: string;
  labels: CartTotalsLabels;
  /** Shows the coupons button (the app opens the discounts drawer). */
  onCouponsOpen?: () => void;
}

/** Subtotal, the applied coupon, the total and the overall delivery estimate. */
export function CartTotals({ subtotal, total, discount, overallEstimateDays, languageTag, labels, onCouponsOpen }: CartTotalsProps) {
  return (
    <div className={styles.root}>
      {onCouponsOpen && (
        <div className={styles.coupons}>
          <Button variant="ghost" size="small" icon="ticket" onClick={onCouponsOpen}>
            {labels.coupons}
          </Button>
        </div>
      )}
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt>{labels.subtotal}</dt>
          <dd className={styles.amount}>{formatPrice(subtotal, languageTag)}</dd>
        </div>
        {discount && (
          <div className={styles.row} data-row="discount">
            <dt className={styles.discountName}>{labels.discount(discount.code)}</dt>
            <dd className={styles.discountAmount}>{formatPrice(-discount.amount, languageTag)}</dd>
          </div>
        )}
        <div className={styles.totalRow}>
          <dt>
            {labels.total} <span className={styles.taxNote}>{labels.taxIncluded}</span>
          </dt>
          <dd className={styles.totalAmount}>{formatPrice(total, languageTag)}</dd>
        </div>
      </dl>
      <p className={styles.estimate}>{labels.shippingAtCheckout}</p>
      {overallEstimateDays !== undefined && (
        <p className={styles.estimate}>
          <Icon name="truck" size="small" />
          {labels.overallEstimate(overallEstimateDays)}
        </p>
      )}
    </div>
  );
}
