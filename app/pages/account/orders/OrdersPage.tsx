import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { Heading } from '../../../../ui/Heading';
import { OrdersListPanel } from './OrdersListPanel';
import * as styles from './Orders.css';

/** The order list at its own address (the filter and page in its query); each order opens at its own address. */
export function OrdersListPage({ route }: { route: 'accountOrders' | 'accountOrdersMobile' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.orders')}</Heading>
      <OrdersListPanel listPath={href(route, {}, locale)} />
    </div>
  );
}

/** /account/orders: the customer's orders, newest first, by status and page. */
export default function OrdersPage() {
  return <OrdersListPage route="accountOrders" />;
}
