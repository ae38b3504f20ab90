/**
 * MSW handlers of support (`/v1/account/tickets…` and `POST /v1/contact`), valid against contract/support.ts:
 * the customer's requests with the orders a new one may name, one request's thread (404 for any other uuid),
 * a new request, a reply (409 once closed), closing, and the contact form (a guest must confirm the e-mail,
 * a signed-in customer's message is received). Add them in a story: `beforeEach({ msw }) { msw.use(...supportHandlers(state)) }`.
 */
import { HttpResponse, http } from 'msw';
import { ContactRequest, CreateTicketRequest, TICKETS_PER_PAGE, TicketReplyRequest } from '../contract';
import type { ContactResponse, TicketListResponse, TicketThread, TicketThreadResponse } from '../contract';
import { SUPPORT_API_PATHS } from '../contract/support-constants';
import { fixtureUuid, isoFromFixtureNow } from './fixtures/ids';
import { fieldErrorsOf, validationBody } from './handlers';
import { ordersMockState } from './orders-handlers';

export const SUPPORT_MOCK_PATHS = {
  tickets: `*${SUPPORT_API_PATHS.tickets}`,
  ticket: `*${SUPPORT_API_PATHS.ticket(':uuid')}`,
  messages: `*${SUPPORT_API_PATHS.ticketMessages(':uuid')}`,
  close: `*${SUPPORT_API_PATHS.ticketClose(':uuid')}`,
  contact: `*${SUPPORT_API_PATHS.contact}`,
} as const;

const HOUR = 3_600_000;
// The orders a request may name: the account's orders of the orders mock.
const [firstOrder, secondOrder] = ordersMockState().summaries.map((order) => ({ uuid: order.uuid, number: order.number, created_at: order.created_at }));

/** A waiting request about a late parcel (the operator answered last), an open one without an order, a closed one. */
export const SUPPORT_TICKETS: TicketThread[] = [
  {
    uuid: fixtureUuid(6001),
    subject: 'A encomenda ainda não chegou',
    category: 'delivery',
    status: 'waiting',
    order: { uuid: firstOrder!.uuid, number: firstOrder!.number },
    created_at: isoFromFixtureNow(-26 * HOUR),
    updated_at: isoFromFixtureNow(-2 * HOUR),
    messages: [
      { author: 'customer', body: 'Olá, a minha encomenda devia ter chegado ontem e o seguimento não mostra novidades. Podem verificar?', created_at: isoFromFixtureNow(-26 * HOUR) },
      { author: 'operator', body: 'Olá Ana, a transportadora confirmou a entrega para amanhã de manhã. Pedimos desculpa pelo atraso.', created_at: isoFromFixtureNow(-2 * HOUR) },
    ],
  },
  {
    uuid: fixtureUuid(6002),
    subject: 'Tamanho das sapatilhas de corrida',
    category: 'product',
    status: 'open',
    order: null,
    created_at: isoFromFixtureNow(-50 * HOUR),
    updated_at: isoFromFixtureNow(-50 * HOUR),
    messages: [{ author: 'customer', body: 'As sapatilhas de corrida leves servem a um pé largo?', created_at: isoFromFixtureNow(-50 * HOUR) }],
  },
  {
    uuid: fixtureUuid(6003),
    subject: 'Fatura com NIF',
    category: 'payment',
    status: 'closed',
    order: { uuid: secondOrder!.uuid, number: secondOrder!.number },
    created_at: isoFromFixtureNow(-200 * HOUR),
    updated_at: isoFromFixtureNow(-180 * HOUR),
    messages: [
      { author: 'customer', body: 'Preciso da fatura com o NIF da empresa.', created_at: isoFromFixtureNow(-200 * HOUR) },
      { author: 'operator', body: 'Enviámos a fatura corrigida para o seu e-mail.', created_at: isoFromFixtureNow(-180 * HOUR) },
    ],
  },
];

