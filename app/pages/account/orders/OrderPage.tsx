import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_ORDER_API_PATHS, FULFILMENT_STEPS, LANGUAGE_TAGS } from '../../../../contract/constants';
import type { AccountOrderView } from '../../../../contract';
import { $apiBaseUrl } from '../../../../features/api-client';
import {
  $cancelStatus,
  $order,
  $orderStatus,
  $payAgainError,
  $payAgainPending,
  $reorderResult,
  $reorderStatus,
  cancelConfirmed,
  cancelDismissed,
  cancelRequested,
  orderClosed,
  orderOpened,
  orderRetried,
  payAgainRequested,
  reorderNoticeDismissed,
  reorderRequested,
} from '../../../../features/orders';
import { PAYMENT_TEXT_KEYS } from '../../../../features/payment';
import { toastShown } from '../../../../features/toasts';
import { Button } from '../../../../ui/Button';
import { EmptyState } from '../../../../ui/EmptyState';
import type { MultibancoCopyField } from '../../../../ui/MultibancoReference';
import { OrderDetail } from '../../../../ui/OrderDetail';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { orderWithShippingNames } from '../../../shell/checkoutLabels';
import { buildOrderDetailLabels } from '../../../shell/orderLabels';
import { OrderAfterSales } from './AfterSales';
import { OrdersListPanel } from './OrdersListPanel';
import * as styles from './Orders.css';

/** A paid order has an invoice; one whose whole payment was given back has none (a refund of returned lines keeps it). */
const invoiced = (order: AccountOrderView) => order.status === 'paid' || (order.status === 'paid_after_expiry' && order.payment.refund?.reason !== 'paid_after_expiry');

/**
 * /account/orders/{uuid}: one order of the customer, beside their list from the desktop breakpoint and alone
 * on a phone. It follows the order live while open (the customer's channel), and offers what the order
 * allows now: the invoice, cancel (asked first), reorder, pay again, the Multibanco reference to pay.
 */
export default function OrderPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { uuid = '' } = useParams();
  const labels = useMemo(() => buildOrderDetailLabels(t), [t]);
  const [found, status, cancelStatus, reorderStatus, reorderResult, payPending, payError, apiBaseUrl] = useUnit([
    $order,
    $orderStatus,
    $cancelStatus,
    $reorderStatus,
    $reorderResult,
    $payAgainPending,
    $payAgainError,
    $apiBaseUrl,
  ]);
  const events = useUnit({
    open: orderOpened,
    close: orderClosed,
    retry: orderRetried,
    cancel: cancelRequested,
    cancelConfirmed,
    cancelDismissed,
    reorder: reorderRequested,
    reorderDismissed: reorderNoticeDismissed,
    payAgain: payAgainRequested,
    toast: toastShown,
  });
  const order = useMemo(() => (found && found.order_uuid === uuid ? orderWithShippingNames(found, t) : null), [found, uuid, t]);

  useEffect(() => {
    events.open({ orderUuid: uuid, locale });
  }, [events, uuid, locale]);
  useEffect(() => () => events.close(), [events]);

  const copy = (field: MultibancoCopyField, value: string) => {
    navigator.clipboard.writeText(value).then(
      () => events.toast({ level: 'success', title: { key: PAYMENT_TEXT_KEYS.copied[field] } }),
      () => events.toast({ level: 'error', title: { key: PAYMENT_TEXT_KEYS.copyFailed } }),
    );
  };
  const listHref = href('accountOrders', {}, locale);

  let body;
  if (status === 'notFound') {
    body = <EmptyState icon="package" headingLevel={1} title={t('account.orders.notFound')} text={t('account.empty.orders.text')} action={{ label: t('account.orders.back'), href: listHref }} />;
  } else if (status === 'failed' && order === null) {
    body = (
      <div role="alert" className={styles.state}>
        <p>{t('account.orders.detailFailed')}</p>
        <div>
          <Button variant="secondary" icon="refresh" onClick={() => events.retry()}>
            {t('account.orders.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (order === null) {
    body = (
      <div role="status" aria-busy="true" className={styles.state}>
        <VisuallyHidden>{t('account.orders.detailLoading')}</VisuallyHidden>
        <span className={styles.skeleton} aria-hidden="true" />
      </div>
    );
  } else {
    body = (
      <OrderDetail
        order={order}
        fulfilmentRoad={FULFILMENT_STEPS}
        headingLevel={1}
        backHref={listHref}
        onBack={(target) => void navigate(target)}
        invoiceHref={invoiced(order) ? `${apiBaseUrl}${ACCOUNT_ORDER_API_PATHS.invoice(order.order_uuid)}` : null}
        cartHref={href('cartHome', {}, locale)}
        productHrefOf={(slug) => href('product', { slug }, locale)}
        cancelState={cancelStatus}
        reorderState={reorderStatus}
        reorderResult={reorderResult}
        payAgain={{ pending: payPending, error: payError }}
        afterSales={<OrderAfterSales order={order} />}
        onCancel={() => events.cancel()}
        onCancelConfirm={() => events.cancelConfirmed()}
        onCancelDismiss={() => events.cancelDismissed()}
        onReorder={() => events.reorder()}
        onReorderDismiss={() => events.reorderDismissed()}
        onPayAgain={(request) => events.payAgain(request)}
        onCopy={copy}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={labels}
      />
    );
  }
  return (
    <div className={styles.split}>
      <OrdersListPanel listPath={null} className={styles.sideList} />
      <div>{body}</div>
    </div>
  );
}

