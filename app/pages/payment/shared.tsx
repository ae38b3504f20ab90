import { createEvent, sample } from 'effector';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import { $cartUuid } from '../../../features/cart';
import { $paymentClipboard } from '../../../features/payment';
import type { PaymentClipboard } from '../../../features/payment';
import { CheckoutSkeleton } from '../../../ui/CheckoutSkeleton';
import { EmptyState } from '../../../ui/EmptyState';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { useOpenedWhenReady } from '../checkout/usePurchasePage';
import * as styles from './PaymentPages.css';

const clipboardSet = createEvent<PaymentClipboard | null>();
sample({ clock: clipboardSet, target: $paymentClipboard });

const browserClipboard = (): PaymentClipboard | null =>
  typeof navigator !== 'undefined' && navigator.clipboard ? (text) => navigator.clipboard.writeText(text) : null;

/**
 * Opens a payment page's model once the browser runs it (the order lives in this tab's session storage),
 * with the browser's clipboard handed to the payment model first (the reference's copy buttons).
 */
export function usePaymentPageOpened(key: string, open: () => void): boolean {
  const setClipboard = useUnit(clipboardSet);
  const opened = useCallback(() => {
    setClipboard(browserClipboard());
    open();
  }, [setClipboard, open]);
  return useOpenedWhenReady(key, opened);
}

/** A purchase page's heading and its skeleton: what the server renders, and the page while its order loads. */
export function PurchasePageLoading({ title, steps = 1 }: { title: string; steps?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <CheckoutSkeleton steps={steps} labels={{ loading: t('checkoutPages.loading') }} />
    </div>
  );
}

/**
 * The page was opened without an order of this browser behind it (typed by hand, another browser's link,
 * the tab's session ended): says so and leads back to the cart.
 */
export function NoPurchase({ failed = false, onRetry }: { failed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cartUuid = useUnit($cartUuid);
  const cartHref = cartUuid ? href('cart', { uuid: cartUuid }, locale) : href('cartHome', {}, locale);
  return (
    <div className={styles.page}>
      <EmptyState
        icon="cart"
        headingLevel={1}
        title={t(failed ? 'checkoutPages.failed.title' : 'checkoutPages.missing.title')}
        text={t(failed ? 'checkoutPages.failed.text' : 'checkoutPages.missing.text')}
        action={failed && onRetry ? { label: t('checkoutPages.failed.retry'), onClick: onRetry } : { label: t('checkoutPages.missing.back'), href: cartHref }}
        secondaryAction={{ label: t('checkoutPages.missing.home'), href: href('home', {}, locale) }}
      />
    </div>
  );
}