export type SupportMockState = { tickets: TicketThread[]; orders: TicketListResponse['orders']; failList?: boolean; contacts: ContactRequest[] };

export function supportMockState(overrides: Partial<SupportMockState> = {}): SupportMockState {
  return { tickets: SUPPORT_TICKETS.map((ticket) => ({ ...ticket, messages: [...ticket.messages] })), orders: [firstOrder!, secondOrder!], contacts: [], ...overrides };
}

const summaryOf = ({ messages: _messages, ...summary }: TicketThread) => summary;
let created = 0;

export function supportHandlers(state: SupportMockState) {
  const notFound = () => HttpResponse.json({ message: 'The ticket could not be found.' }, { status: 404 });
  const invalid = (errors: Record<string, string[]>) => HttpResponse.json(validationBody(errors), { status: 422 });
  const find = (uuid: unknown) => state.tickets.find((ticket) => ticket.uuid === uuid);
  const now = () => isoFromFixtureNow((created += 1) * 60_000);
  const thread = (ticket: TicketThread, status = 200) => HttpResponse.json<TicketThreadResponse>({ data: ticket }, { status });
  return [
    http.get(SUPPORT_MOCK_PATHS.tickets, ({ request }) => {
      if (state.failList) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
      const newest = [...state.tickets].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      return HttpResponse.json<TicketListResponse>({
        data: newest.slice((page - 1) * TICKETS_PER_PAGE, page * TICKETS_PER_PAGE).map(summaryOf),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(newest.length / TICKETS_PER_PAGE)), per_page: TICKETS_PER_PAGE, total: newest.length },
        orders: state.orders,
      });
    }),
    http.post(SUPPORT_MOCK_PATHS.tickets, async ({ request }) => {
      const body = CreateTicketRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      const order = state.orders.find((entry) => entry.uuid === body.data.order_uuid);
      if (body.data.order_uuid && !order) return invalid({ order_uuid: ['The selected order is invalid.'] });
      const at = now();
      const ticket: TicketThread = {
        uuid: fixtureUuid(6100 + created),
        subject: body.data.subject,
        category: body.data.category,
        status: 'open',
        order: order ? { uuid: order.uuid, number: order.number } : null,
        created_at: at,
        updated_at: at,
        messages: [{ author: 'customer', body: body.data.message, created_at: at }],
      };
      state.tickets = [ticket, ...state.tickets];
      return thread(ticket, 201);
    }),
    http.get(SUPPORT_MOCK_PATHS.ticket, ({ params }) => {
      const ticket = find(params.uuid);
      return ticket ? thread(ticket) : notFound();
    }),
    http.post(SUPPORT_MOCK_PATHS.messages, async ({ params, request }) => {
      const ticket = find(params.uuid);
      if (!ticket) return notFound();
      if (ticket.status === 'closed') return HttpResponse.json({ message: 'The ticket is closed.' }, { status: 409 });
      const body = TicketReplyRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      const at = now();
      Object.assign(ticket, { status: 'open', updated_at: at, messages: [...ticket.messages, { author: 'customer', body: body.data.body, created_at: at }] });
      return thread(ticket);
    }),
    http.post(SUPPORT_MOCK_PATHS.close, ({ params }) => {
      const ticket = find(params.uuid);
      if (!ticket) return notFound();
      Object.assign(ticket, { status: 'closed', updated_at: now() });
      return thread(ticket);
    }),
    http.post(SUPPORT_MOCK_PATHS.contact, async ({ request }) => {
      const body = ContactRequest.safeParse(await request.json().catch(() => null));
      if (!body.success) return invalid(fieldErrorsOf(body.error));
      state.contacts.push(body.data);
      const signedIn = request.headers.get('authorization')?.startsWith('Bearer ') ?? false;
      return HttpResponse.json<ContactResponse>({ data: { status: signedIn ? 'received' : 'confirmation_sent' } });
    }),
  ];
}
