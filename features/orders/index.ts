/**
 * The signed-in customer's orders (account `/account/orders`, `/account/orders-mobile`, `/account/orders/{uuid}`):
 * the list by page and status (`ordersPageOpened`, `ordersStatusChosen`, `ordersPageChosen`), one order
 * (`orderOpened` / `orderClosed`) followed live on the customer's private channel — each `order.updated` for it
 * reads it again — cancel of an unpaid order (`cancelRequested` → `cancelConfirmed`), reorder into this browser's
 * cart (the cart model loads it) and pay again (a new attempt, then the MB WAY or Multibanco page).
 * Toast texts are keys under `account.orders` in locales/*.json. Import it from the account's order pages only.
 */
export {
  $ordersQuery,
  $orders,
  $ordersMeta,
  $ordersStatus,
  $orderUuid,
  $order,
  $orderStatus,
  $cancelStatus,
  $reorderStatus,
  $reorderResult,
  $payAgainPending,
  $payAgainError,
  ordersPageOpened,
  ordersStatusChosen,
  ordersPageChosen,
  ordersRetried,
  orderOpened,
  orderClosed,
  orderRetried,
  cancelRequested,
  cancelDismissed,
  cancelConfirmed,
  reorderRequested,
  reorderNoticeDismissed,
  payAgainRequested,
} from './model';
export type { CancelStatus, LoadStatus, OrderLoadStatus, PayAgainError, ReorderStatus } from './model';
export { fetchOrdersFx, fetchAccountOrderFx, cancelOrderFx, reorderFx } from './api';
export type { OrdersQuery } from './api';
