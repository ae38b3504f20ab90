import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiError, ContactRequest, CreateTicketRequest, Locale, TicketCategory, TicketOrder, TicketSummary, TicketThread } from '../../contract';
import { customerChannel } from '../../contract/realtime-channels';
import { fieldErrorsOfAnswer, fieldErrorsOfIssues } from '../account';
import type { AccountFieldErrors } from '../account';
import { safeParseWithContract } from '../api-client';
import { $authMode, $user, csrfFirst, loggedOut } from '../auth';
import { channelEntered, channelKeyOf, channelLeft, channelSubscribed, privateChannel, customerTicketUpdateReceived } from '../realtime';
import { closeTicketFx, confirmContactFx, createTicketFx, fetchTicketFx, fetchTicketsFx, replyFx, sendContactFx } from './api';

/**
 * Support (§1): the customer's tickets at /account/support and a ticket's thread, the contact form for
 * everyone at /contact and its e-mail confirmation. Field errors are the account forms' keys
 * (`account.errors.<key>`), from the contract's request schemas first, then from a 422.
 */

export const LOAD_STATUSES = ['idle', 'loading', 'ready', 'notFound', 'failed'] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
export const CONTACT_STATUSES = ['idle', 'pending', 'confirmationSent', 'received', 'limited', 'failed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONFIRM_STATUSES = ['idle', 'pending', 'confirmed', 'invalid', 'failed'] as const;
export type ConfirmStatus = (typeof CONFIRM_STATUSES)[number];
export const REPLY_STATUSES = ['idle', 'pending', 'sent', 'closed', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];

export interface TicketSubmission {
  subject: string;
  category: TicketCategory;
  /** One of `$orderOptions`, or null. */
  orderUuid: string | null;
  message: string;
}
export interface ContactSubmission {
  name: string;
  email: string;
  category: TicketCategory;
  subject: string;
  message: string;
  /** The hidden honeypot's value, sent as it is. */
  website: string;
  locale: Locale;
}
export type TicketsMeta = { page: number; lastPage: number; total: number };

// ——— state ———

export const $tickets = createStore<TicketSummary[]>([], { serialize: 'ignore' });
export const $ticketsMeta = createStore<TicketsMeta | null>(null, { serialize: 'ignore' });
export const $orderOptions = createStore<TicketOrder[]>([], { serialize: 'ignore' });
export const $ticketsStatus = createStore<LoadStatus>('idle', { serialize: 'ignore' });
export const $ticketFormErrors = createStore<AccountFieldErrors>({}, { serialize: 'ignore' });

export const $thread = createStore<TicketThread | null>(null, { serialize: 'ignore' });
export const $threadStatus = createStore<LoadStatus>('idle', { serialize: 'ignore' });
export const $replyStatus = createStore<ReplyStatus>('idle', { serialize: 'ignore' });
export const $replyErrors = createStore<AccountFieldErrors>({}, { serialize: 'ignore' });
export const $closePending = closeTicketFx.pending;

export const $contactStatus = createStore<ContactStatus>('idle', { serialize: 'ignore' });
export const $contactErrors = createStore<AccountFieldErrors>({}, { serialize: 'ignore' });
export const $confirmStatus = createStore<ConfirmStatus>('idle', { serialize: 'ignore' });

// ——— events ———

/** /account/support is on screen (and its page `n` asked for). */
export const supportPageOpened = createEvent<{ page: number } | void>();
export const ticketSubmitted = createEvent<TicketSubmission>();
/** The new ticket exists: the app opens its page. */
export const ticketCreated = createEvent<TicketThread>();
/** The ticket the list's form just created (the app opens its page); cleared when the list opens again. */
export const $createdTicket = createStore<string | null>(null, { serialize: 'ignore' });
/** A ticket's page is on screen / left. */
export const ticketPageOpened = createEvent<string>();
export const ticketPageClosed = createEvent();
export const replySubmitted = createEvent<string>();
export const ticketCloseRequested = createEvent();
/** The support pages follow the customer's private channel while they are on screen. */
export const supportLiveStarted = createEvent();
export const supportLiveStopped = createEvent();
export const contactSubmitted = createEvent<ContactSubmission>();
export const contactFormReset = createEvent();
export const contactConfirmOpened = createEvent<string>();

// ——— the list ———

const $listPage = createStore(1, { serialize: 'ignore' });
sample({ clock: supportPageOpened, fn: (params) => (params ? params.page : 1), target: [$listPage, fetchTicketsFx.prepend((page: number) => ({ page }))] });
sample({ clock: fetchTicketsFx, source: $ticketsStatus, filter: (status) => status !== 'ready', fn: (): LoadStatus => 'loading', target: $ticketsStatus });
sample({ clock: fetchTicketsFx.doneData, fn: ({ data }) => data, target: $tickets });
sample({ clock: fetchTicketsFx.doneData, fn: ({ orders }) => orders.map(({ uuid, number }) => ({ uuid, number })), target: $orderOptions });
sample({ clock: fetchTicketsFx.doneData, fn: ({ meta }): TicketsMeta => ({ page: meta.current_page, lastPage: meta.last_page, total: meta.total }), target: $ticketsMeta });
sample({ clock: fetchTicketsFx.done, fn: (): LoadStatus => 'ready', target: $ticketsStatus });
// A failed re-read keeps the list on screen; only a first read that fails says so.
sample({ clock: fetchTicketsFx.fail, source: $ticketsStatus, filter: (status) => status !== 'ready', fn: (): LoadStatus => 'failed', target: $ticketsStatus });

// ——— a new ticket ———

const createFlow = csrfFirst($authMode, createTicketFx);
export const $ticketFormPending = createFlow.$pending;
const checkTicketFx = createEffect(async (submission: TicketSubmission) => {
  const body = { subject: submission.subject, category: submission.category, message: submission.message, ...(submission.orderUuid ? { order_uuid: submission.orderUuid } : {}) };
  return safeParseWithContract(() => import('../../contract/support').then((contract) => contract.CreateTicketRequest), body);
});
sample({ clock: ticketSubmitted, source: $ticketFormPending, filter: (pending) => !pending, fn: (_pending, submission) => submission, target: checkTicketFx });
sample({ clock: checkTicketFx.doneData, fn: (result) => (result.success ? {} : fieldErrorsOfIssues(result.error)), target: $ticketFormErrors });
sample({ clock: checkTicketFx.doneData, filter: (result) => result.success, fn: (result) => result.data as CreateTicketRequest, target: createFlow.started });
sample({ clock: createFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $ticketFormErrors });
sample({ clock: createFlow.done, fn: ({ result }) => result, target: [ticketCreated, $thread] });
sample({ clock: createFlow.done, fn: (): LoadStatus => 'ready', target: $threadStatus });
sample({ clock: ticketCreated, fn: (ticket) => ticket.uuid, target: $createdTicket });
sample({ clock: supportPageOpened, fn: () => null, target: $createdTicket });
sample({ clock: createFlow.done, source: $listPage, fn: (page) => ({ page }), target: fetchTicketsFx });

// ——— a ticket's thread ———

const $threadUuid = createStore<string | null>(null, { serialize: 'ignore' });
sample({ clock: ticketPageOpened, target: $threadUuid });
sample({ clock: ticketPageClosed, fn: () => null, target: [$threadUuid, $thread] });
sample({ clock: ticketPageClosed, fn: (): LoadStatus => 'idle', target: $threadStatus });
sample({ clock: ticketPageClosed, fn: (): ReplyStatus => 'idle', target: $replyStatus });
sample({ clock: ticketPageClosed, fn: () => ({}), target: $replyErrors });
sample({
  clock: ticketPageOpened,
  source: $thread,
  fn: (thread, uuid): LoadStatus => (thread?.uuid === uuid ? 'ready' : 'loading'),
  target: $threadStatus,
});
sample({ clock: ticketPageOpened, target: fetchTicketFx });
// Only the answer for the ticket still on screen counts.
const threadRead = sample({ clock: fetchTicketFx.done, source: $threadUuid, filter: (uuid, { params }) => uuid === params, fn: (_uuid, { result }) => result });
sample({ clock: threadRead, target: $thread });
sample({ clock: threadRead, fn: (): LoadStatus => 'ready', target: $threadStatus });
sample({
  clock: fetchTicketFx.fail,
  source: { uuid: $threadUuid, status: $threadStatus },
  filter: ({ uuid, status }, { params }) => uuid === params && status !== 'ready',
  fn: (_source, { error }): LoadStatus => (error.status === 404 || error.status === 422 ? 'notFound' : 'failed'),
  target: $threadStatus,
});

const replyFlow = csrfFirst($authMode, replyFx);
export const $replyPending = replyFlow.$pending;
const checkReplyFx = createEffect(async ({ uuid, body }: { uuid: string; body: string }) => ({
  uuid,
  result: await safeParseWithContract(() => import('../../contract/support').then((contract) => contract.TicketReplyRequest), { body }),
}));
sample({
  clock: replySubmitted,
  source: { uuid: $threadUuid, pending: $replyPending },
  filter: ({ uuid, pending }) => uuid !== null && !pending,
  fn: ({ uuid }, body) => ({ uuid: uuid as string, body }),
  target: checkReplyFx,
});
sample({ clock: checkReplyFx.doneData, fn: ({ result }) => (result.success ? {} : fieldErrorsOfIssues(result.error)), target: $replyErrors });
sample({ clock: checkReplyFx.doneData, filter: ({ result }) => result.success, fn: ({ uuid, result }) => ({ uuid, body: result.data!.body }), target: replyFlow.started });
sample({ clock: replyFlow.started, fn: (): ReplyStatus => 'pending', target: $replyStatus });
sample({ clock: replyFlow.done, fn: ({ result }) => result, target: $thread });
sample({ clock: replyFlow.done, fn: (): ReplyStatus => 'sent', target: $replyStatus });
sample({ clock: replyFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $replyErrors });
sample({ clock: replyFlow.failed, fn: ({ error }): ReplyStatus => (error.status === 409 ? 'closed' : 'failed'), target: $replyStatus });
// A ticket closed meanwhile (by the operator) is read again, so the page shows it closed.
sample({ clock: replyFlow.failed, source: $threadUuid, filter: (uuid, { error }) => uuid !== null && error.status === 409, fn: (uuid) => uuid as string, target: fetchTicketFx });

const closeFlow = csrfFirst($authMode, closeTicketFx);
sample({ clock: ticketCloseRequested, source: $threadUuid, filter: (uuid) => uuid !== null, fn: (uuid) => uuid as string, target: closeFlow.started });
sample({ clock: closeFlow.done, fn: ({ result }) => result, target: $thread });

// ——— live: the operator answered ———

const $liveUser = createStore<number | null>(null, { serialize: 'ignore' });
const $liveUsers = createStore(0, { serialize: 'ignore' });
const customerChannelOf = (userId: number) => privateChannel(customerChannel(userId));
sample({ clock: supportLiveStarted, source: $liveUsers, fn: (count) => count + 1, target: $liveUsers });
sample({ clock: supportLiveStopped, source: $liveUsers, fn: (count) => Math.max(0, count - 1), target: $liveUsers });
const joined = sample({ clock: supportLiveStarted, source: { user: $user, live: $liveUser }, filter: ({ user, live }) => user !== null && live === null, fn: ({ user }) => user!.id });
sample({ clock: joined, target: $liveUser });
sample({ clock: joined, fn: customerChannelOf, target: channelEntered });
const leaving = sample({ clock: [supportLiveStopped, loggedOut], source: { live: $liveUser, users: $liveUsers }, filter: ({ live, users }) => live !== null && users === 0, fn: ({ live }) => live! });
sample({ clock: loggedOut, fn: () => 0, target: $liveUsers });
sample({ clock: leaving, fn: customerChannelOf, target: channelLeft });
sample({ clock: leaving, fn: () => null, target: $liveUser });

const ticketChanged = sample({ clock: customerTicketUpdateReceived, source: $threadUuid, filter: (uuid, update) => uuid === update.ticket_uuid, fn: (uuid) => uuid as string });
// Channels keep no history: once the subscription holds, what is on screen is read again.
const subscribed = sample({
  clock: channelSubscribed,
  source: { live: $liveUser, uuid: $threadUuid },
  filter: ({ live, uuid }, wire) => live !== null && uuid !== null && wire === channelKeyOf(customerChannelOf(live)),
  fn: ({ uuid }) => uuid as string,
});
sample({ clock: [ticketChanged, subscribed], target: fetchTicketFx });
sample({ clock: customerTicketUpdateReceived, source: { status: $ticketsStatus, page: $listPage }, filter: ({ status }) => status === 'ready', fn: ({ page }) => ({ page }), target: fetchTicketsFx });

// ——— the contact form ———

const contactFlow = csrfFirst($authMode, sendContactFx);
export const $contactPending = combine(contactFlow.$pending, $contactStatus, (pending, status) => pending || status === 'pending');
const checkContactFx = createEffect((submission: ContactSubmission) =>
  safeParseWithContract(() => import('../../contract/support').then((contract) => contract.ContactRequest), { ...submission, email: submission.email.trim() }),
);
sample({ clock: contactSubmitted, source: $contactPending, filter: (pending) => !pending, fn: (_pending, submission) => submission, target: checkContactFx });
sample({ clock: checkContactFx.doneData, fn: (result) => (result.success ? {} : fieldErrorsOfIssues(result.error)), target: $contactErrors });
sample({ clock: checkContactFx.doneData, filter: (result) => result.success, fn: (result) => result.data as ContactRequest, target: contactFlow.started });
sample({ clock: contactFlow.started, fn: (): ContactStatus => 'pending', target: $contactStatus });
sample({ clock: contactFlow.done, fn: ({ result }): ContactStatus => (result === 'received' ? 'received' : 'confirmationSent'), target: $contactStatus });
sample({ clock: contactFlow.failed, fn: ({ error }) => fieldErrorsOfAnswer(error), target: $contactErrors });
sample({ clock: contactFlow.failed, fn: ({ error }): ContactStatus => contactFailure(error), target: $contactStatus });
sample({ clock: contactFormReset, fn: (): ContactStatus => 'idle', target: $contactStatus });
sample({ clock: contactFormReset, fn: () => ({}), target: $contactErrors });

function contactFailure(error: ApiError): ContactStatus {
  if (error.status === 429) return 'limited';
  if (error.status === 422) return 'idle';
  return 'failed';
}

// ——— the confirmation link ———

sample({ clock: contactConfirmOpened, fn: (): ConfirmStatus => 'pending', target: $confirmStatus });
sample({ clock: contactConfirmOpened, target: confirmContactFx });
sample({ clock: confirmContactFx.done, fn: (): ConfirmStatus => 'confirmed', target: $confirmStatus });
sample({ clock: confirmContactFx.failData, fn: (error): ConfirmStatus => (error.status === 422 ? 'invalid' : 'failed'), target: $confirmStatus });
