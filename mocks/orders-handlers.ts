/**
 * MSW handlers of the account's orders (`/v1/account/orders…`), valid against contract/account-orders.ts:
 * the list by status and page, one order's detail (404 for any other uuid), cancel while it waits for its
 * payment (409 after), reorder, and an order's returns answered empty (the after-sales section has its own
 * handlers in returns-handlers.ts). Add them in a story: `beforeEach({ msw }) { msw.use(...ordersHandlers(state)) }`.
 */
import { HttpResponse, delay, http } from 'msw';
import { ACCOUNT_ORDER_API_PATHS, ACCOUNT_ORDERS_PER_PAGE, ORDER_STATUSES } from '../contract/constants';
import type { AccountOrderListResponse, AccountOrderResponse, AccountOrderSummary, AccountOrderView, OrderReturnsResponse, OrderStatus, ReorderResponse } from '../contract';
import { accountOrderFixture, accountOrderSummaries, reorderResultFixture } from './fixtures/accountOrders';
import { fixtureUuid, isoFromFixtureNow } from './fixtures/ids';
import { paginate } from './fixtures/pagination';
import { validationBody } from './handlers';

export const ORDERS_MOCK_PATHS = {
  orders: `*${ACCOUNT_ORDER_API_PATHS.orders}`,
  order: `*${ACCOUNT_ORDER_API_PATHS.order(':uuid')}`,
  cancel: `*${ACCOUNT_ORDER_API_PATHS.cancel(':uuid')}`,
  reorder: `*${ACCOUNT_ORDER_API_PATHS.reorder(':uuid')}`,
  returns: `*${ACCOUNT_ORDER_API_PATHS.order(':uuid')}/returns`,
} as const;

/** `list`: what the list answers ('loading' never answers, 'failed' is a 500). */
export type OrdersMockState = { summaries: AccountOrderSummary[]; details: AccountOrderView[]; list?: 'ready' | 'loading' | 'failed' };

/** A uuid whose first 8 characters (the order's number a customer reads) differ from one order to the next. */
const orderUuid = (n: number) => `${(0x3f2a9c00 + n).toString(16)}-${fixtureUuid(n).slice(9)}`;

/** An order of the account with its own uuid and number (the fixtures share one), so several can be served side by side. */
export function accountOrderWithUuid(order: AccountOrderView, n: number): AccountOrderView {
  const uuid = orderUuid(n);
  return { ...order, order_uuid: uuid, number: uuid.slice(0, 8) };
}

/** Three orders to open: a Multibanco one waiting for its payment, a shipped one, a cancelled one; and a list of seven. */
export function ordersMockState(overrides: Partial<OrdersMockState> = {}): OrdersMockState {
  return {
    summaries: accountOrderSummaries(7).map((summary, index) => ({ ...summary, uuid: orderUuid(index + 1), number: orderUuid(index + 1).slice(0, 8) })),
    details: [
      accountOrderWithUuid(accountOrderFixture('pending_payment'), 9100),
      accountOrderWithUuid(accountOrderFixture('paid', { step: 'shipped' }), 9101),
      accountOrderWithUuid(accountOrderFixture('cancelled'), 9102),
    ],
    ...overrides,
  };
}

const notFound = () => HttpResponse.json({ message: 'The order could not be found.' }, { status: 404 });

export function ordersHandlers(state: OrdersMockState) {
  const find = (uuid: unknown) => state.details.find((order) => order.order_uuid === uuid);
  return [
    http.get(ORDERS_MOCK_PATHS.orders, async ({ request }) => {
      if (state.list === 'loading') await delay('infinite');
      if (state.list === 'failed') return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      if (status !== null && !(ORDER_STATUSES as readonly string[]).includes(status)) return HttpResponse.json(validationBody({ status: ['The selected status is invalid.'] }), { status: 422 });
      const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
      const shown = status === null ? state.summaries : state.summaries.filter((order) => order.status === (status as OrderStatus));
      return HttpResponse.json<AccountOrderListResponse>(paginate(shown, { page, perPage: ACCOUNT_ORDERS_PER_PAGE, origin: url.origin, path: url.pathname }));
    }),
    http.get(ORDERS_MOCK_PATHS.order, ({ params }) => {
      const order = find(params.uuid);
      return order ? HttpResponse.json<AccountOrderResponse>({ data: order }) : notFound();
    }),
    http.post(ORDERS_MOCK_PATHS.cancel, ({ params }) => {
      const order = find(params.uuid);
      if (!order) return notFound();
      if (!order.can_cancel) return HttpResponse.json({ message: 'The order can no longer be cancelled.', code: 'ORDER_NOT_CANCELLABLE' }, { status: 409 });
      const at = isoFromFixtureNow(60_000);
      const cancelled: AccountOrderView = {
        ...order,
        status: 'cancelled',
        cancelled_at: at,
        can_cancel: false,
        payment: { ...order.payment, status: 'cancelled' },
        shipments: order.shipments.map((shipment) => ({
          ...shipment,
          status: 'cancelled',
          fulfilment: { ...shipment.fulfilment, status: 'cancelled', timeline: [...shipment.fulfilment.timeline, { status: 'cancelled', at }] },
        })),
      };
      state.details = state.details.map((entry) => (entry === order ? cancelled : entry));
      return HttpResponse.json<AccountOrderResponse>({ data: cancelled });
    }),
    http.post(ORDERS_MOCK_PATHS.reorder, ({ params }) => (find(params.uuid) ? HttpResponse.json<ReorderResponse>({ data: reorderResultFixture() }) : notFound())),
    http.get(ORDERS_MOCK_PATHS.returns, ({ params }) => (find(params.uuid) ? HttpResponse.json<OrderReturnsResponse>({ data: [], returnable: [] }) : notFound())),
  ];
}
