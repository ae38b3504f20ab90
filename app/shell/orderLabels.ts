import type { Translate } from '../i18n/translate';
import { FULFILMENT_STATUSES, ORDER_PAYMENT_METHODS, ORDER_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES } from '../../contract/constants';
import type { FulfilmentStatus, OrderPaymentMethod, OrderStatus, PaymentStatus } from '../../contract';
import type { OrderDetailLabels } from '../../ui/OrderDetail';
import type { OrderListLabels, OrderListItemLabels, OrderStatusFilterLabels } from '../../ui/OrderList';
import type { ShipmentTimelineLabels } from '../../ui/ShipmentTimeline';
import { buildMultibancoReferenceLabels, buildOrderTotalsLabels } from './checkoutLabels';
import { sellerNameText } from './commerceLabels';

/** The account's order texts (`account.orders.*` in locales/, with the purchase's shared ones); the workbench calls the same builders. */

const each = <K extends string>(keys: readonly K[], text: (key: K) => string) => Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;

export const orderStatusLabels = (t: Translate): Record<OrderStatus, string> => each(ORDER_STATUSES, (status) => t(`account.orders.status.${status}`));
const methodLabels = (t: Translate): Record<OrderPaymentMethod, string> => each(ORDER_PAYMENT_METHODS, (method) => t(`account.orders.method.${method}`));

export function buildOrderListItemLabels(t: Translate): OrderListItemLabels {
  return {
    orderNumber: (number) => t('checkout.success.orderNumber', { number }),
    placedOn: (date) => t('account.orders.placedOn', { date }),
    itemCount: (count) => t('cartView.itemCount', { count }),
    statuses: orderStatusLabels(t),
    methods: methodLabels(t),
  };
}

export function buildOrderListLabels(t: Translate): OrderListLabels {
  return {
    item: buildOrderListItemLabels(t),
    title: t('account.orders.title'),
    loading: t('account.orders.loading'),
    emptyTitle: t('account.empty.orders.title'),
    emptyText: t('account.empty.orders.text'),
    emptyFilteredText: t('account.orders.emptyFiltered'),
    shopNow: t('account.empty.orders.action'),
    errorText: t('account.orders.loadFailed'),
    retry: t('account.orders.retry'),
    pagination: t('account.orders.pagination'),
    previous: t('account.orders.previous'),
    next: t('account.orders.next'),
    pageOf: (page, pages) => t('account.orders.pageOf', { page, pages }),
  };
}

export function buildOrderStatusFilterLabels(t: Translate): OrderStatusFilterLabels {
  return { title: t('account.orders.filter.title'), all: t('account.orders.filter.all'), statuses: orderStatusLabels(t) };
}

export function buildShipmentTimelineLabels(t: Translate): ShipmentTimelineLabels {
  return {
    title: t('account.orders.timeline.title'),
    steps: each<FulfilmentStatus>(FULFILMENT_STATUSES, (status) => t(`account.orders.timeline.step.${status}`)),
    current: t('account.orders.timeline.current'),
    upcoming: t('account.orders.timeline.upcoming'),
    carrier: (carrier) => t('account.orders.timeline.carrier', { carrier }),
    trackingNumber: (number) => t('account.orders.timeline.tracking', { number }),
  };
}

export function buildOrderDetailLabels(t: Translate): OrderDetailLabels {
  const item = buildOrderListItemLabels(t);
  return {
    summary: item,
    back: t('account.orders.back'),
    downloadInvoice: t('account.orders.invoice'),
    cancel: t('account.orders.cancel.action'),
    cancelDialog: {
      title: t('account.orders.cancel.title'),
      description: t('account.orders.cancel.description'),
      confirm: t('account.orders.cancel.confirm'),
      cancel: t('account.orders.cancel.keep'),
      close: t('account.orders.cancel.close'),
    },
    cancelFailed: t('account.orders.cancel.failed'),
    notCancellable: t('account.orders.cancel.notCancellable'),
    reorder: t('account.orders.reorder.action'),
    reorderFailed: t('account.orders.reorder.failed'),
    reorderNotice: {
      added: (count) => t('account.orders.reorder.added', { count }),
      short: (name, quantity) => t('account.orders.reorder.short', { name, quantity }),
      goneTitle: t('account.orders.reorder.goneTitle'),
      noneAvailable: t('account.orders.reorder.none'),
      viewCart: t('account.orders.reorder.viewCart'),
      dismiss: t('account.orders.reorder.dismiss'),
    },
    payAgain: {
      title: t('account.orders.payAgain.title'),
      text: t('account.orders.payAgain.text'),
      payByMultibanco: t('account.orders.payAgain.multibanco'),
      payByMbway: t('account.orders.payAgain.mbway'),
      mbwayPhone: t('account.orders.payAgain.phone'),
      invalidPhone: t('account.orders.payAgain.invalidPhone'),
      refused: t('account.orders.payAgain.refused'),
      failed: t('account.orders.payAgain.failed'),
    },
    expiresIn: t('account.orders.expiresIn'),
    multibanco: buildMultibancoReferenceLabels(t),
    mbwayWaiting: t('account.orders.mbwayWaiting'),
    shipments: t('checkout.success.shipments'),
    shippedBy: (seller) => t('checkout.success.shippedBy', { seller: sellerNameText(t, seller) }),
    officialStore: t('product.officialStore'),
    deliveryEstimate: (estimate) => t('checkout.success.deliveryEstimate', { estimate }),
    timeline: buildShipmentTimelineLabels(t),
    lineDetails: (size, color, quantity) => t('account.orders.lineDetails', { size, color, quantity }),
    totals: buildOrderTotalsLabels(t),
    totalsTitle: t('account.orders.totalsTitle'),
    addressTitle: t('account.orders.addressTitle'),
    contactTitle: t('account.orders.contactTitle'),
    nif: (nif) => t('account.orders.nif', { nif }),
    paymentTitle: t('account.orders.paymentTitle'),
    paymentStatuses: each<PaymentStatus>(PAYMENT_STATUSES, (status) => t(`account.orders.paymentStatus.${status}`)),
    refund: {
      return: (amount) => t('account.orders.refund.return', { amount }),
      paid_after_expiry: (amount) => t('account.orders.refund.paid_after_expiry', { amount }),
      duplicate_payment: (amount) => t('account.orders.refund.duplicate_payment', { amount }),
    },
    refundStatuses: each(REFUND_STATUSES, (status) => t(`account.orders.refundStatus.${status}`)),
  };
}
