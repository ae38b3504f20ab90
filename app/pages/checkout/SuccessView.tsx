import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { LANGUAGE_TAGS } from '../../../contract';
import { orderNumberOf } from '../../../contract/realtime-channels';
import { $isAuthenticated } from '../../../features/auth';
import { $successOrder, $successStatus } from '../../../features/payment';
import { OrderSuccess } from '../../../ui/OrderSuccess';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildOrderSuccessLabels, orderWithShippingNames } from '../../shell/checkoutLabels';
import { NoPurchase, PurchasePageLoading } from '../payment/shared';
import * as styles from '../payment/PaymentPages.css';

/** The order of a success page, once read: its number, contact, total, shipments with estimates and what happens next. */
export function SuccessView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labels = useMemo(() => buildOrderSuccessLabels(t), [t]);
  const [status, loadedOrder, signedIn] = useUnit([$successStatus, $successOrder, $isAuthenticated]);
  // The API names its shipping methods in Portuguese; the page shows them in its language.
  const order = useMemo(() => (loadedOrder ? orderWithShippingNames(loadedOrder, t) : null), [loadedOrder, t]);
  if (status === 'missing' || status === 'failed') return <NoPurchase failed={status === 'failed'} onRetry={onRetry} />;
  if (status !== 'ready' || order === null) return <PurchasePageLoading title={t('checkoutPages.orderSuccess.title')} />;
  return (
    <div className={styles.page}>
      <OrderSuccess
        order={order}
        orderNumber={orderNumberOf(order.order_uuid)}
        continueShoppingHref={href('home', {}, locale)}
        {...(signedIn ? { ordersHref: href('accountOrders', {}, locale) } : {})}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={labels}
      />
    </div>
  );
}
