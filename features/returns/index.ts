/**
 * An order's returns in the account (EU right of withdrawal). The app wires:
 * - `afterSalesOpened({ orderUuid })` when the order page shows its after-sales part, and again when the
 *   order changes (a live `order.updated` of the customer's channel, a shipment delivered);
 * - the form: `returnDialogOpened`, `returnDialogClosed`, `returnSubmitted(request)`; `returnRequested`
 *   fires once a request is accepted (the page tells the customer).
 * Import it from the account's order page only (its chunk): the first load needs none of it.
 */
import './model';

export {
  $returnsOrderUuid,
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
  returnRequested,
} from './model';
export type { ReturnLineError, ReturnsStatus, ReturnSubmitStatus } from './model';
