import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../../contract';
import { $placedOrder } from '../../../features/checkout';
import { $paymentAttempt, $paymentOutcome, $paymentPageStatus, copyRequested, multibancoPageOpened } from '../../../features/payment';
import { MultibancoReference } from '../../../ui/MultibancoReference';
import { orderNumberOf } from '../../../contract/realtime-channels';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildMultibancoReferenceLabels } from '../../shell/checkoutLabels';
import { NoPurchase, PurchasePageLoading, usePaymentPageOpened } from './shared';
import * as styles from './PaymentPages.css';

/**
 * /payment/sibs/multibanco (payment layout): entity, reference (`123 456 789`), amount and the date and time
 * it must be paid by, each with a copy button and its toast; how to pay at an ATM or in a banking app; the
 * e-mail the reference was also sent to. The page follows the payment live (the checkout channel; polling
 * only while it is down): paid → the order toast and the success page; expired → /checkout/expired.
 */
export default function MultibancoPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const labels = useMemo(() => buildMultibancoReferenceLabels(t), [t]);
  const [status, attempt, outcome, placed] = useUnit([$paymentPageStatus, $paymentAttempt, $paymentOutcome, $placedOrder]);
  const events = useUnit({ open: multibancoPageOpened, copy: copyRequested });
  const open = useCallback(() => events.open({ locale }), [events, locale]);
  usePaymentPageOpened(locale, open);

  useEffect(() => {
    if (outcome === 'expired') void navigate(href('checkoutExpired', {}, locale), { replace: true });
  }, [outcome, navigate, locale]);

  if (status === 'missing' || status === 'failed') return <NoPurchase failed={status === 'failed'} onRetry={open} />;
  if (status !== 'ready' || attempt === null || attempt.method !== 'multibanco' || attempt.reference === null) {
    return <PurchasePageLoading title={t('checkoutPages.multibanco.title')} />;
  }
  const state = outcome === 'paid' ? 'paid' : outcome === 'expired' ? 'expired' : 'pending';
  const email = placed !== null && placed.orderUuid === attempt.orderUuid ? placed.email : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checkoutPages.payment.heading', { number: orderNumberOf(attempt.orderUuid) })}</h1>
      <MultibancoReference
        reference={attempt.reference}
        state={state}
        email={email}
        onCopy={(field) => events.copy(field)}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={labels}
      />
    </div>
  );
}
