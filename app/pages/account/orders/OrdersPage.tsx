import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import { href } from '../../../routes/href';
import { Heading } from '../../../../ui/Heading';
import { OrdersListPanel } from './OrdersListPanel';
import * as styles from './Orders.css';

/** /account/orders: the customer's orders, newest first, by status and page; each opens at its own address. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <Heading level={1}>{t('account.nav.orders')}</Heading>
      <OrdersListPanel listPath={href('accountOrders', {}, locale)} />
    </div>
  );
}
