import type { ReactNode } from 'react';
import type { AccountOrderView, FulfilmentStatus, ReorderResult, TrackedShipment } from '../../contract';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogLabels } from '../ConfirmDialog';
import { Countdown } from '../Countdown';
import { Icon } from '../Icon';
import { MultibancoReference, type MultibancoCopyField, type MultibancoReferenceLabels } from '../MultibancoReference';
import { OrderStatusBadge } from '../OrderList/OrderStatusBadge';
import type { OrderListItemLabels } from '../OrderList/OrderListItem';
import { formatOrderDate } from '../OrderList/OrderListItem';
import { OrderTotals, type OrderTotalsLabels } from '../OrderReview';
import { formatPrice } from '../Price/formatPrice';
import { ShipmentTimeline, type ShipmentTimelineLabels } from '../ShipmentTimeline';
import { PayAgain, type PayAgainLabels, type PayAgainProps } from './PayAgain';
import { ReorderNotice, type ReorderNoticeLabels } from './ReorderNotice';
import * as styles from './OrderDetail.css';

export interface OrderDetailLabels {
  /** Number, date, status and method words, shared with the list. */
  summary: Pick<OrderListItemLabels, 'orderNumber' | 'placedOn' | 'statuses' | 'methods' | 'itemCount'>;
  back: string;
  downloadInvoice: string;
  cancel: string;
  cancelDialog: ConfirmDialogLabels;
  cancelFailed: string;
  notCancellable: string;
  reorder: string;
  reorderFailed: string;
  reorderNotice: ReorderNoticeLabels;
  payAgain: PayAgainLabels;
  /** 'A referência expira em' (the countdown's name). */
  expiresIn: string;
  multibanco: MultibancoReferenceLabels;
  /** An MB WAY request still waiting: 'A aguardar a aprovação na app MB WAY.' */
  mbwayWaiting: string;
  shipments: string;
  /** 'Enviado por {{seller}}' */
  shippedBy: (seller: string) => string;
  officialStore: string;
  /** 'Entrega em 2-4 dias úteis' */
  deliveryEstimate: (estimate: string) => string;
  timeline: ShipmentTimelineLabels;
  /** 'Tamanho M · Azul · Qtd. 2' */
  lineDetails: (size: string, color: string, quantity: number) => string;
  totals: OrderTotalsLabels;
  totalsTitle: string;
  addressTitle: string;
  contactTitle: string;
  /** 'NIF 123456789' */
  nif: (nif: string) => string;
  paymentTitle: string;
  /** The attempt's status words: 'Pago', 'A aguardar', 'Expirado'… */
  paymentStatuses: Record<AccountOrderView['payment']['status'], string>;
  /**
   * Money given back on the payment, by why: returned lines ('Reembolso dos artigos devolvidos: 19,99 €')
   * are a part of the order, the other reasons the whole payment.
   */
  refund: Record<NonNullable<AccountOrderView['payment']['refund']>['reason'], (amount: number) => string>;
  /** Where that refund is: 'Em curso', 'Concluído', 'Falhou'. */
  refundStatuses: Record<NonNullable<AccountOrderView['payment']['refund']>['status'], string>;
}

export interface OrderDetailProps {
  order: AccountOrderView;
  /** The steps of a parcel that goes well (contract `FULFILMENT_STEPS`), drawn ahead of where each parcel is. */
  fulfilmentRoad: readonly FulfilmentStatus[];
  /** 1 when the order is the page (phones), 2 beside the list. */
  headingLevel?: 1 | 2;
  backHref?: string;
  /** The invoice of a paid order (null: none to download). */
  invoiceHref: string | null;
  cartHref: string;
  productHrefOf: (slug: string) => string;
  cancelState: 'idle' | 'confirming' | 'pending' | 'failed' | 'notCancellable';
  reorderState: 'idle' | 'pending' | 'failed';
  reorderResult: ReorderResult | null;
  payAgain: Pick<PayAgainProps, 'pending' | 'error'>;
  /** What comes after delivery (returns), from the app. */
  afterSales?: ReactNode;
  onBack?: (href: string) => void;
  onCancel: () => void;
  onCancelConfirm: () => void;
  onCancelDismiss: () => void;
  onReorder: () => void;
  onReorderDismiss: () => void;
  onPayAgain: PayAgainProps['onPay'];
  onCopy: (field: MultibancoCopyField, value: string) => void;
  /** The countdown's clock (stories freeze it). */
  now?: () => number;
  languageTag: string;
  labels: OrderDetailLabels;
}

