import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CartResponse,
  OrderCreatedFromPaymentMessage,
  ProductListResponse,
  SESSION_ID_HEADER,
  UpdateDiscountsMessage,
  UpdateProductMessage,
  type ProductCard,
} from '../../../contract';
import { bearerFor, createTestApi, signUp, type TestApi } from '../../test-support';
import { cartClient, createCoupon, item, setStock, takeOffers, testSessionId } from '../cart/cart-test-kit';
import { pusherClient } from '../../realtime/test-support';

/**
 * End to end, in-process mode (no REALTIME_URL): real pusher-js clients (node build) on the api's own
 * realtime server, private channels authorized by the api's POST /broadcasting/auth, events published
 * by the api's operator paths and `app.broadcasting.publishOrderCreated` through the `pusher` SDK.
 */

const WAIT_MS = 5_000;

let api: TestApi;
let base: string;
let port: number;
const clients: Pusher[] = [];

type Who = { session?: string; bearer?: string };

/** A pusher-js client as the storefront builds it: channel auth by fetch with X-Session-Id / Authorization. */
function client(who: Who = {}): Pusher {
  const headers = (): Record<string, string> => ({
    'content-type': 'application/x-www-form-urlencoded',
    ...(who.session ? { [SESSION_ID_HEADER]: who.session } : {}),
    ...(who.bearer ? { authorization: `Bearer ${who.bearer}` } : {}),
  });
  const ask = (path: string, fields: Record<string, string>, callback: (error: Error | null, data: never) => void) => {
    fetch(`${base}${path}`, { method: 'POST', headers: headers(), body: new URLSearchParams(fields).toString() })
      .then(async (response) => {
        if (!response.ok) return callback(new Error(`${path} answered ${response.status}`), null as never);
        return callback(null, (await response.json()) as never);
      })
      .catch((error: Error) => callback(error, null as never));
  };
  const pusher = pusherClient(port, {
    key: api.config.pusher.key,
    authorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => ask('/broadcasting/auth', { socket_id: socketId, channel_name: channelName }, callback),
    },
    userAuthentication: {
      endpoint: '/broadcasting/user-auth',
      transport: 'ajax',
      customHandler: ({ socketId }, callback) => ask('/broadcasting/user-auth', { socket_id: socketId }, callback),
    },
  });
  clients.push(pusher);
  return pusher;
}

function subscribed(pusher: Pusher, channelName: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const channel = pusher.subscribe(channelName);
    const timer = setTimeout(() => reject(new Error(`no subscription to ${channelName}`)), WAIT_MS);
    channel.bind('pusher:subscription_succeeded', () => {
      clearTimeout(timer);
      resolve();
    });
    channel.bind('pusher:subscription_error', (error: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`subscription to ${channelName} refused`), { data: error }));
    });
  });
}

