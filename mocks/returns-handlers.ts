/**
 * MSW handlers of an order's returns (`GET`/`POST /v1/account/orders/{uuid}/returns`), valid against
 * contract/after-sales.ts: one mock order whose lines start returnable; a request takes its units off
 * what is left and lists the new return first. Add them in a story:
 * `beforeEach({ msw }) { msw.use(...returnHandlers(state)) }`.
 */
import { HttpResponse, http } from 'msw';
import { ReturnCreateRequest } from '../contract';
import type { OrderReturn, OrderReturnResponse, OrderReturnsResponse, ReturnableLine } from '../contract';
import { validationBody } from './handlers';

export const RETURNS_MOCK_ORDER_UUID = '3f2a9c1d-0000-4000-8000-000000000001';

export type ReturnsMockState = { returns: OrderReturn[]; returnable: ReturnableLine[]; failLoad?: boolean };

export function returnsMockState(overrides: Partial<ReturnsMockState> = {}): ReturnsMockState {
  return {
    returns: [],
    returnable: [
      { offer_id: 11, seller_id: 1, name: 'Camisa de linho Riviera', image: null, unit_price: 39.99, quantity: 2, return_by: '2026-12-10T12:00:00.000Z' },
      { offer_id: 12, seller_id: 7, name: 'Ténis de corrida Aero', image: null, unit_price: 89.9, quantity: 1, return_by: '2026-12-10T12:00:00.000Z' },
    ],
    ...overrides,
  };
}

let created = 0;

export function returnHandlers(state: ReturnsMockState) {
  const path = '*/v1/account/orders/:uuid/returns';
  const notFound = () => HttpResponse.json({ message: 'The order could not be found.' }, { status: 404 });
  return [
    http.get(path, ({ params }) => {
      if (params.uuid !== RETURNS_MOCK_ORDER_UUID) return notFound();
      if (state.failLoad) return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      return HttpResponse.json<OrderReturnsResponse>({ data: state.returns, returnable: state.returnable.filter((line) => line.quantity > 0) });
    }),
    http.post(path, async ({ params, request }) => {
      if (params.uuid !== RETURNS_MOCK_ORDER_UUID) return notFound();
      const body = ReturnCreateRequest.safeParse(await request.json());
      if (!body.success) return HttpResponse.json(validationBody({ lines: ['The lines field is invalid.'] }), { status: 422 });
      const errors: Record<string, string[]> = {};
      body.data.lines.forEach((line, index) => {
        const left = state.returnable.find((entry) => entry.offer_id === line.offer_id);
        if (!left || left.quantity === 0) errors[`lines.${index}.offer_id`] = ['The selected line cannot be returned.'];
        else if (line.quantity > left.quantity) errors[`lines.${index}.quantity`] = [`The quantity may not be greater than ${left.quantity}.`];
      });
      if (Object.keys(errors).length > 0) return HttpResponse.json(validationBody(errors), { status: 422 });
      const lines = body.data.lines.map((line) => {
        const entry = state.returnable.find((candidate) => candidate.offer_id === line.offer_id)!;
        entry.quantity -= line.quantity;
        return { offer_id: line.offer_id, name: entry.name, image: entry.image, quantity: line.quantity, unit_price: entry.unit_price, reason: line.reason };
      });
      created += 1;
      const entry: OrderReturn = {
        return_uuid: `9b1c6a52-8d3e-4b7a-9c1e-${String(created).padStart(12, '0')}`,
        order_uuid: RETURNS_MOCK_ORDER_UUID,
        status: 'requested',
        refund_method: body.data.refund_method,
        amount: Math.round(lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0) * 100) / 100,
        delivery: 0,
        note: null,
        lines,
        created_at: '2026-11-30T10:00:00.000Z',
        approved_at: null,
        received_at: null,
        refunded_at: null,
        rejected_at: null,
      };
      state.returns = [entry, ...state.returns];
      return HttpResponse.json<OrderReturnResponse>({ data: entry }, { status: 201 });
    }),
  ];
}
