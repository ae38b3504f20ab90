import { useUnit } from 'effector-react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { $cartUuid } from '../../../features/cart';
import { $placedOrder } from '../../../features/checkout';
import { $cartRestored, $paymentAttempt, $paymentPageStatus, expiredPageOpened } from '../../../features/payment';
import type { PaymentAttempt } from '../../../features/payment';
import { CheckoutExpired } from '../../../ui/CheckoutExpired';
import type { CheckoutExpiredReason } from '../../../ui/CheckoutExpired';
import { orderNumberOf } from '../../../contract/realtime-channels';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildCheckoutExpiredLabels } from '../../shell/checkoutLabels';
import { NoPurchase, PurchasePageLoading, usePaymentPageOpened } from '../payment/shared';
import * as styles from '../payment/PaymentPages.css';

const reasonOf = (attempt: PaymentAttempt | null): CheckoutExpiredReason => {
  if (attempt?.status === 'timeout') return 'mbway_timeout';
  if (attempt?.status === 'declined') return 'declined';
  if (attempt?.status === 'expired' && attempt.method === 'multibanco') return 'reference_expired';
  return 'hold_expired';
};

/**
 * /checkout/expired (default layout, §2): what expired (the MB WAY window, the reference, the hold on the
 * goods), the cart given back to this browser, and the way to start again.
 */
export default function CheckoutExpiredPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const labels = useMemo(() => buildCheckoutExpiredLabels(t), [t]);
  const [status, attempt, placed, restored, cartUuid] = useUnit([$paymentPageStatus, $paymentAttempt, $placedOrder, $cartRestored, $cartUuid]);
  const opened = useUnit(expiredPageOpened);
  const open = useCallback(() => opened({ locale }), [opened, locale]);
  usePaymentPageOpened(locale, open);

  if (status === 'missing' || status === 'failed') return <NoPurchase failed={status === 'failed'} onRetry={open} />;
  if (status !== 'ready') return <PurchasePageLoading title={t('checkoutPages.expired.title')} />;
  const restoredCart = cartUuid ?? placed?.cartUuid ?? null;
  return (
    <div className={styles.page}>
      <CheckoutExpired
        reason={reasonOf(attempt)}
        {...(placed ? { orderNumber: orderNumberOf(placed.orderUuid) } : {})}
        cartRestored={restored}
        startAgainHref={restoredCart ? href('cart', { uuid: restoredCart }, locale) : href('cartHome', {}, locale)}
        continueShoppingHref={href('home', {}, locale)}
        labels={labels}
      />
    </div>
  );
}
