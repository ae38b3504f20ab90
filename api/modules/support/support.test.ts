import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_API_PATHS } from '../../../contract';
import type { DomainEvents } from '../../events';
import { createMemoryRateLimitStore } from '../../http/rate-limit-store';
import { createTestApi, signIn, signUp, TEST_WEB_ORIGIN, type CookieSession, type TestApi } from '../../test-support';
import { CONTACT_LIMITS } from './throttle';

/** Support tickets: the customer's own, the contact form, the operator's answer. */
let api: TestApi;
const rateLimitStore = createMemoryRateLimitStore();
beforeAll(async () => {
  api = await createTestApi('pglite', { products: 0, rateLimitStore });
});
afterAll(async () => api?.close());

const admin = () => ({ authorization: `Bearer ${api.config.adminToken}` });
let addresses = 0;
/** Each contact form from its own address, so the per-address limit is tested on purpose only. */
const nextAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

async function customer(): Promise<CookieSession> {
  return signIn(api.app, await signUp(api.app));
}

async function orderOf(userId: number): Promise<string> {
  const [row] = await api.database.query<{ uuid: string }>(
    `insert into orders (cart_uuid, cart_version, customer_id, session_id, email, name, phone, shipping_address, subtotal, vat_included, total, expires_at)
     values ($1, 1, $2, 's', 'a@example.test', 'Ana', '912345678', '{}'::jsonb, 10, 1.87, 10, now()) returning uuid`,
    [randomUUID(), userId],
  );
  return row!.uuid;
}

const read = (session: CookieSession, url: string) => api.app.inject({ url, headers: { cookie: session.cookie, origin: TEST_WEB_ORIGIN } });
const write = (session: CookieSession, url: string, payload?: Record<string, unknown>) =>
  api.app.inject({ method: 'POST', url, headers: session.headers, ...(payload ? { payload } : {}) });

const newTicket = { subject: 'Encomenda atrasada', category: 'delivery', message: 'A minha encomenda ainda não chegou.' };

async function openTicket(session: CookieSession, body: Record<string, unknown> = newTicket) {
  const response = await write(session, SUPPORT_API_PATHS.tickets, body);
  expect(response.statusCode).toBe(201);
  return response.json().data as { uuid: string; status: string; messages: { author: string; body: string }[] };
}

function contact(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.contact, remoteAddress: nextAddress(), headers: { origin: TEST_WEB_ORIGIN, ...headers }, payload });
}
const guestMessage = (email: string) => ({ name: 'Rui Costa', email, subject: 'Tamanhos', category: 'product', message: 'O vestido veste grande?', locale: 'en' });

