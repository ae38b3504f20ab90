/**
 * Support and the account's own data (§1): the customer's tickets (`supportPageOpened`, `ticketSubmitted` →
 * `ticketCreated`, `ticketPageOpened` / `ticketPageClosed`, `replySubmitted`, `ticketCloseRequested`), followed
 * live on the customer's private channel while `supportLiveStarted` … `supportLiveStopped` (an operator's
 * `ticket.updated` reads the open thread again); the contact form for everyone (`contactSubmitted`, the
 * honeypot's value sent as typed) and its e-mail confirmation (`contactConfirmOpened(token)`); `/account`'s
 * overview (`overviewOpened`), the data download (`dataExportRequested`, written through the injected
 * `$fileSaver`) and the account's deletion (`accountDeletionSubmitted` → auth's `loggedOut` and `accountDeleted`).
 * Field errors use the account forms' keys (`account.errors.<key>`).
 */
export {
  $tickets,
  $ticketsMeta,
  $ticketsStatus,
  $orderOptions,
  $ticketFormErrors,
  $ticketFormPending,
  $createdTicket,
  $thread,
  $threadStatus,
  $replyStatus,
  $replyErrors,
  $replyPending,
  $closePending,
  $contactStatus,
  $contactErrors,
  $contactPending,
  $confirmStatus,
  supportPageOpened,
  ticketSubmitted,
  ticketCreated,
  ticketPageOpened,
  ticketPageClosed,
  replySubmitted,
  ticketCloseRequested,
  supportLiveStarted,
  supportLiveStopped,
  contactSubmitted,
  contactFormReset,
  contactConfirmOpened,
  LOAD_STATUSES,
  CONTACT_STATUSES,
  CONFIRM_STATUSES,
  REPLY_STATUSES,
} from './model';
export type { LoadStatus, ContactStatus, ConfirmStatus, ReplyStatus, TicketSubmission, ContactSubmission, TicketsMeta } from './model';
export {
  $fileSaver,
  fileSaverProvided,
  $overview,
  $overviewStatus,
  $exportPending,
  $exportFailed,
  $deletionErrors,
  $deletionFailed,
  $deletionPending,
  overviewOpened,
  dataExportRequested,
  accountDeletionSubmitted,
  accountDeletionCancelled,
  accountDeleted,
} from './account';
export type { FileSaver } from './account';
export {
  fetchTicketsFx,
  fetchTicketFx,
  createTicketFx,
  replyFx,
  closeTicketFx,
  sendContactFx,
  confirmContactFx,
  fetchOverviewFx,
  fetchExportFx,
  deleteAccountFx,
} from './api';
