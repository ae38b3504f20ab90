import { allSettled, createStore, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError, TicketListResponse, TicketThread, User } from '../../contract';
import { $authMode, $user, fetchCsrfCookieFx } from '../auth';
import { channelEntered, channelLeft, customerTicketUpdateReceived } from '../realtime';
import {
  $confirmStatus,
  $contactErrors,
  $contactStatus,
  $deletionErrors,
  $orderOptions,
  $replyStatus,
  $thread,
  $threadStatus,
  $ticketFormErrors,
  $tickets,
  $ticketsStatus,
  accountDeleted,
  accountDeletionSubmitted,
  closeTicketFx,
  confirmContactFx,
  contactConfirmOpened,
  contactSubmitted,
  createTicketFx,
  deleteAccountFx,
  fetchTicketFx,
  fetchTicketsFx,
  replyFx,
  replySubmitted,
  sendContactFx,
  supportLiveStarted,
  supportLiveStopped,
  supportPageOpened,
  ticketCreated,
  ticketPageOpened,
  ticketSubmitted,
} from './index';

const ana = { id: 7, uuid: '3d1c6a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e', email: 'ana@example.com', name: 'Ana', lastname: 'Silva', customer: { id: 7 }, ambassador_code: null, affiliate_code: null, locale: null, newsletter: false } satisfies User;
const ticketUuid = '5b0c1a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e';
const orderUuid = '9f0c1a52-8d3e-4b7a-9c1e-2f4a5b6c7d8e';
const thread = (status: TicketThread['status'], messages: TicketThread['messages']): TicketThread => ({
  uuid: ticketUuid,
  subject: 'Encomenda atrasada',
  category: 'delivery',
  status,
  order: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  messages,
});
const first = { author: 'customer' as const, body: 'Ainda não chegou.', created_at: '2026-11-20T10:00:00.000Z' };
const answer = { author: 'operator' as const, body: 'Já seguiu.', created_at: '2026-11-20T11:00:00.000Z' };
const list: TicketListResponse = {
  data: [thread('open', [])],
  meta: { current_page: 1, last_page: 1, per_page: 20, total: 1 },
  orders: [{ uuid: orderUuid, number: orderUuid.slice(0, 8), created_at: '2026-11-19T10:00:00.000Z' }],
};
const $created = createStore<TicketThread[]>([]).on(ticketCreated, (list, ticket) => [...list, ticket]);
const $entered = createStore<string[]>([]).on(channelEntered, (list, channel) => [...list, channel.name]);
const $left = createStore<string[]>([]).on(channelLeft, (list, channel) => [...list, channel.name]);
const $deleted = createStore(0).on(accountDeleted, (count) => count + 1);
const apiError = (status: number, data: unknown = { message: 'Error' }): ApiError => ({ status, message: 'Error', data });

function supportScope(handlers: [unknown, (params: never) => unknown][] = []) {
  const calls: { name: string; params: unknown }[] = [];
  const record = (name: string, run: (params: never) => unknown) => async (params: never) => {
    calls.push({ name, params });
    return run(params);
  };
  const scope = fork({
    values: [
      [$user, ana],
      [$authMode, 'token'],
    ],
    handlers: [
      [fetchCsrfCookieFx, async () => undefined],
      [fetchTicketsFx, record('list', () => list)],
      [fetchTicketFx, record('thread', () => thread('open', [first]))],
      ...handlers.map(([fx, run]) => [fx, record(String((fx as { shortName: string }).shortName), run)] as const),
    ] as never,
  });
  return { scope, calls };
}