function nextEvent(pusher: Pusher, channelName: string, event: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channelName}`)), WAIT_MS);
    pusher.channel(channelName)!.bind(event, (data: unknown) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
}

const admin = (url: string, payload: object) =>
  api.app.inject({ method: 'PATCH', url, payload, headers: { authorization: `Bearer ${api.config.adminToken}` } });

beforeAll(async () => {
  api = await createTestApi('pglite', { products: 12 });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  port = (api.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterEach(() => {
  for (const pusher of clients.splice(0)) pusher.disconnect();
});
afterAll(() => api?.close());

describe('the api serves the realtime server in-process and publishes to itself', () => {
  it('mounts the Pusher HTTP API (an unsigned call is 401) and points the publisher at its own address', async () => {
    const unsigned = await fetch(`${base}/apps/${api.config.pusher.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', channel: 'y', data: '{}' }),
    });
    expect(unsigned.status).toBe(401);
    expect(api.app.broadcasting.publisher.target()).toEqual({ host: '127.0.0.1', port, useTLS: false });
  });

  it('UpdateProduct reaches product_{slug} after PATCH /v1/admin/offers/{uuid} changes a price', async () => {
    const card: ProductCard = ProductListResponse.parse((await api.app.inject('/v1/products?per_page=1')).json()).data[0]!;
    const offer = card.variants[0]!.offers[0]!;
    const price = Math.round((offer.price_product * 0.8 + 0.01) * 100) / 100;
    const pusher = client();
    await subscribed(pusher, `product_${card.slug}`);
    const received = nextEvent(pusher, `product_${card.slug}`, 'UpdateProduct');
    expect((await admin(`/v1/admin/offers/${offer.uuid}`, { price })).statusCode).toBe(200);
    const { data } = UpdateProductMessage.parse(await received);
    expect(data.uuid).toBe(card.uuid);
    expect(data.slug).toBe(card.slug);
    expect(data.variants.flatMap((variant) => variant.offers).find((candidate) => candidate.uuid === offer.uuid)!.price_product).toBe(price);
  });

  it('UpdateDiscounts reaches discount_list when a public coupon is switched off, and nothing does for a VIP coupon', async () => {
    const vip = await createCoupon(api.database, { code: `VIP${randomUUID().slice(0, 6).toUpperCase()}`, vipFor: [] });
    const open = await createCoupon(api.database, { code: `OPEN${randomUUID().slice(0, 6).toUpperCase()}` });
    const pusher = client();
    await subscribed(pusher, 'discount_list');
    const seen: unknown[] = [];
    pusher.channel('discount_list')!.bind_global((event: string, data: unknown) => {
      if (!event.startsWith('pusher:')) seen.push({ event, data });
    });
    expect((await admin(`/v1/admin/discounts/${vip.uuid}`, { is_active: false })).statusCode).toBe(200);
    await api.app.deferred.settled();
    const received = nextEvent(pusher, 'discount_list', 'UpdateDiscounts');
    expect((await admin(`/v1/admin/discounts/${open.uuid}`, { is_active: false })).statusCode).toBe(200);
    const { message } = UpdateDiscountsMessage.parse(await received);
    expect(message).toMatchObject({ discount_uuid: open.uuid, is_active: false });
    // Both publishes went one after the other over one socket: only the public coupon's arrived.
    expect(seen).toHaveLength(1);
  });

  it("a VIP coupon switched off reaches its customers' private channels, and neither discount_list nor another customer's channel", async () => {
    const ana = await signUp(api.app, { name: 'Ana' });
    const rui = await signUp(api.app, { name: 'Rui' });
    const code = (prefix: string) => `${prefix}${randomUUID().slice(0, 6).toUpperCase()}`;
    const codes = { ana: code('ANA'), rui: code('RUI'), all: code('VIP'), open: code('OPEN') };
    const forAna = await createCoupon(api.database, { code: codes.ana, vipFor: [ana.user.id] });
    const forRui = await createCoupon(api.database, { code: codes.rui, vipFor: [rui.user.id] });
    const forAll = await createCoupon(api.database, { code: codes.all, vipFor: [] });
    const open = await createCoupon(api.database, { code: codes.open });
    const anaChannel = `private-discounts.customer.${ana.user.id}`;
    const ruiChannel = `private-discounts.customer.${rui.user.id}`;

    const anaClient = client({ bearer: await bearerFor(api.app, ana) });
    const ruiClient = client({ bearer: await bearerFor(api.app, rui) });
    const guest = client({ session: testSessionId() });
    await subscribed(anaClient, anaChannel);
    await subscribed(anaClient, 'private-discounts.customers');
    await subscribed(ruiClient, ruiChannel);
    await subscribed(guest, 'discount_list');
    // Nobody else gets in: Rui is refused Ana's channel, a guest both customer channels.
    await expect(subscribed(ruiClient, anaChannel)).rejects.toMatchObject({ data: { type: 'AuthError' } });
    await expect(subscribed(guest, 'private-discounts.customers')).rejects.toMatchObject({ data: { type: 'AuthError' } });
    await expect(subscribed(guest, anaChannel)).rejects.toMatchObject({ data: { type: 'AuthError' } });

    const seen: Record<string, string[]> = {};
    const record = (pusher: Pusher, channel: string) =>
      pusher.channel(channel)!.bind_global((event: string, data: unknown) => {
        if (!event.startsWith('pusher:')) (seen[channel] ??= []).push(UpdateDiscountsMessage.parse(data).message.code);
      });
    record(anaClient, anaChannel);
    record(anaClient, 'private-discounts.customers');
    record(ruiClient, ruiChannel);
    record(guest, 'discount_list');

    const forAnaReceived = nextEvent(anaClient, anaChannel, 'UpdateDiscounts');
    const forAllReceived = nextEvent(anaClient, 'private-discounts.customers', 'UpdateDiscounts');
    expect((await admin(`/v1/admin/discounts/${forAna.uuid}`, { is_active: false })).statusCode).toBe(200);
    expect((await admin(`/v1/admin/discounts/${forAll.uuid}`, { is_active: false })).statusCode).toBe(200);
    expect(UpdateDiscountsMessage.parse(await forAnaReceived).message).toMatchObject({ discount_uuid: forAna.uuid, is_active: false });
    expect(UpdateDiscountsMessage.parse(await forAllReceived).message).toMatchObject({ discount_uuid: forAll.uuid, is_active: false });
    await api.app.deferred.settled();

    // Then a public coupon and Rui's own: once they arrive, everything published before them has too.
    const openReceived = nextEvent(guest, 'discount_list', 'UpdateDiscounts');
    const ruiReceived = nextEvent(ruiClient, ruiChannel, 'UpdateDiscounts');
    expect((await admin(`/v1/admin/discounts/${open.uuid}`, { is_active: false })).statusCode).toBe(200);
    expect((await admin(`/v1/admin/discounts/${forRui.uuid}`, { is_active: false })).statusCode).toBe(200);
    await Promise.all([openReceived, ruiReceived]);
    expect(seen).toEqual({
      [anaChannel]: [codes.ana],
      'private-discounts.customers': [codes.all],
      [ruiChannel]: [codes.rui],
      discount_list: [codes.open],
    });
  });

  it("order.created.from.payment reaches the cart's owner on private-checkout.{cartUuid}; another session is refused the channel", async () => {
    const session = testSessionId();
    const [offer] = await takeOffers(api.database, 1, 3);
    await setStock(api.database, offer!.id, 5);
    const saved = await cartClient(api.app).save({ customer_id: null, session_id: session, items: [item(offer!.id, 1, offer!.price)] }, { session });
    const cartUuid = CartResponse.parse(saved.json()).data.cart_uuid;
    const channel = `private-checkout.${cartUuid}`;

    const stranger = client({ session: testSessionId() });
    await expect(subscribed(stranger, channel)).rejects.toMatchObject({ data: { type: 'AuthError' } });

    const owner = client({ session });
    await subscribed(owner, channel);
    const received = nextEvent(owner, channel, 'order.created.from.payment');
    const payload = { order: { order_uuid: randomUUID() }, redirect: { url: 'http://localhost:3000/checkout/success' } };
    await expect(api.app.broadcasting.publishOrderCreated(cartUuid, payload)).resolves.toBe(true);
    expect(OrderCreatedFromPaymentMessage.parse(await received)).toEqual(payload);
  });

  it("a signed-in customer's client (bearer) joins its own cart's channel and signs in through /broadcasting/user-auth", async () => {
    const account = await signUp(api.app, { name: 'Rita' });
    const bearer = await bearerFor(api.app, account);
    const session = testSessionId();
    const [offer] = await takeOffers(api.database, 1, 4);
    await setStock(api.database, offer!.id, 5);
    const saved = await cartClient(api.app).save(
      { customer_id: account.user.id, session_id: session, items: [item(offer!.id, 1, offer!.price)] },
      { session, bearer },
    );
    const cart = CartResponse.parse(saved.json()).data;
    expect(cart.customer_id).toBe(account.user.id);

    const pusher = client({ bearer });
    await subscribed(pusher, `private-checkout.${cart.cart_uuid}`);

    const signedIn = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no signin_success')), WAIT_MS);
      pusher.bind('pusher:signin_success', (data: unknown) => {
        clearTimeout(timer);
        resolve(data);
      });
    });
    pusher.signin();
    const success = (await signedIn) as { user_data: string };
    expect(JSON.parse(success.user_data)).toEqual({ id: String(account.user.id), name: 'Rita' });

    // The server-to-user channel works for that user: an SDK sendToUser reaches the client.
    const sdk = new PusherServer({ ...api.config.pusher, host: '127.0.0.1', port: String(port), useTLS: false });
    const hello = new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no user event')), WAIT_MS);
      pusher.user.bind('hello', (data: unknown) => {
        clearTimeout(timer);
        resolve(data);
      });
    });
    // The user channel subscription follows signin_success; give it a moment to be in place.
    for (let attempt = 0; attempt < 50 && !pusher.user.serverToUserChannel?.subscribed; attempt++) await new Promise((r) => setTimeout(r, 20));
    await sdk.sendToUser(String(account.user.id), 'hello', { ok: true });
    expect(await hello).toEqual({ ok: true });
  });
});
