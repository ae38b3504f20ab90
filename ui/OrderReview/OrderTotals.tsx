import { formatPrice } from '../Price/formatPrice';
import * as styles from './OrderTotals.css';

/** The amounts of a checkout or of a placed order (both name them alike), all VAT included. */
export interface OrderTotalsValues {
  subtotal: number;
  discount: number;
  shipping: number;
  store_credit: number;
  vat_included: number;
  total: number;
}

/** One seller's shipping fee, listed under the shipping line when the order has several parcels. */
export interface ShippingFeeLine {
  seller: string;
  fee: number;
}

export interface OrderTotalsLabels {
  subtotal: string;
  shipping: string;
  /** A fee of 0: 'Grátis'. */
  free: string;
  /** 'Desconto (VERAO10)' */
  discount: (code: string) => string;
  storeCredit: string;
  total: string;
  /** 'IVA incluído: 4,60 €', given the formatted VAT amount. */
  vatIncluded: (amount: string) => string;
}

export interface OrderTotalsProps {
  totals: OrderTotalsValues;
  /** The coupon that takes `totals.discount` off; without a code the discount row still shows when above 0. */
  coupon?: { code: string } | null;
  /** The fee of each seller's parcel; listed when there are two or more. */
  shippingBySeller?: readonly ShippingFeeLine[];
  languageTag: string;
  labels: OrderTotalsLabels;
}

/** Subtotal, shipping (per seller when several), discount, store credit, the total and the VAT inside it. */
export function OrderTotals({ totals, coupon, shippingBySeller = [], languageTag, labels }: OrderTotalsProps) {
  const price = (amount: number) => formatPrice(amount, languageTag);
  const fee = (amount: number) => (amount === 0 ? labels.free : price(amount));
  return (
    <div className={styles.root}>
    <dl className={styles.list}>
      <div className={styles.row}>
        <dt>{labels.subtotal}</dt>
        <dd className={styles.amount}>{price(totals.subtotal)}</dd>
      </div>
      <div className={styles.row}>
        <dt>{labels.shipping}</dt>
        <dd className={styles.amount} data-free={totals.shipping === 0 || undefined}>
          {fee(totals.shipping)}
        </dd>
      </div>
      {shippingBySeller.length > 1 &&
        shippingBySeller.map((line) => (
          <div key={line.seller} className={styles.subRow}>
            <dt className={styles.subName}>{line.seller}</dt>
            <dd className={styles.subAmount}>{fee(line.fee)}</dd>
          </div>
        ))}
      {totals.discount > 0 && (
        <div className={styles.row}>
          <dt className={styles.discountName}>{coupon ? labels.discount(coupon.code) : labels.discount('')}</dt>
          <dd className={styles.discountAmount}>{price(-totals.discount)}</dd>
        </div>
      )}
      {totals.store_credit > 0 && (
        <div className={styles.row}>
          <dt className={styles.discountName}>{labels.storeCredit}</dt>
          <dd className={styles.discountAmount}>{price(-totals.store_credit)}</dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>{labels.total}</dt>
        <dd className={styles.totalAmount}>{price(totals.total)}</dd>
      </div>
    </dl>
    <p className={styles.vat}>{labels.vatIncluded(price(totals.vat_included))}</p>
    </div>
  );
}