describe('support tickets', () => {
  it('the list shows the tickets and offers the customer’s own orders for a new one', async () => {
    const { scope } = supportScope();
    await allSettled(supportPageOpened, { scope, params: { page: 1 } });
    expect(scope.getState($ticketsStatus)).toBe('ready');
    expect(scope.getState($tickets)).toHaveLength(1);
    expect(scope.getState($orderOptions)).toEqual([{ uuid: orderUuid, number: orderUuid.slice(0, 8) }]);
  });

  it('a new ticket is checked with the contract first: an empty subject never reaches the API', async () => {
    const { scope, calls } = supportScope([[createTicketFx, () => thread('open', [first])]]);
    await allSettled(ticketSubmitted, { scope, params: { subject: '  ', category: 'delivery', orderUuid: null, message: 'Olá' } });
    expect(scope.getState($ticketFormErrors)).toEqual({ subject: 'required' });
    expect(calls.filter((call) => call.name === 'createTicketFx')).toEqual([]);
  });

  it('a new ticket names its order only when one was chosen, and opens its thread', async () => {
    const { scope, calls } = supportScope([[createTicketFx, () => thread('open', [first])]]);
    await allSettled(ticketSubmitted, { scope, params: { subject: 'Atraso', category: 'order', orderUuid, message: 'Olá' } });
    expect(calls.find((call) => call.name === 'createTicketFx')?.params).toEqual({ subject: 'Atraso', category: 'order', order_uuid: orderUuid, message: 'Olá' });
    expect(scope.getState($created)).toHaveLength(1);
    expect(scope.getState($thread)?.uuid).toBe(ticketUuid);
  });

  it('a 422 from the API shows on its field', async () => {
    const { scope } = supportScope([
      [createTicketFx, () => Promise.reject(apiError(422, { message: 'The selected order is invalid.', errors: { order_uuid: ['The selected order is invalid.'] } }))],
    ]);
    await allSettled(ticketSubmitted, { scope, params: { subject: 'Atraso', category: 'order', orderUuid, message: 'Olá' } });
    expect(scope.getState($ticketFormErrors)).toEqual({ order_uuid: 'invalid' });
  });

  it('an unknown or foreign ticket is "not found"', async () => {
    const { scope } = supportScope([[fetchTicketFx, () => Promise.reject(apiError(404))]]);
    await allSettled(ticketPageOpened, { scope, params: ticketUuid });
    expect(scope.getState($threadStatus)).toBe('notFound');
  });

  it('a reply updates the thread; a closed ticket says so', async () => {
    const { scope } = supportScope([[replyFx, () => thread('open', [first, { ...first, body: 'Mais' }])]]);
    await allSettled(ticketPageOpened, { scope, params: ticketUuid });
    await allSettled(replySubmitted, { scope, params: 'Mais' });
    expect(scope.getState($replyStatus)).toBe('sent');
    expect(scope.getState($thread)?.messages).toHaveLength(2);

    const closed = supportScope([[replyFx, () => Promise.reject(apiError(409, { message: 'The ticket is closed.' }))]]);
    await allSettled(ticketPageOpened, { scope: closed.scope, params: ticketUuid });
    await allSettled(replySubmitted, { scope: closed.scope, params: 'Mais' });
    expect(closed.scope.getState($replyStatus)).toBe('closed');
  });

  it('the operator’s answer arrives live: the open thread is read again, other tickets’ events are ignored', async () => {
    let answered = false;
    const { scope, calls } = supportScope([
      [fetchTicketFx, () => thread(answered ? 'waiting' : 'open', answered ? [first, answer] : [first])],
      [closeTicketFx, () => thread('closed', [first])],
    ]);
    await allSettled(ticketPageOpened, { scope, params: ticketUuid });
    await allSettled(customerTicketUpdateReceived, { scope, params: { ticket_uuid: orderUuid, status: 'waiting' } });
    expect(calls.filter((call) => call.name === 'fetchTicketFx')).toHaveLength(1);
    answered = true;
    await allSettled(customerTicketUpdateReceived, { scope, params: { ticket_uuid: ticketUuid, status: 'waiting' } });
    expect(scope.getState($thread)).toMatchObject({ status: 'waiting', messages: [first, answer] });
  });

  it('the support pages hold the customer’s private channel while on screen', async () => {
    const { scope } = supportScope();
    await allSettled(supportLiveStarted, { scope });
    await allSettled(supportLiveStarted, { scope });
    await allSettled(supportLiveStopped, { scope });
    expect(scope.getState($left)).toEqual([]);
    await allSettled(supportLiveStopped, { scope });
    expect(scope.getState($entered)).toEqual(['customer.7']);
    expect(scope.getState($left)).toEqual(['customer.7']);
  });
});

describe('the contact form', () => {
  const message = { name: 'Rui', email: 'rui@example.com', category: 'product' as const, subject: 'Tamanhos', message: 'Veste grande?', website: '', locale: 'pt' as const };

  it('a guest is told to confirm the e-mail; the honeypot travels as typed', async () => {
    const { scope, calls } = supportScope([[sendContactFx, () => 'confirmation_sent']]);
    await allSettled(contactSubmitted, { scope, params: message });
    expect(scope.getState($contactStatus)).toBe('confirmationSent');
    expect(calls.find((call) => call.name === 'sendContactFx')?.params).toMatchObject({ email: 'rui@example.com', website: '' });
  });

  it('a bad e-mail is caught before sending; too many messages say so', async () => {
    const { scope, calls } = supportScope([[sendContactFx, () => Promise.reject(apiError(429, { message: 'Too Many Attempts.' }))]]);
    await allSettled(contactSubmitted, { scope, params: { ...message, email: 'rui@' } });
    expect(scope.getState($contactErrors)).toEqual({ email: 'invalidEmail' });
    expect(calls.filter((call) => call.name === 'sendContactFx')).toEqual([]);
    await allSettled(contactSubmitted, { scope, params: message });
    expect(scope.getState($contactStatus)).toBe('limited');
  });

  it('the confirmation link confirms once; a used link is "invalid"', async () => {
    const { scope } = supportScope([[confirmContactFx, () => true]]);
    await allSettled(contactConfirmOpened, { scope, params: 'a'.repeat(64) });
    expect(scope.getState($confirmStatus)).toBe('confirmed');
    const used = supportScope([[confirmContactFx, () => Promise.reject(apiError(422))]]);
    await allSettled(contactConfirmOpened, { scope: used.scope, params: 'a'.repeat(64) });
    expect(used.scope.getState($confirmStatus)).toBe('invalid');
  });
});

describe('deleting the account', () => {
  it('a wrong password stays on the dialog; the right one ends the session', async () => {
    const wrong = supportScope([[deleteAccountFx, () => Promise.reject(apiError(422, { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }))]]);
    await allSettled(accountDeletionSubmitted, { scope: wrong.scope, params: { password: 'nope' } });
    expect(wrong.scope.getState($deletionErrors)).toEqual({ password: 'invalid' });
    expect(wrong.scope.getState($user)).not.toBeNull();

    const right = supportScope([[deleteAccountFx, () => undefined]]);
    await allSettled(accountDeletionSubmitted, { scope: right.scope, params: { password: 'correct' } });
    expect(right.scope.getState($deleted)).toBe(1);
    expect(right.scope.getState($user)).toBeNull();
  });
});
