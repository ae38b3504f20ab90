import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { checkoutSuccessOpened } from '../../../features/payment';
import { useLocale } from '../../i18n/useLocale';
import { usePaymentPageOpened } from '../payment/shared';
import { SuccessView } from './SuccessView';

/** /checkout/success (default layout, §2): the order this browser placed last. */
export default function CheckoutSuccessPage() {
  const locale = useLocale();
  const opened = useUnit(checkoutSuccessOpened);
  const open = useCallback(() => opened({ locale }), [opened, locale]);
  usePaymentPageOpened(locale, open);
  return <SuccessView onRetry={open} />;
}