async function confirmTokenFor(email: string): Promise<string> {
  const mail = await api.app.mailer.latestTo(email);
  const token = /\/contact\/confirm\/([0-9a-f]{64})/.exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

describe('a customer’s tickets', () => {
  it('opens a ticket about one of their own orders and reads its thread', async () => {
    const session = await customer();
    const order = await orderOf(session.user.id);
    const ticket = await openTicket(session, { ...newTicket, category: 'order', order_uuid: order });
    expect(ticket).toMatchObject({ status: 'open', order: { uuid: order, number: order.slice(0, 8) } });
    expect(ticket.messages).toEqual([expect.objectContaining({ author: 'customer', body: newTicket.message })]);
    const list = await read(session, SUPPORT_API_PATHS.tickets);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json()).toMatchObject({ data: [{ uuid: ticket.uuid }], meta: { total: 1 }, orders: [{ uuid: order }] });
  });

  it('refuses an order that is not the customer’s own with a 422, and a made-up one alike', async () => {
    const owner = await customer();
    const other = await customer();
    const foreign = await orderOf(owner.user.id);
    for (const orderUuid of [foreign, randomUUID()]) {
      const response = await write(other, SUPPORT_API_PATHS.tickets, { ...newTicket, order_uuid: orderUuid });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: 'The selected order is invalid.', errors: { order_uuid: ['The selected order is invalid.'] } });
    }
  });

  it('lists the newest activity first', async () => {
    const session = await customer();
    const first = await openTicket(session, { ...newTicket, subject: 'Primeiro' });
    await openTicket(session, { ...newTicket, subject: 'Segundo' });
    await write(session, SUPPORT_API_PATHS.ticketMessages(first.uuid), { body: 'Alguma novidade?' });
    const subjects = (await read(session, SUPPORT_API_PATHS.tickets)).json().data.map((t: { subject: string }) => t.subject);
    expect(subjects).toEqual(['Primeiro', 'Segundo']);
  });

  it('a customer reply moves a waiting ticket back to open; a closed ticket takes no more replies', async () => {
    const session = await customer();
    const ticket = await openTicket(session);
    await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid), headers: admin(), payload: { body: 'Pode enviar o número?' } });
    expect((await read(session, SUPPORT_API_PATHS.ticket(ticket.uuid))).json().data.status).toBe('waiting');
    const reply = await write(session, SUPPORT_API_PATHS.ticketMessages(ticket.uuid), { body: 'É o 123.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ status: 'open', messages: [{ author: 'customer' }, { author: 'operator' }, { author: 'customer', body: 'É o 123.' }] });
    const closed = await write(session, SUPPORT_API_PATHS.ticketClose(ticket.uuid));
    expect(closed.json().data.status).toBe('closed');
    const late = await write(session, SUPPORT_API_PATHS.ticketMessages(ticket.uuid), { body: 'Mais uma coisa' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'The ticket is closed.' });
  });

  it('a second customer gets 404 on every route of another’s ticket', async () => {
    const owner = await customer();
    const other = await customer();
    const ticket = await openTicket(owner);
    const answers = [
      await read(other, SUPPORT_API_PATHS.ticket(ticket.uuid)),
      await write(other, SUPPORT_API_PATHS.ticketMessages(ticket.uuid), { body: 'Olá' }),
      await write(other, SUPPORT_API_PATHS.ticketClose(ticket.uuid)),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'The ticket could not be found.' });
    }
    expect((await read(other, SUPPORT_API_PATHS.tickets)).json().data).toEqual([]);
    expect((await read(owner, SUPPORT_API_PATHS.ticket(ticket.uuid))).json().data.status).toBe('open');
  });

  it('a guest gets 401 on every account route', async () => {
    const uuid = randomUUID();
    const calls = [
      { method: 'GET' as const, url: SUPPORT_API_PATHS.tickets },
      { method: 'POST' as const, url: SUPPORT_API_PATHS.tickets, payload: newTicket },
      { method: 'GET' as const, url: SUPPORT_API_PATHS.ticket(uuid) },
      { method: 'POST' as const, url: SUPPORT_API_PATHS.ticketMessages(uuid), payload: { body: 'x' } },
      { method: 'POST' as const, url: SUPPORT_API_PATHS.ticketClose(uuid) },
      { method: 'GET' as const, url: SUPPORT_API_PATHS.overview },
      { method: 'GET' as const, url: SUPPORT_API_PATHS.accountExport },
      { method: 'DELETE' as const, url: SUPPORT_API_PATHS.account, payload: { password: 'x' } },
    ];
    for (const call of calls) {
      const response = await api.app.inject({ ...call, headers: { origin: TEST_WEB_ORIGIN } });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers bad bodies with 422 in the Laravel shape, never a 500', async () => {
    const session = await customer();
    const ticket = await openTicket(session);
    const bad: [string, unknown, string][] = [
      [SUPPORT_API_PATHS.tickets, { ...newTicket, category: 'complaint' }, 'category'],
      [SUPPORT_API_PATHS.tickets, { ...newTicket, subject: '   ' }, 'subject'],
      [SUPPORT_API_PATHS.tickets, { ...newTicket, message: 'x'.repeat(5001) }, 'message'],
      [SUPPORT_API_PATHS.tickets, { ...newTicket, order_uuid: 'not-a-uuid' }, 'order_uuid'],
      [SUPPORT_API_PATHS.tickets, { ...newTicket, user_id: 1 }, 'user_id'],
      [SUPPORT_API_PATHS.ticketMessages(ticket.uuid), {}, 'body'],
      [SUPPORT_API_PATHS.ticketMessages(ticket.uuid), { body: 42 }, 'body'],
    ];
    for (const [url, payload, field] of bad) {
      const response = await api.app.inject({ method: 'POST', url, headers: session.headers, payload: payload as Record<string, unknown> });
      expect(response.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: { [field]: [expect.any(String)] } });
    }
    const malformed = await read(session, '/v1/account/tickets/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
  });

  it('records the support_ticket conversion for the customer', async () => {
    const session = await customer();
    await openTicket(session);
    await api.app.deferred.settled();
    const rows = await api.database.query<{ conversion_type: string }>(`select conversion_type from utm_conversions where user_id = $1`, [session.user.id]);
    expect(rows.map((row) => row.conversion_type)).toEqual(['support_ticket']);
  });
});

