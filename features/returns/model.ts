import { createEvent, createStore, sample } from 'effector';
import type { OrderReturn, ReturnableLine, ReturnCreateRequest } from '../../contract';
import { $authMode, csrfFirst, loggedOut } from '../auth';
import { customerOrderUpdateReceived } from '../realtime';
import { createReturnFx, fetchOrderReturnsFx } from './api';

/**
 * An order's after-sales in the account (the EU right of withdrawal): its return requests with their
 * status, the lines that may still be returned (delivered, inside the window, not already asked back),
 * and the request form's state. The API decides what is returnable; the page only shows it.
 */

export type ReturnsStatus = 'idle' | 'loading' | 'ready' | 'failed';
export type ReturnSubmitStatus = 'idle' | 'pending' | 'failed';
/** A refused line of the last request: which field, and how many of it may still be returned. */
export type ReturnLineError = { field: 'offer_id' | 'quantity'; max: number };

export const $returnsOrderUuid = createStore<string | null>(null);
export const $orderReturns = createStore<OrderReturn[]>([]);
export const $returnableLines = createStore<ReturnableLine[]>([]);
export const $returnsStatus = createStore<ReturnsStatus>('idle');
export const $returnDialogOpen = createStore(false);
export const $returnSubmitStatus = createStore<ReturnSubmitStatus>('idle');
export const $returnLineErrors = createStore<Record<number, ReturnLineError>>({});

/** The order page showed its after-sales part (and again whenever the order changed, live or not). */
export const afterSalesOpened = createEvent<{ orderUuid: string }>();
export const returnDialogOpened = createEvent();
export const returnDialogClosed = createEvent();
export const returnSubmitted = createEvent<ReturnCreateRequest>();
/** A request was accepted (the page says so). */
export const returnRequested = createEvent<OrderReturn>();

const submitFlow = csrfFirst($authMode, createReturnFx);

sample({ clock: afterSalesOpened, fn: ({ orderUuid }) => orderUuid, target: $returnsOrderUuid });
// Another order's data is dropped at once; the same order keeps what it shows while it is read again.
sample({ clock: afterSalesOpened, source: $returnsOrderUuid, filter: (current, { orderUuid }) => current !== orderUuid, fn: () => [], target: [$orderReturns, $returnableLines] });
sample({ clock: afterSalesOpened, source: $returnsStatus, fn: (status) => (status === 'ready' ? status : 'loading'), target: $returnsStatus });
sample({ clock: afterSalesOpened, target: fetchOrderReturnsFx });

// The operator moved one of this order's returns (the customer's channel says `return_{status}`): the
// order itself may not change, so the returns are read again on their own.
sample({
  clock: customerOrderUpdateReceived,
  source: $returnsOrderUuid,
  filter: (uuid, update) => uuid === update.order_uuid && update.status.startsWith('return_'),
  fn: (uuid) => ({ orderUuid: uuid! }),
  target: fetchOrderReturnsFx,
});

// Only the answer for the order on screen counts (a slow answer for the previous order is dropped).
const fetched = sample({ clock: fetchOrderReturnsFx.done, source: $returnsOrderUuid, filter: (uuid, { params }) => uuid === params.orderUuid, fn: (_uuid, { result }) => result });
sample({ clock: fetched, fn: (answer) => answer.data, target: $orderReturns });
sample({ clock: fetched, fn: (answer) => answer.returnable, target: $returnableLines });
sample({ clock: fetched, fn: (): ReturnsStatus => 'ready', target: $returnsStatus });
sample({
  clock: fetchOrderReturnsFx.fail,
  source: { uuid: $returnsOrderUuid, status: $returnsStatus },
  filter: ({ uuid, status }, { params }) => uuid === params.orderUuid && status !== 'ready',
  fn: (): ReturnsStatus => 'failed',
  target: $returnsStatus,
});

$returnDialogOpen.on(returnDialogOpened, () => true).on(returnDialogClosed, () => false);
sample({ clock: returnDialogOpened, fn: () => ({}), target: $returnLineErrors });
sample({ clock: returnDialogOpened, fn: (): ReturnSubmitStatus => 'idle', target: $returnSubmitStatus });

sample({
  clock: returnSubmitted,
  source: { orderUuid: $returnsOrderUuid, status: $returnSubmitStatus },
  filter: ({ orderUuid, status }) => orderUuid !== null && status !== 'pending',
  fn: ({ orderUuid }, body) => ({ orderUuid: orderUuid!, body }),
  target: submitFlow.started,
});
sample({ clock: submitFlow.started, fn: (): ReturnSubmitStatus => 'pending', target: $returnSubmitStatus });
sample({ clock: submitFlow.done, fn: (): ReturnSubmitStatus => 'idle', target: $returnSubmitStatus });
sample({ clock: submitFlow.done, fn: () => false, target: $returnDialogOpen });
sample({ clock: submitFlow.done, fn: ({ result }) => result, target: returnRequested });
$orderReturns.on(returnRequested, (list, created) => [created, ...list.filter((entry) => entry.return_uuid !== created.return_uuid)]);
// What is left to return changed: read it again.
sample({ clock: submitFlow.done, fn: ({ params }) => ({ orderUuid: params.orderUuid }), target: fetchOrderReturnsFx });

sample({ clock: submitFlow.failed, fn: (): ReturnSubmitStatus => 'failed', target: $returnSubmitStatus });
// A 422 names lines by their place in the request: map them back to the lines' offers.
sample({
  clock: submitFlow.failed,
  source: $returnableLines,
  fn: (returnable, { params, error }) => lineErrorsOf(params.body, error.status === 422 ? error.data : null, returnable),
  target: $returnLineErrors,
});
// The refused request may have raced another: read what is returnable again.
sample({ clock: submitFlow.failed, filter: ({ error }) => error.status === 422, fn: ({ params }) => ({ orderUuid: params.orderUuid }), target: fetchOrderReturnsFx });

/** `errors["lines.N.field"]` of a 422 → the refused lines by offer id. */
export function lineErrorsOf(body: ReturnCreateRequest, data: unknown, returnable: readonly ReturnableLine[]): Record<number, ReturnLineError> {
  const errors = (data as { errors?: Record<string, unknown> } | null)?.errors ?? {};
  const refused: Record<number, ReturnLineError> = {};
  for (const key of Object.keys(errors)) {
    const match = /^lines\.(\d+)\.(offer_id|quantity)$/.exec(key);
    const line = match ? body.lines[Number(match[1])] : undefined;
    if (!match || !line) continue;
    refused[line.offer_id] = { field: match[2] as ReturnLineError['field'], max: returnable.find((entry) => entry.offer_id === line.offer_id)?.quantity ?? 0 };
  }
  return refused;
}

// Signing out forgets the account's data.
$returnsOrderUuid.reset(loggedOut);
$orderReturns.reset(loggedOut);
$returnableLines.reset(loggedOut);
$returnsStatus.reset(loggedOut);
$returnDialogOpen.reset(loggedOut);
$returnSubmitStatus.reset(loggedOut);
$returnLineErrors.reset(loggedOut);
