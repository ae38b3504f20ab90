import { sample } from 'effector';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import type { AccountOrderView, TrackedShipment } from '../../../../contract';
import { LANGUAGE_TAGS } from '../../../../contract/constants';
import { RETURN_WINDOW_DAYS, withinReturnWindow } from '../../../../contract/after-sales-constants';
import {
  $orderReturns,
  $returnableLines,
  $returnDialogOpen,
  $returnLineErrors,
  $returnsStatus,
  $returnSubmitStatus,
  afterSalesOpened,
  returnDialogClosed,
  returnDialogOpened,
  returnRequested,
  returnSubmitted,
} from '../../../../features/returns';
import { toastShown } from '../../../../features/toasts';
import { Button } from '../../../../ui/Button';
import { Heading } from '../../../../ui/Heading';
import { ReturnRequestForm } from '../../../../ui/ReturnRequestForm';
import { ReturnStatus } from '../../../../ui/ReturnStatus';
import { Text } from '../../../../ui/Text';
import { useTranslation } from '../../../i18n/react';
import { useLocale } from '../../../i18n/useLocale';
import {
  buildReturnRequestFormLabels,
  buildReturnStatusLabels,
  returnDay,
  returnFailedMessage,
  returnFormLines,
  returnItems,
  returnLineError,
  returnStepDates,
} from '../../../shell/returnLabels';
import * as styles from './AfterSales.css';

// An accepted request is confirmed in a toast (the e-mail follows).
sample({ clock: returnRequested, fn: () => ({ level: 'success' as const, title: { key: 'returns.afterSales.requested' } }), target: toastShown });

/** What the section reads of the account's order detail: its parcels with their fulfilment. */
export type AfterSalesOrder = Pick<AccountOrderView, 'order_uuid' | 'status'> & { shipments: Array<Pick<TrackedShipment, 'seller_id' | 'fulfilment'>> };

/** When a parcel reached the customer (its fulfilment's delivered step), or null while it has not. */
const deliveredAt = (shipment: Pick<TrackedShipment, 'fulfilment'>) => shipment.fulfilment.timeline.find((event) => event.status === 'delivered')?.at ?? null;

/**
 * An order's returns on its account page: the "Return items" button while a delivered parcel is inside
 * the withdrawal window (the API says which lines and how many), the request form in a dialog, and each
 * request's status timeline. Read again whenever the order changes (a live update moves a shipment).
 */
export function OrderAfterSales({ order }: { order: AfterSalesOrder }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const languageTag = LANGUAGE_TAGS[locale];
  const [returns, returnable, status, dialogOpen, submitStatus, lineErrors, opened, openDialog, closeDialog, submit] = useUnit([
    $orderReturns,
    $returnableLines,
    $returnsStatus,
    $returnDialogOpen,
    $returnSubmitStatus,
    $returnLineErrors,
    afterSalesOpened,
    returnDialogOpened,
    returnDialogClosed,
    returnSubmitted,
  ]);

  // Any change of the order's or its parcels' state may change what can be returned.
  const signature = `${order.order_uuid}|${order.status}|${order.shipments.map((shipment) => `${shipment.seller_id}:${shipment.fulfilment.status}:${deliveredAt(shipment) ?? ''}`).join(',')}`;
  useEffect(() => {
    opened({ orderUuid: order.order_uuid });
  }, [signature, opened, order.order_uuid]);

  const formLabels = useMemo(() => buildReturnRequestFormLabels(t), [t]);
  const formLines = useMemo(() => returnFormLines(t, languageTag, returnable), [t, languageTag, returnable]);
  const errors = useMemo(
    () => Object.fromEntries(Object.entries(lineErrors).map(([offerId, error]) => [Number(offerId), returnLineError(t, error.field, error.max)])),
    [lineErrors, t],
  );

  const delivered = order.shipments.map(deliveredAt).filter((at) => at !== null);
  const windowOpen = delivered.some((at) => withinReturnWindow(at));
  const lastDay = returnable.reduce<string | null>((latest, line) => (latest === null || line.return_by > latest ? line.return_by : latest), null);
  if (returns.length === 0 && delivered.length === 0 && returnable.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby={`returns-${order.order_uuid}`}>
      <div className={styles.header}>
        <Heading level={2} size="medium" id={`returns-${order.order_uuid}`}>
          {t('returns.afterSales.title')}
        </Heading>
        {returnable.length > 0 && (
          <Button variant="secondary" icon="package" onClick={() => openDialog()}>
            {t('returns.afterSales.request')}
          </Button>
        )}
      </div>
      {lastDay && <Text tone="muted">{t('returns.afterSales.window', { date: returnDay(languageTag, lastDay) })}</Text>}
      {!windowOpen && delivered.length > 0 && returnable.length === 0 && status === 'ready' && (
        <Text tone="muted">{t('returns.afterSales.windowClosed', { days: RETURN_WINDOW_DAYS })}</Text>
      )}
      {status === 'failed' && (
        <div role="alert">
          <Text tone="critical">{t('returns.afterSales.loadFailed')}</Text>
          <Button variant="secondary" onClick={() => opened({ orderUuid: order.order_uuid })}>
            {t('returns.afterSales.retry')}
          </Button>
        </div>
      )}
      {returns.length > 0 && (
        <ul className={styles.list}>
          {returns.map((entry) => (
            <li key={entry.return_uuid}>
              <ReturnStatus status={entry.status} dates={returnStepDates(languageTag, entry)} items={returnItems(t, entry)} labels={buildReturnStatusLabels(t, languageTag, entry)} />
            </li>
          ))}
        </ul>
      )}
      <ReturnRequestForm
        open={dialogOpen}
        onOpenChange={(open) => (open ? openDialog() : closeDialog())}
        lines={formLines}
        labels={formLabels}
        pending={submitStatus === 'pending'}
        error={submitStatus === 'failed' && Object.keys(errors).length === 0 ? returnFailedMessage(t) : null}
        lineErrors={errors}
        onSubmit={(request) => submit(request)}
      />
    </section>
  );
}
