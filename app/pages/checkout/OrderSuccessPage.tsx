import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ORDER_LINK_TOKEN_PARAM } from '../../../contract/constants';
import { orderSuccessOpened } from '../../../features/payment';
import { useLocale } from '../../i18n/useLocale';
import { usePaymentPageOpened } from '../payment/shared';
import { SuccessView } from './SuccessView';

/**
 * /order/success/{uuid} (checkout layout): the order — its owner's session or customer, or the signed link
 * (`?token=`) the paid order's redirect and the confirmation e-mail carry — with its shipments and estimates.
 */
export default function OrderSuccessPage() {
  const locale = useLocale();
  const { uuid = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get(ORDER_LINK_TOKEN_PARAM);
  const opened = useUnit(orderSuccessOpened);
  const open = useCallback(() => opened({ orderUuid: uuid, locale, token }), [opened, uuid, locale, token]);
  usePaymentPageOpened(`${uuid}:${locale}`, open);
  return <SuccessView onRetry={open} />;
}
