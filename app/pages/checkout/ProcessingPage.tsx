import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from 'react-router-dom';
import { $paymentAttempt, $paymentOutcome, $paymentPageStatus, processingPageOpened } from '../../../features/payment';
import { PaymentProcessing } from '../../../ui/PaymentProcessing';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildPaymentProcessingLabels } from '../../shell/checkoutLabels';
import { NoPurchase, usePaymentPageOpened } from '../payment/shared';
import * as styles from '../payment/PaymentPages.css';

/** Beyond the spec: after this long the page says the wait is longer than usual (it keeps waiting). */
const SLOW_AFTER_MS = 20_000;

/**
 * /checkout/processing/{transactionId} (checkout layout): waits for the attempt's final state — live on the
 * checkout channel, polling only while it is down — then moves on: paid → the order toast and the success
 * page (the payment model); expired → /checkout/expired; not approved or declined → its payment page, which
 * offers to try again.
 */
export default function ProcessingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { transactionId = '' } = useParams();
  const labels = useMemo(() => buildPaymentProcessingLabels(t), [t]);
  const [status, attempt, outcome] = useUnit([$paymentPageStatus, $paymentAttempt, $paymentOutcome]);
  const opened = useUnit(processingPageOpened);
  const open = useCallback(() => opened({ transactionId, locale }), [opened, transactionId, locale]);
  const ready = usePaymentPageOpened(`${transactionId}:${locale}`, open);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);

  useEffect(() => {
    if (attempt === null || outcome === null || outcome === 'waiting' || outcome === 'paid') return;
    const to = outcome === 'expired' ? href('checkoutExpired', {}, locale) : href(attempt.method === 'mbway' ? 'paymentMbway' : 'paymentMultibanco', {}, locale);
    void navigate(to, { replace: true });
  }, [attempt, outcome, navigate, locale]);

  if (status === 'missing' || status === 'failed') return <NoPurchase failed={status === 'failed'} onRetry={open} />;
  return (
    <div className={styles.page}>
      <VisuallyHidden>
        <h1>{t('checkoutPages.processing.title')}</h1>
      </VisuallyHidden>
      <PaymentProcessing {...(attempt ? { method: attempt.method } : {})} slow={slow} labels={labels} />
    </div>
  );
}
