import { useId } from 'react';
import type { OrderView } from '../../contract';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { formatPrice } from '../Price/formatPrice';
import * as styles from './OrderSuccess.css';

/** What the success page needs of an order (`GET /v1/orders/{orderUuid}`). */
export type OrderSuccessOrder = Pick<OrderView, 'order_uuid' | 'status' | 'contact' | 'total' | 'shipments'> & { payment?: Pick<OrderView['payment'], 'method'> };

export interface OrderSuccessLabels {
  /** 'Obrigado pela sua encomenda!' */
  title: string;
  /** A placed order not yet paid (a Multibanco reference waiting): 'Encomenda registada'. */
  pendingTitle: string;
  /** 'Encomenda #{{number}}' */
  orderNumber: (number: string) => string;
  /** 'Enviámos a confirmação para {{email}}.' */
  emailSent: (email: string) => string;
  /** 'Total pago' */
  totalPaid: string;
  /** 'Total a pagar' */
  totalDue: string;
  /** 'Envios' */
  shipments: string;
  /** 'Enviado por {{seller}}', given the seller's name as it is (the official store's named in the page's language). */
  shippedBy: (seller: string) => string;
  itemCount: (count: number) => string;
  /** 'Chega em 2-4 dias úteis', given the estimate. */
  deliveryEstimate: (estimate: string) => string;
  /** 'O que acontece a seguir' */
  nextTitle: string;
  nextSteps: readonly string[];
  continueShopping: string;
  /** 'Ver as minhas encomendas' */
  viewOrders: string;
}

export interface OrderSuccessProps {
  order: OrderSuccessOrder;
  /** §8 the order's number as the toast and the e-mails give it (the page computes it with contract's `orderNumberOf`). */
  orderNumber: string;
  continueShoppingHref: string;
  /** The account's orders, for a signed-in customer. */
  ordersHref?: string;
  languageTag: string;
  labels: OrderSuccessLabels;
}

/**
 * The order placed: its number, where the confirmation went, one card per seller's parcel with the
 * method and estimate, what happens next, and the way back to shopping.
 */
export function OrderSuccess({ order, orderNumber, continueShoppingHref, ordersHref, languageTag, labels }: OrderSuccessProps) {
  const titleId = useId();
  const paid = order.status === 'paid';
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.hero}>
        <span className={styles.badge({ paid })} aria-hidden="true">
          <Icon name={paid ? 'check-circle' : 'clock'} size="large" />
        </span>
        <h1 id={titleId} className={styles.title}>
          {paid ? labels.title : labels.pendingTitle}
        </h1>
        <p className={styles.number}>{labels.orderNumber(orderNumber)}</p>
        <p className={styles.email}>
          <Icon name="mail" size="small" />
          <span>{labels.emailSent(order.contact.email)}</span>
        </p>
      </div>
      <p className={styles.total}>
        <span>{paid ? labels.totalPaid : labels.totalDue}</span>
        <span className={styles.totalAmount}>{formatPrice(order.total, languageTag)}</span>
      </p>
      <div className={styles.block}>
        <h2 className={styles.blockTitle}>{labels.shipments}</h2>
        <ul className={styles.shipments}>
          {order.shipments.map((shipment) => {
            const count = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
            return (
              <li key={shipment.seller_id} className={styles.shipment}>
                <div className={styles.shipmentHeader}>
                  <Icon name="package" />
                  <div className={styles.shipmentText}>
                    <p className={styles.seller}>{labels.shippedBy(shipment.seller_name)}</p>
                    <p className={styles.meta}>
                      {labels.itemCount(count)} · {shipment.method.name}
                    </p>
                  </div>
                </div>
                <p className={styles.estimate}>
                  <Icon name="truck" size="small" />
                  {labels.deliveryEstimate(shipment.delivery_estimate)}
                </p>
                <ul className={styles.thumbnails} aria-hidden="true">
                  {shipment.lines.slice(0, 5).map((line) => (
                    <li key={line.offer_id} className={styles.thumbnail}>
                      {line.image && <img className={styles.thumbnailImage} src={line.image} alt="" width={40} height={53} loading="lazy" />}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
      <div className={styles.block}>
        <h2 className={styles.blockTitle}>{labels.nextTitle}</h2>
        <ol className={styles.next}>
          {labels.nextSteps.map((step, index) => (
            <li key={step} className={styles.nextStep}>
              <span className={styles.nextNumber} aria-hidden="true">
                {index + 1}
              </span>
              <span>{step}</span>
            </li>
          ))}
        </ol>
      </div>
      <div className={styles.actions}>
        <Button variant="primary" href={continueShoppingHref}>
          {labels.continueShopping}
        </Button>
        {ordersHref && (
          <Button variant="secondary" href={ordersHref}>
            {labels.viewOrders}
          </Button>
        )}
      </div>
    </section>
  );
}