/** A shipment still on its way: only it has an arrival to promise (not a cancelled, refunded or delivered one). */
const ON_ITS_WAY: ReadonlySet<FulfilmentStatus> = new Set(['pending_payment', 'paid', 'preparing', 'shipped']);

function ShipmentCard({ shipment, road, productHrefOf, languageTag, labels }: { shipment: TrackedShipment; road: readonly FulfilmentStatus[]; productHrefOf: (slug: string) => string; languageTag: string; labels: OrderDetailLabels }) {
  return (
    <li className={styles.shipment}>
      <div className={styles.shipmentHead}>
        <Icon name="package" />
        <div className={styles.shipmentTitle}>
          <p className={styles.seller}>
            {labels.shippedBy(shipment.seller_name)}
            {shipment.is_official && (
              <Badge tone="accent" icon="check">
                {labels.officialStore}
              </Badge>
            )}
          </p>
          <p className={styles.muted}>
            {shipment.method.name}
            {ON_ITS_WAY.has(shipment.fulfilment.status) && <> · {labels.deliveryEstimate(shipment.delivery_estimate)}</>}
          </p>
        </div>
      </div>
      <ShipmentTimeline fulfilment={shipment.fulfilment} road={road} languageTag={languageTag} labels={labels.timeline} />
      <ul className={styles.lines}>
        {shipment.lines.map((line) => (
          <li key={line.offer_id} className={styles.line}>
            {line.image ? <img className={styles.lineImage} src={line.image} alt="" width={64} height={85} loading="lazy" /> : <span className={styles.lineImage} aria-hidden="true" />}
            <div className={styles.lineText}>
              <a className={styles.lineName} href={productHrefOf(line.product_slug)}>
                {line.name}
              </a>
              {line.brand && <span className={styles.muted}>{line.brand}</span>}
              <span className={styles.muted}>{labels.lineDetails(line.size, line.color, line.quantity)}</span>
            </div>
            <span className={styles.lineTotal}>{formatPrice(line.line_total, languageTag)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * One order as its customer follows it: number, date and status; what can be done now (invoice, cancel,
 * reorder, pay again); a pending Multibanco reference with its countdown and copy buttons; each seller's
 * parcel with its timeline and lines; totals, address, contact and payment; then the after-sales slot.
 */
export function OrderDetail(props: OrderDetailProps) {
  const { order, headingLevel = 2, backHref, invoiceHref, cartHref, productHrefOf, cancelState, reorderState, reorderResult, payAgain, afterSales, languageTag, labels } = props;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  const reference = order.payment.reference;
  const pendingMultibanco = order.status === 'pending_payment' && order.payment.method === 'multibanco' && order.payment.status === 'pending' && reference !== null;
  const waitingMbway = order.status === 'pending_payment' && order.payment.method === 'mbway' && order.payment.status === 'pending';
  const address = order.shipping_address;
  return (
    <article className={styles.root} aria-labelledby="order-detail-title">
      {backHref && (
        <a
          className={styles.back}
          href={backHref}
          onClick={(event) => {
            if (!props.onBack || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            props.onBack(backHref);
          }}
        >
          <Icon name="chevron" size="small" direction="left" />
          {labels.back}
        </a>
      )}
      <header className={styles.header}>
        <div className={styles.titleRow}>
          <Title id="order-detail-title" className={styles.title}>
            {labels.summary.orderNumber(order.number)}
          </Title>
          <OrderStatusBadge status={order.status} label={labels.summary.statuses[order.status]} />
        </div>
        <p className={styles.muted}>
          {labels.summary.placedOn(formatOrderDate(order.created_at, languageTag))} · {labels.summary.methods[order.payment.method]} · {formatPrice(order.total, languageTag)}
        </p>
        <div className={styles.actions}>
          {invoiceHref && (
            <Button variant="secondary" size="small" icon="download" href={invoiceHref}>
              {labels.downloadInvoice}
            </Button>
          )}
          <Button variant="secondary" size="small" icon="refresh" disabled={reorderState === 'pending'} aria-busy={reorderState === 'pending' || undefined} onClick={props.onReorder}>
            {labels.reorder}
          </Button>
          {order.can_cancel && (
            <Button variant="ghost" size="small" icon="close" disabled={cancelState === 'pending'} onClick={props.onCancel}>
              {labels.cancel}
            </Button>
          )}
        </div>
        {cancelState === 'failed' && <p role="alert" className={styles.errorText}>{labels.cancelFailed}</p>}
        {cancelState === 'notCancellable' && <p role="alert" className={styles.errorText}>{labels.notCancellable}</p>}
        {reorderState === 'failed' && <p role="alert" className={styles.errorText}>{labels.reorderFailed}</p>}
      </header>
      {reorderResult && <ReorderNotice result={reorderResult} cartHref={cartHref} onDismiss={props.onReorderDismiss} labels={labels.reorderNotice} />}
      {pendingMultibanco && (
        <div className={styles.section}>
          <Countdown endsAt={reference.expires_at} label={labels.expiresIn} languageTag={languageTag} {...(props.now ? { now: props.now } : {})} />
          <MultibancoReference reference={reference} state="pending" email={order.contact.email} onCopy={props.onCopy} languageTag={languageTag} labels={labels.multibanco} />
        </div>
      )}
      {waitingMbway && (
        <p role="status" className={styles.notice({ tone: 'caution' })}>
          <Icon name="phone" />
          <span>{labels.mbwayWaiting}</span>
        </p>
      )}
      {order.can_pay && <PayAgain pending={payAgain.pending} error={payAgain.error} defaultPhone={order.contact.phone} onPay={props.onPayAgain} labels={labels.payAgain} />}
      <section className={styles.section} aria-labelledby="order-shipments-title">
        <Section id="order-shipments-title" className={styles.sectionTitle}>
          {labels.shipments}
        </Section>
        <ul className={styles.shipments}>
          {order.shipments.map((shipment) => (
            <ShipmentCard key={shipment.seller_id} shipment={shipment} road={props.fulfilmentRoad} productHrefOf={productHrefOf} languageTag={languageTag} labels={labels} />
          ))}
        </ul>
      </section>
      <div className={styles.facts}>
        <section className={styles.panel} aria-labelledby="order-totals-title">
          <Section id="order-totals-title" className={styles.sectionTitle}>
            {labels.totalsTitle}
          </Section>
          <OrderTotals
            totals={order}
            coupon={order.coupon}
            shippingBySeller={order.shipments.map((shipment) => ({ seller: shipment.seller_name, fee: shipment.fee }))}
            languageTag={languageTag}
            labels={labels.totals}
          />
        </section>
        <section className={styles.panel} aria-labelledby="order-address-title">
          <Section id="order-address-title" className={styles.sectionTitle}>
            {labels.addressTitle}
          </Section>
          <address className={styles.address}>
            <span>{order.contact.name}</span>
            <span>{address.street}</span>
            <span>
              {address.postal_code} {address.city}
            </span>
            {order.nif && <span>{labels.nif(order.nif)}</span>}
          </address>
          <Section className={styles.sectionTitle}>{labels.contactTitle}</Section>
          <p className={styles.address}>
            <span>{order.contact.email}</span>
            <span>{order.contact.phone}</span>
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="order-payment-title">
          <Section id="order-payment-title" className={styles.sectionTitle}>
            {labels.paymentTitle}
          </Section>
          <p className={styles.payment}>
            <Icon name={order.payment.method === 'mbway' ? 'phone' : 'atm'} />
            <span>{labels.summary.methods[order.payment.method]}</span>
            <span className={styles.muted}>{labels.paymentStatuses[order.payment.status]}</span>
          </p>
          {order.payment.refund && (
            <p className={styles.payment}>
              <Icon name="refresh" />
              <span>{labels.refund[order.payment.refund.reason](order.payment.refund.amount)}</span>
              <span className={styles.muted}>{labels.refundStatuses[order.payment.refund.status]}</span>
            </p>
          )}
        </section>
      </div>
      {afterSales}
      <ConfirmDialog open={cancelState === 'confirming' || cancelState === 'pending'} destructive labels={labels.cancelDialog} onConfirm={props.onCancelConfirm} onCancel={props.onCancelDismiss} />
    </article>
  );
}
