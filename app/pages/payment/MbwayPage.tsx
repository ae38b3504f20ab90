import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router-dom';
import { LANGUAGE_TAGS } from '../../../contract';
import { $connectionState } from '../../../features/realtime';
import {
  $isRetrying,
  $paymentAttempt,
  $paymentOutcome,
  $paymentPageStatus,
  $retryError,
  $retryPhone,
  mbwayPageOpened,
  mbwayWindowEnded,
  multibancoInsteadRequested,
  resendRequested,
  retryPhoneChanged,
} from '../../../features/payment';
import { MbwayPayment } from '../../../ui/MbwayPayment';
import type { MbwayPaymentState } from '../../../ui/MbwayPayment';
import { useLocale } from '../../i18n/useLocale';
import { href } from '../../routes/href';
import { buildMbwayPaymentLabels } from '../../shell/checkoutLabels';
import { paymentRetryErrorMessage } from '../checkout/messages';
import { mbwayPhoneValidator } from '../checkout/validators';
import { orderNumberOf } from '../../../contract/realtime-channels';
import { NoPurchase, PurchasePageLoading, usePaymentPageOpened } from './shared';
import * as styles from './PaymentPages.css';

/**
 * /payment/sibs/mbway (payment layout): the request waits on the shopper's phone with the approval window's
 * countdown and the live status (the checkout channel; polling only while it is down). On Timeout or
 * Declined: send again, or pay by Multibanco instead. Paid: the order toast and the success page (the
 * payment model). A reservation that ended for good leads to /checkout/expired.
 */
export default function MbwayPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const labels = useMemo(() => buildMbwayPaymentLabels(t), [t]);
  const validatePhone = useMemo(() => mbwayPhoneValidator(labels.errors.mbwayPhoneInvalid), [labels]);
  const [status, attempt, outcome, retrying, retryError, retryPhone, connection] = useUnit([
    $paymentPageStatus,
    $paymentAttempt,
    $paymentOutcome,
    $isRetrying,
    $retryError,
    $retryPhone,
    $connectionState,
  ]);
  const events = useUnit({ open: mbwayPageOpened, windowEnded: mbwayWindowEnded, resend: resendRequested, multibanco: multibancoInsteadRequested, phoneChanged: retryPhoneChanged });
  const open = useCallback(() => events.open({ locale }), [events, locale]);
  usePaymentPageOpened(locale, open);

  useEffect(() => {
    if (outcome === 'expired') void navigate(href('checkoutExpired', {}, locale), { replace: true });
  }, [outcome, navigate, locale]);

  if (status === 'missing' || status === 'failed') return <NoPurchase failed={status === 'failed'} onRetry={open} />;
  if (status !== 'ready' || attempt === null || attempt.method !== 'mbway') return <PurchasePageLoading title={t('checkoutPages.mbway.title')} />;

  // A phone the API refused for "send again": the number is asked again.
  const state: MbwayPaymentState =
    retryError?.code === 'invalidPhone'
      ? 'phone'
      : outcome === 'paid'
        ? 'approved'
        : outcome === 'timeout'
          ? 'timeout'
          : outcome === 'declined' || outcome === 'failed'
            ? 'declined'
            : attempt.transactionId === ''
              ? 'phone'
              : 'waiting';
  const message = retryError && retryError.code !== 'invalidPhone' ? paymentRetryErrorMessage(t, retryError) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checkoutPages.payment.heading', { number: orderNumberOf(attempt.orderUuid) })}</h1>
      <MbwayPayment
        state={state}
        amount={attempt.amount}
        phone={retryPhone}
        expiresAt={state === 'waiting' ? attempt.expiresAt : undefined}
        connection={connection === 'connected' ? 'live' : 'polling'}
        pending={retrying}
        errors={retryError?.code === 'invalidPhone' ? { mbway_phone: labels.errors.mbwayPhoneInvalid } : undefined}
        message={message}
        validatePhone={validatePhone}
        onSubmitPhone={(phone) => {
          events.phoneChanged(phone);
          events.resend();
        }}
        onSendAgain={() => events.resend()}
        onPayByMultibanco={() => events.multibanco()}
        onExpire={() => events.windowEnded()}
        languageTag={LANGUAGE_TAGS[locale]}
        labels={labels}
      />
    </div>
  );
}
