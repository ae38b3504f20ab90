import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $apiBaseUrl, $apiFetch, $apiLogger } from '../api-client';
import { $cartLocale, applyCouponFx, fetchCartFx, saveCartFx, updateCartFx } from './api';
import type { Locale } from '../../contract';
import { SESSION_A, cartOf } from './test-support';

const silent = { debug: () => undefined, error: () => undefined };

function apiScope(answer: (url: string, init: RequestInit) => Response, locale: Locale | null = null) {
  const requests: { url: string; init: RequestInit }[] = [];
  const scope = fork({
    values: [
      [$cartLocale, locale],
      [$apiBaseUrl, 'http://api.test'],
      [$apiLogger, silent],
      [$apiFetch, (async (url: string, init: RequestInit) => {
        requests.push({ url, init });
        return answer(url, init);
      }) as unknown as typeof fetch],
    ],
  });
  return { scope, requests };
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('cart API edge (§7)', () => {
  it('every cart call sends the session id in the X-Session-Id header and parses the cart with the contract', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope, requests } = apiScope(() => json({ data: cart }));
    const result = await allSettled(fetchCartFx, { scope, params: { id: cart.cart_uuid, sessionId: SESSION_A } });
    expect(result).toEqual({ status: 'done', value: cart });
    expect(requests[0]!.url).toBe(`http://api.test/v1/carts/cart/${cart.cart_uuid}`);
    expect(requests[0]!.init.headers).toMatchObject({ 'X-Session-Id': SESSION_A });
    await allSettled(saveCartFx, { scope, params: { sessionId: SESSION_A, body: { customer_id: null, session_id: SESSION_A, items: [] } } });
    expect(requests[1]!.init).toMatchObject({ method: 'POST', headers: { 'X-Session-Id': SESSION_A } });
  });

  it('every cart call asks for the cart in the page’s language, so its lines’ colour and size read in it', async () => {
    const cart = cartOf([{ offer_id: 11, quantity: 1 }]);
    const { scope, requests } = apiScope(() => json({ data: cart }), 'en');
    await allSettled(fetchCartFx, { scope, params: { id: cart.cart_uuid, sessionId: SESSION_A } });
    await allSettled(saveCartFx, { scope, params: { sessionId: SESSION_A, body: { customer_id: null, session_id: SESSION_A, items: [] } } });
    const update = { cart_uuid: cart.cart_uuid, customer_id: null, session_id: SESSION_A, items: [], version: 1 };
    await allSettled(updateCartFx, { scope, params: { sessionId: SESSION_A, body: update } });
    await allSettled(applyCouponFx, { scope, params: { cartUuid: cart.cart_uuid, code: 'VERAO10', sessionId: SESSION_A } });
    expect(requests.map((request) => new URL(request.url).searchParams.get('locale'))).toEqual(['en', 'en', 'en', 'en']);
  });

  it('a cart that does not match the contract is a failure (the load rule then starts a new cart)', async () => {
    const { scope } = apiScope(() => json({ data: { cart_uuid: 'x' } }));
    const result = await allSettled(fetchCartFx, { scope, params: { id: SESSION_A, sessionId: SESSION_A } });
    expect(result).toMatchObject({ status: 'fail', value: { message: 'Error parsing response' } });
  });

  it('a refused coupon fails with the CouponRejectionBody as data', async () => {
    const body = { message: 'Minimum purchase of €50.00', reason: 'minimumRequired', minimum_order_value: 50 };
    const { scope, requests } = apiScope(() => json(body, 422));
    const result = await allSettled(applyCouponFx, { scope, params: { cartUuid: cartOf([]).cart_uuid, code: 'MIN50', sessionId: SESSION_A } });
    expect(result).toMatchObject({ status: 'fail', value: { status: 422, data: body } });
    expect(JSON.parse(String(requests[0]!.init.body))).toEqual({ code: 'MIN50' });
  });
});
