import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BroadcastingAuthResponse,
  BroadcastingUserAuthResponse,
  CartResponse,
  MessageBody,
  SESSION_ID_HEADER,
  ValidationErrorBody,
} from '../../../contract';
import { bearerFor, createTestApi, DATABASE_MODES, signIn, signUp, TEST_WEB_ORIGIN, type CookieSession, type TestApi } from '../../test-support';
import { cartClient, item, setStock, takeOffers, testSessionId } from '../cart/cart-test-kit';
import { BROADCASTING_AUTH_ADDRESS_LIMIT, BROADCASTING_AUTH_LIMIT } from './routes';

const FORBIDDEN = { message: 'This action is unauthorized.' };
const SOCKET = '1234.5678';

const sign = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

for (const { mode, enabled } of DATABASE_MODES) {
  describe.runIf(enabled)(`POST /broadcasting/auth and /broadcasting/user-auth on ${mode}`, () => {
    let api: TestApi;
    let taken = 0;
    let addresses = 0;
    /** Each test from its own address, so the per-address limit of one test never meets another's. */
    const nextAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

    /** A cart of a guest session (or, with `cookie`, of that signed-in customer). */
    async function cartOf(as: { session: string; cookie?: CookieSession }): Promise<string> {
      const [offer] = await takeOffers(api.database, 1, taken++);
      await setStock(api.database, offer!.id, 10);
      const response = await cartClient(api.app).save(
        { customer_id: as.cookie?.user.id ?? null, session_id: as.session, items: [item(offer!.id, 1, offer!.price)] },
        as,
      );
      expect(response.statusCode).toBe(201);
      const cart = CartResponse.parse(response.json()).data;
      expect(cart.customer_id).toBe(as.cookie?.user.id ?? null);
      return cart.cart_uuid;
    }

    type Post = { body: Record<string, unknown> | string; as?: 'form' | 'json'; headers?: Record<string, string>; remoteAddress?: string };
    function post(url: string, { body, as = 'form', headers = {}, remoteAddress }: Post) {
      const payload = typeof body === 'string' ? body : as === 'form' ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
      return api.app.inject({
        method: 'POST',
        url,
        remoteAddress: remoteAddress ?? nextAddress(),
        headers: { 'content-type': as === 'form' ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
        payload,
      });
    }
    const channelAuth = (body: Post['body'], options: Omit<Post, 'body'> = {}) => post('/broadcasting/auth', { body, ...options });
    const userAuth = (body: Post['body'], options: Omit<Post, 'body'> = {}) => post('/broadcasting/user-auth', { body, ...options });
    const expectSigned = (response: { statusCode: number; json(): unknown }, channel: string, socketId = SOCKET) => {
      expect(response.statusCode).toBe(200);
      const { key, secret } = api.config.pusher;
      expect(BroadcastingAuthResponse.parse(response.json())).toEqual({ auth: `${key}:${sign(secret, `${socketId}:${channel}`)}` });
    };

    beforeAll(async () => {
      api = await createTestApi(mode, { products: 30 });
    });
    afterAll(() => api?.close());

    describe('private-checkout.{cartUuid}', () => {
      it("signs the guest cart's channel for its session (form-encoded, as pusher-js sends it, and JSON), no-store", async () => {
        const session = testSessionId();
        const channel = `private-checkout.${await cartOf({ session })}`;
        const form = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { [SESSION_ID_HEADER]: session } });
        expectSigned(form, channel);
        expect(form.headers['cache-control']).toBe('no-store');
        const json = await channelAuth({ socket_id: '99.1', channel_name: channel }, { as: 'json', headers: { [SESSION_ID_HEADER]: session } });
        expectSigned(json, channel, '99.1');
        // pusher-js adds `auth.params` to the form: extra fields are ignored.
        const extra = await channelAuth(`socket_id=${SOCKET}&channel_name=${encodeURIComponent(channel)}&foo=bar`, { headers: { [SESSION_ID_HEADER]: session } });
        expectSigned(extra, channel);
      });

      it("signs a customer's cart for that customer: cookie session with the XSRF token, and bearer token, from any browser session", async () => {
        const account = await signUp(api.app);
        const cookie = await signIn(api.app, account);
        const channel = `private-checkout.${await cartOf({ session: testSessionId(), cookie })}`;
        expectSigned(await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { ...cookie.headers } }), channel);
        const bearer = await bearerFor(api.app, account);
        expectSigned(
          await channelAuth({ socket_id: SOCKET, channel_name: channel }, { as: 'json', headers: { authorization: `Bearer ${bearer}`, [SESSION_ID_HEADER]: testSessionId() } }),
          channel,
        );
      });

      it("refuses (403) another session, another customer, the customer's cart to its old guest session, an unknown cart and a cart id that is no uuid", async () => {
        const session = testSessionId();
        const guestChannel = `private-checkout.${await cartOf({ session })}`;
        const refused = async (channel: string, headers: Record<string, string>) => {
          const response = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers });
          expect(response.statusCode, channel).toBe(403);
          expect(MessageBody.parse(response.json())).toEqual(FORBIDDEN);
        };
        await refused(guestChannel, { [SESSION_ID_HEADER]: testSessionId() });
        await refused(guestChannel, {});

        const owner = await signIn(api.app, await signUp(api.app));
        const ownerSession = testSessionId();
        const customerChannel = `private-checkout.${await cartOf({ session: ownerSession, cookie: owner })}`;
        const someoneElse = await signIn(api.app, await signUp(api.app));
        await refused(customerChannel, { ...someoneElse.headers });
        await refused(customerChannel, { ...someoneElse.headers, [SESSION_ID_HEADER]: ownerSession });
        // The customer's cart answers to the customer only, not to the browser session that made it.
        await refused(customerChannel, { [SESSION_ID_HEADER]: ownerSession });

        await refused(`private-checkout.${randomUUID()}`, { [SESSION_ID_HEADER]: session });
        await refused('private-checkout.not-a-uuid', { [SESSION_ID_HEADER]: session });
      });

      it('refuses (403) channel names no authoriser knows: other private and presence channels, public and encrypted ones', async () => {
        const session = testSessionId();
        const cartUuid = await cartOf({ session });
        for (const channel of [
          `private-orders.${cartUuid}`,
          `presence-checkout.${cartUuid}`,
          `private-encrypted-checkout.${cartUuid}`,
          `checkout.${cartUuid}`,
          `private-checkout.${cartUuid}.x`,
          'discount_list',
        ]) {
          const response = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { [SESSION_ID_HEADER]: session } });
          expect(response.statusCode, channel).toBe(403);
          expect(response.json()).toEqual(FORBIDDEN);
        }
      });
    });

    describe('private-discounts.customers and private-discounts.customer.{userId} (VIP coupons, beyond §7)', () => {
      const refused = async (channel: string, headers: Record<string, string>) => {
        const response = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers });
        expect(response.statusCode, channel).toBe(403);
        expect(MessageBody.parse(response.json())).toEqual(FORBIDDEN);
      };

      it('signs the customers channel for any signed-in customer (cookie session and bearer); a guest is refused (403)', async () => {
        const channel = 'private-discounts.customers';
        const account = await signUp(api.app);
        const cookie = await signIn(api.app, account);
        expectSigned(await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { ...cookie.headers } }), channel);
        const bearer = await bearerFor(api.app, account);
        expectSigned(await channelAuth({ socket_id: SOCKET, channel_name: channel }, { as: 'json', headers: { authorization: `Bearer ${bearer}` } }), channel);
        await refused(channel, {});
        await refused(channel, { [SESSION_ID_HEADER]: testSessionId() });
        await refused(channel, { authorization: 'Bearer 1|not-a-token' });
      });

      it("signs a customer's own channel for that customer only: another customer, a guest and other ids are refused (403)", async () => {
        const account = await signUp(api.app);
        const cookie = await signIn(api.app, account);
        const own = `private-discounts.customer.${account.user.id}`;
        expectSigned(await channelAuth({ socket_id: SOCKET, channel_name: own }, { headers: { ...cookie.headers } }), own);
        const bearer = await bearerFor(api.app, account);
        expectSigned(await channelAuth({ socket_id: SOCKET, channel_name: own }, { as: 'json', headers: { authorization: `Bearer ${bearer}` } }), own);

        const other = await signUp(api.app);
        const otherCookie = await signIn(api.app, other);
        await refused(own, { ...otherCookie.headers });
        await refused(own, { authorization: `Bearer ${await bearerFor(api.app, other)}` });
        await refused(own, {});
        await refused(own, { [SESSION_ID_HEADER]: testSessionId() });
        // Only the exact id: no padding, no sub-channel, no presence twin, no public twin.
        for (const channel of [
          `private-discounts.customer.0${account.user.id}`,
          `private-discounts.customer.${account.user.id}.x`,
          'private-discounts.customer.',
          `presence-discounts.customer.${account.user.id}`,
          'presence-discounts.customers',
          `discounts.customer.${account.user.id}`,
        ]) {
          await refused(channel, { ...cookie.headers });
        }
      });
    });

    describe('bad input', () => {
      it('answers 422 {message, errors} for a bad socket id, a bad channel name and missing fields (form and JSON)', async () => {
        const session = testSessionId();
        const channel = `private-checkout.${await cartOf({ session })}`;
        const headers = { [SESSION_ID_HEADER]: session };
        const invalid = async (post: Promise<{ statusCode: number; json(): unknown }>, errors: Record<string, string[]>) => {
          const response = await post;
          expect(response.statusCode).toBe(422);
          const body = ValidationErrorBody.parse(response.json());
          expect(body.errors).toEqual(errors);
          expect(body.message).toBe(Object.values(errors)[0]![0]! + (Object.values(errors).flat().length > 1 ? ' (and 1 more error)' : ''));
        };
        await invalid(channelAuth({ socket_id: '1234', channel_name: channel }, { headers }), { socket_id: ['The socket id is invalid.'] });
        await invalid(channelAuth({ socket_id: '1.2:evil', channel_name: channel }, { as: 'json', headers }), { socket_id: ['The socket id is invalid.'] });
        await invalid(channelAuth({ socket_id: SOCKET, channel_name: 'private-checkout x' }, { headers }), { channel_name: ['The channel name is invalid.'] });
        await invalid(channelAuth({ socket_id: SOCKET, channel_name: `private-${'a'.repeat(200)}` }, { as: 'json', headers }), {
          channel_name: ['Too big: expected string to have <=200 characters'],
        });
        await invalid(channelAuth({}, { as: 'json', headers }), {
          socket_id: ['The socket id field is required.'],
          channel_name: ['The channel name field is required.'],
        });
        await invalid(channelAuth({ socket_id: 1234.5, channel_name: channel }, { as: 'json', headers }), { socket_id: ['The socket id field must be a string.'] });
        // A form field sent twice is a list, not a string.
        await invalid(channelAuth(`socket_id=1.1&socket_id=2.2&channel_name=${encodeURIComponent(channel)}`, { headers }), {
          socket_id: ['The socket id field must be a string.'],
        });
      });

      it('refuses a text/plain body (415) like the rest of the api', async () => {
        const response = await api.app.inject({
          method: 'POST',
          url: '/broadcasting/auth',
          headers: { 'content-type': 'text/plain' },
          payload: 'socket_id=1.1&channel_name=x',
        });
        expect(response.statusCode).toBe(415);
      });
    });

    describe('/broadcasting/user-auth', () => {
      it('signs user_data {id (a string), name} for a signed-in customer (cookie and bearer)', async () => {
        const account = await signUp(api.app, { name: 'Marta' });
        const cookie = await signIn(api.app, account);
        const { key, secret } = api.config.pusher;
        const ways: Record<string, string>[] = [{ ...cookie.headers }, { authorization: `Bearer ${await bearerFor(api.app, account)}` }];
        for (const headers of ways) {
          const response = await userAuth({ socket_id: SOCKET }, { headers });
          expect(response.statusCode).toBe(200);
          const body = BroadcastingUserAuthResponse.parse(response.json());
          expect(JSON.parse(body.user_data)).toEqual({ id: String(account.user.id), name: 'Marta' });
          expect(body.auth).toBe(`${key}:${sign(secret, `${SOCKET}::user::${body.user_data}`)}`);
        }
      });

      it('answers 401 to a guest, with or without a session id, and 422 to a customer with a bad socket id', async () => {
        const guests: Record<string, string>[] = [{}, { [SESSION_ID_HEADER]: testSessionId() }];
        for (const headers of guests) {
          const response = await userAuth({ socket_id: SOCKET }, { headers });
          expect(response.statusCode).toBe(401);
          expect(response.json()).toEqual({ message: 'Unauthenticated.' });
        }
        const cookie = await signIn(api.app, await signUp(api.app));
        const bad = await userAuth({ socket_id: 'abc' }, { headers: { ...cookie.headers } });
        expect(bad.statusCode).toBe(422);
        expect(ValidationErrorBody.parse(bad.json()).errors).toEqual({ socket_id: ['The socket id is invalid.'] });
      });
    });

    describe('CSRF and CORS', () => {
      it('a cookie-session request needs the XSRF token (419 without it); a foreign origin is refused (403)', async () => {
        const account = await signUp(api.app);
        const cookie = await signIn(api.app, account);
        const channel = `private-checkout.${await cartOf({ session: testSessionId(), cookie })}`;
        const noToken = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { cookie: cookie.cookie, origin: TEST_WEB_ORIGIN } });
        expect(noToken.statusCode).toBe(419);
        const noTokenUser = await userAuth({ socket_id: SOCKET }, { headers: { cookie: cookie.cookie, origin: TEST_WEB_ORIGIN } });
        expect(noTokenUser.statusCode).toBe(419);
        const foreign = await channelAuth({ socket_id: SOCKET, channel_name: channel }, { headers: { ...cookie.headers, origin: 'https://evil.example' } });
        expect(foreign.statusCode).toBe(403);
      });

      it('lets the web origin call it with credentials and the X-Session-Id, X-XSRF-TOKEN and Authorization headers (preflight)', async () => {
        const response = await api.app.inject({
          method: 'OPTIONS',
          url: '/broadcasting/auth',
          headers: {
            origin: TEST_WEB_ORIGIN,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type,x-session-id,x-xsrf-token,authorization',
          },
        });
        expect(response.statusCode).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(TEST_WEB_ORIGIN);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
        const allowed = String(response.headers['access-control-allow-headers']).toLowerCase().split(',').map((name) => name.trim());
        expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-session-id', 'x-xsrf-token', 'authorization']));
      });
    });

    describe('rate limit', () => {
      it(`answers 429 with Retry-After after ${BROADCASTING_AUTH_LIMIT.max} calls a minute from one address and session; another session goes on`, async () => {
        const session = testSessionId();
        const channel = `private-checkout.${await cartOf({ session })}`;
        const remoteAddress = nextAddress();
        const call = (path: 'auth' | 'user-auth', who = session) =>
          post(`/broadcasting/${path}`, { body: { socket_id: SOCKET, channel_name: channel }, headers: { [SESSION_ID_HEADER]: who }, remoteAddress });
        for (let index = 0; index < BROADCASTING_AUTH_LIMIT.max - 1; index++) expect((await call('auth')).statusCode).toBe(200);
        // Both paths count: the 60th call is a (401) user-auth.
        expect((await call('user-auth')).statusCode).toBe(401);
        const limited = await call('auth');
        expect(limited.statusCode).toBe(429);
        expect(limited.json()).toEqual({ message: 'Too Many Attempts.' });
        expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
        expect((await call('user-auth')).statusCode).toBe(429);
        // Another session at the same address has its own window (and here, no right to this cart).
        expect((await call('auth', testSessionId())).statusCode).toBe(403);
      });

      it(`caps one address at ${BROADCASTING_AUTH_ADDRESS_LIMIT.max} calls a minute however often it changes its session id`, async () => {
        const remoteAddress = nextAddress();
        const perSession = BROADCASTING_AUTH_LIMIT.max - 1;
        const sessions = Math.ceil(BROADCASTING_AUTH_ADDRESS_LIMIT.max / perSession);
        const call = (who: string) =>
          post('/broadcasting/user-auth', { body: { socket_id: SOCKET }, headers: { [SESSION_ID_HEADER]: who }, remoteAddress });
        let sent = 0;
        for (let index = 0; index < sessions && sent < BROADCASTING_AUTH_ADDRESS_LIMIT.max; index++) {
          const who = testSessionId();
          for (let call_ = 0; call_ < perSession && sent < BROADCASTING_AUTH_ADDRESS_LIMIT.max; call_++, sent++) {
            expect((await call(who)).statusCode).toBe(401);
          }
        }
        // A brand-new session id from that address is refused too; another address is not.
        expect((await call(testSessionId())).statusCode).toBe(429);
        expect(
          (await post('/broadcasting/user-auth', { body: { socket_id: SOCKET }, headers: { [SESSION_ID_HEADER]: testSessionId() }, remoteAddress: nextAddress() }))
            .statusCode,
        ).toBe(401);
      });
    });
  });
}
