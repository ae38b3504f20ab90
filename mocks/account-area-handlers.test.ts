import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountOrderListResponse,
  AccountOrderResponse,
  AddressListResponse,
  AddressResponse,
  AffiliateDashboardResponse,
  AmbassadorProgrammeResponse,
  ContactResponse,
  CreditsResponse,
  OrderReturnsResponse,
  ReorderResponse,
  TicketListResponse,
  TicketThreadResponse,
} from '../contract';
import {
  addressesHandlers,
  addressesMockState,
  creditsHandlers,
  creditsMockState,
  notJoinedProgramme,
  ordersHandlers,
  ordersMockState,
  programmeHandlers,
  programmeMockState,
  supportHandlers,
  supportMockState,
} from './index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = async (path: string, init: { method?: string; body?: unknown; token?: boolean } = {}) => {
  const response = await fetch(`http://api.test${path}`, {
    method: init.method ?? 'GET',
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: 'Bearer t' } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: response.status === 204 ? null : ((await response.json()) as Record<string, unknown>) };
};

describe('the account area mocks answer in the contract shapes', () => {
  it('orders: the list by status and page, a detail or 404, cancel once (then 409), reorder, empty returns', async () => {
    const state = ordersMockState();
    server.use(...ordersHandlers(state));
    const list = AccountOrderListResponse.parse((await call('/v1/account/orders')).body);
    expect(list.data).toHaveLength(7);
    expect(AccountOrderListResponse.parse((await call('/v1/account/orders?status=cancelled')).body).data.map((order) => order.status)).toEqual(['cancelled']);
    expect((await call('/v1/account/orders?status=lost')).status).toBe(422);
    const pending = state.details[0]!;
    expect(AccountOrderResponse.parse((await call(`/v1/account/orders/${pending.order_uuid}`)).body).data.payment.reference?.reference).toBe('123456781');
    expect((await call('/v1/account/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const cancelled = AccountOrderResponse.parse((await call(`/v1/account/orders/${pending.order_uuid}/cancel`, { method: 'POST', body: {} })).body).data;
    expect(cancelled).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect((await call(`/v1/account/orders/${pending.order_uuid}/cancel`, { method: 'POST', body: {} })).status).toBe(409);
    ReorderResponse.parse((await call(`/v1/account/orders/${pending.order_uuid}/reorder`, { method: 'POST', body: {} })).body);
    expect(OrderReturnsResponse.parse((await call(`/v1/account/orders/${pending.order_uuid}/returns`)).body)).toEqual({ data: [], returnable: [] });
  });

  it('orders: a failed list is a 500', async () => {
    server.use(...ordersHandlers(ordersMockState({ list: 'failed' })));
    expect((await call('/v1/account/orders')).status).toBe(500);
  });

  it('credits: the balance the ledger adds up to, with the next expiry; empty is a zero balance', async () => {
    server.use(...creditsHandlers(creditsMockState()));
    const filled = CreditsResponse.parse((await call('/v1/account/credits')).body);
    expect(filled.balance).toEqual({ currency: 'EUR', balance: 41.1, next_expiry: { amount: 15, expires_at: '2026-12-31T23:59:00.000Z' } });
    server.use(...creditsHandlers(creditsMockState({ entries: [] })));
    expect(CreditsResponse.parse((await call('/v1/account/credits')).body)).toMatchObject({ data: [], balance: { balance: 0, next_expiry: null } });
  });

  it('addresses: the first one saved is both defaults; a bad postal code is a 422; delete hands a default on', async () => {
    const state = addressesMockState({ addresses: [] });
    server.use(...addressesHandlers(state));
    const input = { name: 'Rita Costa', phone: '912345678', street: 'Rua Augusta 10', postal_code: '1100-053', city: 'Lisboa' };
    const first = AddressResponse.parse((await call('/v1/account/addresses', { method: 'POST', body: input })).body).data;
    expect(first).toMatchObject({ default_shipping: true, default_billing: true, country: 'PT' });
    const bad = await call('/v1/account/addresses', { method: 'POST', body: { ...input, postal_code: '1100' } });
    expect(bad.status).toBe(422);
    expect(bad.body?.errors).toHaveProperty('postal_code');
    const second = AddressResponse.parse((await call('/v1/account/addresses', { method: 'POST', body: { ...input, city: 'Porto' } })).body).data;
    expect(second.default_shipping).toBe(false);
    AddressResponse.parse((await call(`/v1/account/addresses/${second.uuid}/default`, { method: 'POST', body: { kind: 'billing' } })).body);
    expect((await call(`/v1/account/addresses/${first.uuid}`, { method: 'DELETE' })).status).toBe(204);
    expect(AddressListResponse.parse((await call('/v1/account/addresses')).body).data).toEqual([expect.objectContaining({ uuid: second.uuid, default_shipping: true, default_billing: true })]);
  });

  it('support: the list with the orders to name, a thread, a new request, a reply, closing; the contact form by who sends it', async () => {
    const state = supportMockState();
    server.use(...supportHandlers(state));
    const list = TicketListResponse.parse((await call('/v1/account/tickets')).body);
    expect(list.data.map((ticket) => ticket.status)).toEqual(['waiting', 'open', 'closed']);
    const uuid = list.data[0]!.uuid;
    expect(TicketThreadResponse.parse((await call(`/v1/account/tickets/${uuid}`)).body).data.messages).toHaveLength(2);
    const created = await call('/v1/account/tickets', { method: 'POST', body: { subject: 'Troca', category: 'return', order_uuid: list.orders[0]!.uuid, message: 'Posso trocar?' } });
    expect(created.status).toBe(201);
    expect(TicketThreadResponse.parse(created.body).data.order?.number).toBe(list.orders[0]!.number);
    expect((await call('/v1/account/tickets', { method: 'POST', body: { subject: '', category: 'return', message: 'x' } })).status).toBe(422);
    expect(TicketThreadResponse.parse((await call(`/v1/account/tickets/${uuid}/messages`, { method: 'POST', body: { body: 'Obrigada' } })).body).data.status).toBe('open');
    expect(TicketThreadResponse.parse((await call(`/v1/account/tickets/${uuid}/close`, { method: 'POST' })).body).data.status).toBe('closed');
    expect((await call(`/v1/account/tickets/${uuid}/messages`, { method: 'POST', body: { body: 'Mais uma' } })).status).toBe(409);
    const contact = { name: 'Rui', email: 'rui@example.pt', subject: 'Tamanhos', category: 'product', message: 'Veste grande?' };
    expect(ContactResponse.parse((await call('/v1/contact', { method: 'POST', body: contact })).body).data.status).toBe('confirmation_sent');
    expect(ContactResponse.parse((await call('/v1/contact', { method: 'POST', body: contact, token: true })).body).data.status).toBe('received');
    expect(state.contacts).toHaveLength(2);
  });

  it('programmes: joining needs the terms; the dashboard follows the period; 403 for a customer who is not an affiliate', async () => {
    const state = programmeMockState({ ambassador: notJoinedProgramme });
    server.use(...programmeHandlers(state));
    expect((await call('/v1/account/ambassador', { method: 'POST', body: {} })).status).toBe(422);
    const joined = AmbassadorProgrammeResponse.parse((await call('/v1/account/ambassador', { method: 'POST', body: { accept_terms: true } })).body).data;
    expect(joined).toMatchObject({ joined: true, referrals: [] });
    expect(AmbassadorProgrammeResponse.parse((await call('/v1/account/ambassador')).body).data.code).toBe(joined.code);
    expect(AffiliateDashboardResponse.parse((await call('/v1/affiliate/dashboard?period=week')).body).data.period).toBe('week');
    expect((await call('/v1/affiliate/dashboard?period=year')).status).toBe(422);
    server.use(...programmeHandlers(programmeMockState({ dashboard: null })));
    expect((await call('/v1/affiliate/dashboard')).status).toBe(403);
  });
});
