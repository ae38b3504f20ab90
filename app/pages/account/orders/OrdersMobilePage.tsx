import { OrdersListPage } from './OrdersPage';

/** /account/orders-mobile: the small screen's order list; an order opens full screen at its own address. */
export default function OrdersMobilePage() {
  return <OrdersListPage route="accountOrdersMobile" />;
}