describe('the contact form', () => {
  it('a guest’s message becomes an unconfirmed ticket; the e-mailed link confirms it once, and then the operator may answer', async () => {
    const email = `guest-${randomUUID()}@example.test`;
    const response = await contact(guestMessage(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { status: 'confirmation_sent' } });
    const [ticket] = (await api.app.inject({ url: SUPPORT_API_PATHS.adminTickets, headers: admin() })).json().data.filter((t: { email: string }) => t.email === email);
    expect(ticket).toMatchObject({ customer: false, email_confirmed: false, status: 'open', locale: 'en' });

    const early = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid), headers: admin(), payload: { body: 'Veste normal.' } });
    expect(early.statusCode).toBe(409);

    const mail = await api.app.mailer.latestTo(email);
    expect(mail).toMatchObject({ kind: 'contact-confirm', locale: 'en', subject: 'Confirm your e-mail: Tamanhos' });
    expect(mail!.textBody).toContain(`${TEST_WEB_ORIGIN}/en/contact/confirm/`);
    const token = await confirmTokenFor(email);
    const confirm = (value: string) => api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.contactConfirm, headers: { origin: TEST_WEB_ORIGIN }, payload: { token: value } });
    expect((await confirm(token)).json()).toEqual({ data: { confirmed: true } });
    const again = await confirm(token);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['The confirmation link is invalid or has already been used.']);
    expect((await confirm('0'.repeat(64))).statusCode).toBe(422);

    const answer = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid), headers: admin(), payload: { body: 'Veste normal.', status: 'closed' } });
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ status: 'closed', email_confirmed: true, messages: [{ author: 'customer' }, { author: 'operator', body: 'Veste normal.' }] });
    const reply = await api.app.mailer.latestTo(email);
    expect(reply).toMatchObject({ kind: 'support-answer', locale: 'en', subject: 'Answer to your request: Tamanhos' });
    expect(reply!.textBody).toContain('Veste normal.');
  });

  it('a filled honeypot answers like a success and stores and mails nothing', async () => {
    const email = `bot-${randomUUID()}@example.test`;
    const response = await contact({ ...guestMessage(email), website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { status: 'confirmation_sent' } });
    expect(await api.database.query(`select 1 from support_tickets where email = $1`, [email])).toEqual([]);
    expect(await api.app.mailer.latestTo(email)).toBeNull();
  });

  it('a signed-in customer’s message lands in their account, confirmed, and counts as a conversion', async () => {
    const session = await customer();
    const response = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.contact, headers: session.headers, payload: guestMessage('someone-else@example.test') });
    expect(response.json()).toEqual({ data: { status: 'received' } });
    const list = (await read(session, SUPPORT_API_PATHS.tickets)).json().data;
    expect(list).toHaveLength(1);
    const [ticket] = (await api.app.inject({ url: SUPPORT_API_PATHS.adminTickets, headers: admin() })).json().data.filter((t: { uuid: string }) => t.uuid === list[0].uuid);
    expect(ticket).toMatchObject({ email: session.user.email, customer: true, email_confirmed: true });
  });

  it('is limited per e-mail and per client address (429 in Laravel’s shape)', async () => {
    const email = `flood-${randomUUID()}@example.test`;
    for (let i = 0; i < CONTACT_LIMITS.perEmail.max; i += 1) expect((await contact(guestMessage(email))).statusCode).toBe(201);
    const blocked = await contact(guestMessage(email));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too Many Attempts.' });
    expect(blocked.headers['retry-after']).toBeDefined();

    const address = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_LIMITS.perIp.max; i += 1) {
      const response = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.contact, remoteAddress: address, payload: guestMessage(`ip-${i}-${randomUUID()}@example.test`) });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, CONTACT_LIMITS.perIp.max).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses bad bodies with 422 naming the field', async () => {
    for (const [payload, field] of [
      [{ ...guestMessage('not-an-email') }, 'email'],
      [{ ...guestMessage('a@example.test'), category: 'x' }, 'category'],
      [{ ...guestMessage('a@example.test'), name: '' }, 'name'],
      [{ ...guestMessage('a@example.test'), extra: 1 }, 'extra'],
    ] as const) {
      const response = await contact(payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBeDefined();
    }
  });
});

describe('the operator', () => {
  it('needs the admin token', async () => {
    expect((await api.app.inject({ url: SUPPORT_API_PATHS.adminTickets })).statusCode).toBe(401);
    expect((await api.app.inject({ url: SUPPORT_API_PATHS.adminTickets, headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(403);
  });

  it('filters by status, and an unknown ticket is a 404', async () => {
    const open = (await api.app.inject({ url: `${SUPPORT_API_PATHS.adminTickets}?status=open`, headers: admin() })).json().data;
    expect(open.every((ticket: { status: string }) => ticket.status === 'open')).toBe(true);
    expect((await api.app.inject({ url: `${SUPPORT_API_PATHS.adminTickets}?status=lost`, headers: admin() })).statusCode).toBe(422);
    const missing = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.adminTicketMessages(randomUUID()), headers: admin(), payload: { body: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('an answer to a customer is mailed in the ticket’s language and pushed on their private channel', async () => {
    const session = await customer();
    const ticket = await openTicket(session);
    const events: DomainEvents['customer.changed'][] = [];
    const off = api.app.domainEvents.on('customer.changed', (event) => events.push(event));
    const response = await api.app.inject({ method: 'POST', url: SUPPORT_API_PATHS.adminTicketMessages(ticket.uuid), headers: admin(), payload: { body: 'Já seguiu.' } });
    off();
    expect(response.statusCode).toBe(201);
    expect(events).toEqual([{ userId: session.user.id, event: 'ticket.updated', data: { ticket_uuid: ticket.uuid, status: 'waiting' } }]);
    const mail = await api.app.mailer.latestTo(session.user.email);
    expect(mail).toMatchObject({ kind: 'support-answer', locale: 'pt' });
    expect(mail!.textBody).toContain(`/account/support/${ticket.uuid}`);
  });
});
