import { allSettled, createStore, createWatch, fork } from 'effector';
import type { Scope } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { cart, discount, product, productCard, uuid, SESSION } from '../../contract/test-examples';
import { productCardData } from '../../contract';
import { productPageData } from '../../contract/product-page';
import type { ProductCard, ProductCardData } from '../../contract';
import { $apiBaseUrl, $apiFetch, $apiLogger, $apiTokenGetter, NOT_SENT_MESSAGE } from '../api-client';
import { heldApi } from '../api-client/test-support';
import { $authMode, $user, loggedOut, logoutClicked } from '../auth';
import { $cart, $isOpen, $sessionId, cartClosed, cartOpened } from '../cart';
import { $product } from '../product';
import {
  $channelsInUse,
  $connectionState,
  $liveProducts,
  $realtimeClientFactory,
  $realtimeConfig,
  $realtimeLogger,
  channelAuthorizationFailed,
  channelKeyOf,
  checkoutChannelEntered,
  checkoutChannelLeft,
  checkoutOrderCreated,
  connectionResumed,
  paymentProgressReceived,
  discountsUpdateReceived,
  liveProductOf,
  productChannelEntered,
  productChannelLeft,
  realtimeStarted,
} from './index';
import type { RealtimeClientFactory, RealtimeClientOptions, RealtimeLogger } from './index';
// The connection and its rules load after hydration in the app; here, before the scopes are forked.
import { $checkoutChannelCart, $customerChannelsUser, ChannelAuthorizationError, pusherOptionsOf } from './connection';

const silentApi = { debug: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The library boundary, faked: what the model joined and left, and a way to deliver what the server sends. */
function fakeRealtime() {
  const joined: { channel: string; events: string[] }[] = [];
  const left: string[] = [];
  let connections = 0;
  let options: RealtimeClientOptions | null = null;
  const factory: RealtimeClientFactory = async (given) => {
    connections += 1;
    options = given;
    return {
      subscribe: (channel, events) => void joined.push({ channel: channelKeyOf(channel), events: [...events] }),
      leave: (channel) => void left.push(channelKeyOf(channel)),
      disconnect: () => undefined,
    };
  };
  const opened = () => {
    if (!options) throw new Error('not connected');
    return options;
  };
  return {
    factory,
    joined,
    left,
    connections: () => connections,
    options: opened,
    deliver: (channel: string, event: string, payload: unknown) => opened().onMessage({ channel, event, payload }),
  };
}

function memoryLogger() {
  const lines: { message: string; details?: Record<string, unknown> }[] = [];
  const logger: RealtimeLogger = { warn: (message, details) => void lines.push({ message, details }) };
  return { lines, logger };
}

function realtimeScope(values: [unknown, unknown][] = [], handlers: [unknown, unknown][] = []) {
  const fake = fakeRealtime();
  const log = memoryLogger();
  const scope = fork({
    values: [
      [$realtimeConfig, { appKey: 'storefront-dev-key', url: 'http://localhost:8000' }],
      [$realtimeClientFactory, fake.factory],
      [$realtimeLogger, log.logger],
      [$apiLogger, silentApi],
      ...values,
    ] as never,
    handlers: handlers as never,
  });
  return { scope, fake, log };
}

const start = (scope: Scope, secure = false) => allSettled(realtimeStarted, { scope, params: { secure } });
const joinedNames = (fake: ReturnType<typeof fakeRealtime>) => fake.joined.map((entry) => entry.channel);
/** pusher-js asks the custom authorizer for a channel's signature, as it does when it subscribes. */
const askSignature = (fake: ReturnType<typeof fakeRealtime>, channelName: string) =>
  new Promise<{ error: Error | null; data: unknown }>((resolve) =>
    fake.options().authorize({ socketId: '123.456', channelName }, (error, data) => resolve({ error, data })),
  );

const cheaper = (card: ProductCard, price: number): ProductCard => ({
  ...card,
  variants: card.variants.map((v) => ({ ...v, offers: v.offers.map((o) => ({ ...o, price_product: price })) })),
});
const priceOf = (card: { variants: readonly { offers: readonly { price_product: number }[] }[] }) => card.variants[0]!.offers[0]!.price_product;
/** The price a card shows. */
const cardPrice = (card: ProductCardData) => card.offer?.price_product;
const shownCard = productCardData(productCard, 'pt');

describe('connecting (§4 connection states, §9 timing)', () => {
  it('connects once with the app key, the server host and port, WebSockets only and the §9 timeouts', async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    await start(scope);
    expect(fake.connections()).toBe(1);
    expect(fake.options().pusher).toEqual({
      key: 'storefront-dev-key',
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 8000,
      wssPort: 8000,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      enableStats: true,
      statsHost: 'localhost:8000',
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      unavailableTimeout: 10_000,
    });
  });

  it('TLS follows the page; a URL without a port uses the scheme defaults and keeps its path', () => {
    expect(pusherOptionsOf({ appKey: 'k', url: 'https://shop.example/realtime/' }, { secure: true })).toMatchObject({
      wsHost: 'shop.example',
      wsPort: 80,
      wssPort: 443,
      wsPath: '/realtime',
      forceTLS: true,
      statsHost: 'shop.example/realtime',
    });
  });

  it("the connection state is pusher-js's, as it reports each change", async () => {
    const { scope, fake } = realtimeScope();
    expect(scope.getState($connectionState)).toBe('initialized');
    await start(scope);
    for (const state of ['connecting', 'connected', 'unavailable'] as const) {
      fake.options().onStateChange(state);
      expect(scope.getState($connectionState)).toBe(state);
    }
  });

  it('a connection that comes back after it was lost is announced once (the first connect is not)', async () => {
    const { scope, fake } = realtimeScope();
    let resumed = 0;
    const counted = createWatch({ unit: connectionResumed, scope, fn: () => (resumed += 1) });
    await start(scope);
    for (const state of ['connecting', 'connected', 'connected'] as const) fake.options().onStateChange(state);
    expect(resumed).toBe(0);
    for (const state of ['unavailable', 'connecting', 'connected'] as const) fake.options().onStateChange(state);
    expect(resumed).toBe(1);
    for (const state of ['disconnected', 'connected'] as const) fake.options().onStateChange(state);
    expect(resumed).toBe(2);
    counted.unsubscribe();
  });

  it('without a configuration or a client it does not connect (and says so once)', async () => {
    const { scope, fake, log } = realtimeScope([[$realtimeConfig, null]]);
    await start(scope);
    expect(fake.connections()).toBe(0);
    expect(log.lines.map((line) => line.message)).toEqual(['Realtime: could not start']);
  });
});

describe('channels are counted by user', () => {
  it('two cards of one product join its channel once; it is left when the last one goes', async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: 'vestido-linho' });
    await allSettled(productChannelEntered, { scope, params: 'vestido-linho' });
    expect(fake.joined).toEqual([{ channel: 'product_vestido-linho', events: ['UpdateProduct'] }]);
    await allSettled(productChannelLeft, { scope, params: 'vestido-linho' });
    expect(fake.left).toEqual([]);
    expect(scope.getState($channelsInUse)).toEqual(['product_vestido-linho']);
    await allSettled(productChannelLeft, { scope, params: 'vestido-linho' });
    expect(fake.left).toEqual(['product_vestido-linho']);
    expect(scope.getState($channelsInUse)).toEqual([]);
    // A stray leave changes nothing.
    await allSettled(productChannelLeft, { scope, params: 'vestido-linho' });
    expect(fake.left).toEqual(['product_vestido-linho']);
  });

  it('channels asked for before the connection existed are joined once it does, each once', async () => {
    const { scope, fake } = realtimeScope();
    await allSettled(productChannelEntered, { scope, params: 'a' });
    await allSettled(productChannelEntered, { scope, params: 'b' });
    await allSettled(productChannelLeft, { scope, params: 'b' });
    expect(fake.joined).toEqual([]);
    await start(scope);
    expect(joinedNames(fake)).toEqual(['product_a']);
  });
});

describe('the channel authorizer (§7 POST /broadcasting/auth)', () => {
  const CHANNEL = `private-checkout.${cart.cart_uuid}`;
  const SIGNATURE = { auth: `storefront-dev-key:${'ab'.repeat(32)}` };

  function recorder(answer: () => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => (calls.push({ url, init }), answer())) as unknown as typeof fetch;
    return { calls, fetchFn };
  }
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  /** The page holds the checkout channel (its drawer is open) and pusher-js asks for its signature. */
  async function authorize(scope: Scope, fake: ReturnType<typeof fakeRealtime>) {
    await start(scope);
    await allSettled(checkoutChannelEntered, { scope, params: { cartUuid: cart.cart_uuid, sessionId: null } });
    return askSignature(fake, CHANNEL);
  }

  const previousDocument = globalThis.document;
  afterEach(() => {
    (globalThis as { document?: unknown }).document = previousDocument;
  });

  it("cookie mode: asks for the CSRF cookie, then POSTs with cookies, the cart's X-Session-Id and X-XSRF-TOKEN", async () => {
    (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=eyJpdiI6%3D%3D; other=1' };
    const api = recorder(() => json(SIGNATURE));
    const { scope, fake } = realtimeScope([
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, api.fetchFn],
      [$sessionId, SESSION],
      [$authMode, 'cookie'],
    ]);
    const answer = await authorize(scope, fake);
    expect(answer).toEqual({ error: null, data: SIGNATURE });
    expect(api.calls.map((call) => `${call.init.method} ${call.url}`)).toEqual(['GET http://api.test/sanctum/csrf-cookie', 'POST http://api.test/broadcasting/auth']);
    const post = api.calls[1]!;
    expect(post.init.credentials).toBe('include');
    expect(post.init.headers).toMatchObject({ 'X-Session-Id': SESSION, 'X-XSRF-TOKEN': 'eyJpdiI6==', Accept: 'application/json' });
    expect(post.init.headers).not.toHaveProperty('Authorization');
    expect(JSON.parse(post.init.body as string)).toEqual({ socket_id: '123.456', channel_name: CHANNEL });
  });

  it('token mode: the bearer token, no CSRF call and no XSRF header', async () => {
    (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=abc' };
    const api = recorder(() => json(SIGNATURE));
    const { scope, fake } = realtimeScope([
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, api.fetchFn],
      [$apiTokenGetter, () => '7|secret'],
      [$sessionId, SESSION],
      [$authMode, 'token'],
    ]);
    expect((await authorize(scope, fake)).error).toBeNull();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.init.headers).toMatchObject({ Authorization: 'Bearer 7|secret', 'X-Session-Id': SESSION });
    expect(api.calls[0]!.init.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('a 403 (not this browser’s cart) is an auth error with its status, and the refusal is reported', async () => {
    const api = recorder(() => json({ message: 'This action is unauthorized.' }, 403));
    const $refusals = createStore<{ channel: string; status: number }[]>([]).on(channelAuthorizationFailed, (list, refusal) => [...list, refusal]);
    const { scope, fake } = realtimeScope([
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, api.fetchFn],
      [$sessionId, SESSION],
      [$authMode, 'token'],
    ]);
    const { error, data } = await authorize(scope, fake);
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(ChannelAuthorizationError);
    expect(error).toMatchObject({ name: 'AuthError', status: 403, message: 'This action is unauthorized.' });
    await sleep(0);
    expect(scope.getState($refusals)).toEqual([{ channel: CHANNEL, status: 403 }]);
  });

  it("an ordered cart's checkout channel is authorized with the session that owns that cart, not the cart model's new one", async () => {
    const api = recorder(() => json(SIGNATURE));
    const ORDER_SESSION = 'b2'.repeat(20);
    const { scope, fake } = realtimeScope([
      [$apiBaseUrl, 'http://api.test'],
      [$apiFetch, api.fetchFn],
      [$sessionId, SESSION],
      [$authMode, 'token'],
    ]);
    await start(scope);
    await allSettled(checkoutChannelEntered, { scope, params: { cartUuid: cart.cart_uuid, sessionId: ORDER_SESSION } });
    expect(joinedNames(fake)).toEqual([CHANNEL]);
    expect((await askSignature(fake, CHANNEL)).error).toBeNull();
    expect(api.calls[0]!.init.headers).toMatchObject({ 'X-Session-Id': ORDER_SESSION });
    await allSettled(checkoutChannelLeft, { scope, params: { cartUuid: cart.cart_uuid } });
    expect(fake.left).toEqual([CHANNEL]);
    // The channel's last user gone, the cart model's session speaks again.
    await allSettled(checkoutChannelEntered, { scope, params: { cartUuid: cart.cart_uuid, sessionId: null } });
    expect((await askSignature(fake, CHANNEL)).error).toBeNull();
    expect(api.calls[1]!.init.headers).toMatchObject({ 'X-Session-Id': SESSION });
  });

  it('a channel the page left before its authorization went out is refused without asking the API, and nothing is logged', async () => {
    const api = recorder(() => json(SIGNATURE));
    const { scope, fake, log } = realtimeScope([[$apiBaseUrl, 'http://api.test'], [$apiFetch, api.fetchFn], [$authMode, 'token']]);
    await start(scope);
    const { error, data } = await askSignature(fake, CHANNEL);
    expect(data).toBeNull();
    expect(error).toMatchObject({ name: 'AuthError', status: 0, message: NOT_SENT_MESSAGE });
    expect(api.calls).toEqual([]);
    fake.options().onSubscriptionError(CHANNEL, { type: 'AuthError', error: NOT_SENT_MESSAGE });
    await sleep(0);
    expect(log.lines).toEqual([]);
  });

  it('a signature that breaks the contract is refused too', async () => {
    const api = recorder(() => json({ auth: 'not a signature' }));
    const { scope, fake } = realtimeScope([[$apiBaseUrl, 'http://api.test'], [$apiFetch, api.fetchFn], [$authMode, 'token']]);
    const { error } = await authorize(scope, fake);
    expect(error).toMatchObject({ name: 'AuthError', status: 200 });
  });
});

describe('§2/§7 UpdateProduct on product_{slug}', () => {
  it('replaces the data of the cards of that product and of the product page', async () => {
    const { scope, fake } = realtimeScope([[$product, productPageData(product, 'pt')]]);
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: productCard.slug });
    fake.deliver('product_vestido-linho', 'UpdateProduct', { data: cheaper(productCard, 19.99) });
    await sleep(0);
    const live = scope.getState($liveProducts);
    expect(cardPrice(liveProductOf(shownCard, live))).toBe(19.99);
    expect(priceOf(scope.getState($product)!)).toBe(19.99);
    // Other products' cards are untouched.
    const other = { ...shownCard, uuid: uuid(99) };
    expect(liveProductOf(other, live)).toBe(other);
  });

  it('a JSON text payload is read like an object', async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: productCard.slug });
    fake.deliver('product_vestido-linho', 'UpdateProduct', JSON.stringify({ data: cheaper(productCard, 9.5) }));
    await sleep(0);
    expect(cardPrice(liveProductOf(shownCard, scope.getState($liveProducts)))).toBe(9.5);
  });

  it("an update in another language (its slug differs) changes the price but keeps the card's text", async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: productCard.slug });
    const english: ProductCard = { ...cheaper(productCard, 15), slug: 'linen-dress', name: 'Linen dress', description: 'Light dress.' };
    fake.deliver('product_vestido-linho', 'UpdateProduct', { data: english });
    await sleep(0);
    const shown = liveProductOf(shownCard, scope.getState($liveProducts));
    expect({ price: cardPrice(shown), slug: shown.slug, name: shown.name, description: shown.description }).toEqual({
      price: 15,
      slug: productCard.slug,
      name: productCard.name,
      description: productCard.description,
    });
  });

  it("invalid payloads are ignored and logged: the cards and the page keep what they show", async () => {
    const { scope, fake, log } = realtimeScope([[$product, product]]);
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: productCard.slug });
    for (const payload of ['{not json', { data: { ...productCard, uuid: 'nope' } }, { product: productCard }, null]) {
      fake.deliver('product_vestido-linho', 'UpdateProduct', payload);
    }
    await sleep(0);
    expect(scope.getState($liveProducts)).toEqual({});
    expect(scope.getState($product)).toBe(product);
    expect(log.lines).toHaveLength(4);
    expect(log.lines[0]).toMatchObject({ message: 'Realtime: ignored an invalid payload', details: { channel: 'product_vestido-linho', event: 'UpdateProduct' } });
  });

  it('once nothing listens to the channel, its live data is forgotten (a later fetch is newer)', async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    await allSettled(productChannelEntered, { scope, params: productCard.slug });
    fake.deliver('product_vestido-linho', 'UpdateProduct', { data: cheaper(productCard, 19.99) });
    await sleep(0);
    await allSettled(productChannelLeft, { scope, params: productCard.slug });
    expect(scope.getState($liveProducts)).toEqual({});
  });
});

describe('§4 Checkout live channel', () => {
  const CHANNEL = `private-checkout.${cart.cart_uuid}`;
  const order = { order: { order_uuid: uuid(500) }, redirect: { url: 'http://localhost:3000/checkout/success' } };

  function checkoutScope() {
    const $orders = createStore<unknown[]>([]).on(checkoutOrderCreated, (list, event) => [...list, event]);
    const setup = realtimeScope([
      [$cart, cart],
      [$isOpen, false],
      [$sessionId, SESSION],
    ]);
    return { ...setup, $orders };
  }

  it('opening the cart drawer joins checkout.{cartUuid} (private); closing it keeps the channel', async () => {
    const { scope, fake } = checkoutScope();
    await start(scope);
    expect(fake.joined).toEqual([]);
    await allSettled(cartOpened, { scope });
    expect(fake.joined).toEqual([{ channel: CHANNEL, events: ['order.created.from.payment', 'payment.progress'] }]);
    await allSettled(cartClosed, { scope });
    await allSettled(cartOpened, { scope });
    expect(fake.joined).toHaveLength(1);
    expect(fake.left).toEqual([]);
  });

  it('an order-created event completes the cart at once and leaves the channel after 1 s', async () => {
    const { scope, fake, $orders } = checkoutScope();
    await start(scope);
    await allSettled(cartOpened, { scope });
    fake.deliver(CHANNEL, 'order.created.from.payment', JSON.stringify(order));
    await sleep(0);
    expect(scope.getState($orders)).toEqual([order]);
    expect(scope.getState($cart)).toBeNull();
    expect(fake.left).toEqual([]);
    await sleep(1_050);
    expect(fake.left).toEqual([CHANNEL]);
    expect(scope.getState($checkoutChannelCart)).toBeNull();
  });

  it('an event without order_uuid is ignored (and logged); so is one for another cart', async () => {
    const { scope, fake, log, $orders } = checkoutScope();
    await start(scope);
    await allSettled(cartOpened, { scope });
    fake.deliver(CHANNEL, 'order.created.from.payment', { order: {}, redirect: order.redirect });
    fake.deliver(`private-checkout.${uuid(404)}`, 'order.created.from.payment', order);
    await sleep(0);
    expect(scope.getState($orders)).toEqual([]);
    expect(scope.getState($cart)).toEqual(cart);
    expect(log.lines.map((line) => line.message)).toEqual(['Realtime: ignored an invalid payload']);
  });

  it('payment.progress on the checkout channel is parsed and reported with its cart (beyond §7)', async () => {
    const { scope, fake } = checkoutScope();
    const $progress = createStore<unknown[]>([]).on(paymentProgressReceived, (list, event) => [...list, event]);
    await start(scope);
    await allSettled(cartOpened, { scope });
    const progress = {
      order_uuid: uuid(500),
      transaction_id: 'tx-1',
      method: 'mbway',
      status: 'waiting_approval',
      reference: null,
      expires_at: '2026-11-27T15:04:00.000Z',
      redirect: null,
    };
    fake.deliver(CHANNEL, 'payment.progress', JSON.stringify(progress));
    fake.deliver(CHANNEL, 'payment.progress', { ...progress, status: 'approved?' });
    await sleep(0);
    expect(scope.getState($progress)).toEqual([{ cartUuid: cart.cart_uuid, progress }]);
  });

  it("a cart that is no longer this browser's leaves its channel", async () => {
    const { scope, fake } = checkoutScope();
    await start(scope);
    await allSettled(cartOpened, { scope });
    await allSettled(cartClosed, { scope });
    const next = { ...cart, cart_uuid: uuid(77) } satisfies typeof cart;
    // A new cart (another tab, a logout) replaces it while the drawer is closed: the old channel goes.
    await allSettled($cart, { scope, params: next });
    expect(fake.left).toEqual([CHANNEL]);
    await allSettled(cartOpened, { scope });
    expect(joinedNames(fake)).toEqual([CHANNEL, `private-checkout.${next.cart_uuid}`]);
  });
});

describe("VIP coupons' channels follow the signed-in customer (beyond §7)", () => {
  const ana = { id: 7, email: 'ana@example.com' };
  const rui = { id: 8, email: 'rui@example.com' };
  const CUSTOMERS = 'private-discounts.customers';
  const own = (id: number) => `private-discounts.customer.${id}`;

  it('a session restored before the connection joins private-discounts.customers and the customer’s own channel, for UpdateDiscounts', async () => {
    const { scope, fake } = realtimeScope([[$user, ana]]);
    await start(scope);
    expect(fake.joined).toEqual([
      { channel: CUSTOMERS, events: ['UpdateDiscounts'] },
      { channel: own(7), events: ['UpdateDiscounts'] },
    ]);
    expect(scope.getState($customerChannelsUser)).toBe(7);
  });

  it('a guest holds neither; signing in joins both, logging out leaves both', async () => {
    const { scope, fake } = realtimeScope();
    await start(scope);
    expect(fake.joined).toEqual([]);
    await allSettled($user, { scope, params: ana });
    expect(joinedNames(fake)).toEqual([CUSTOMERS, own(7)]);
    // The API's verified user replaces the restored one: same customer, nothing moves.
    await allSettled($user, { scope, params: { ...ana, name: 'Ana' } });
    expect(joinedNames(fake)).toEqual([CUSTOMERS, own(7)]);
    await allSettled(loggedOut, { scope });
    expect(fake.left.sort()).toEqual([CUSTOMERS, own(7)].sort());
    expect(scope.getState($channelsInUse)).toEqual([]);
    expect(scope.getState($customerChannelsUser)).toBeNull();
  });

  it('another customer moves to their own channel and keeps the customers’ one', async () => {
    const { scope, fake } = realtimeScope([[$user, ana]]);
    await start(scope);
    await allSettled($user, { scope, params: rui });
    expect(fake.left).toEqual([own(7)]);
    expect(joinedNames(fake)).toEqual([CUSTOMERS, own(7), own(8)]);
    expect(scope.getState($channelsInUse).sort()).toEqual([CUSTOMERS, own(8)].sort());
  });

  describe('cookie mode: an authorization and a logout never cross on the wire (each would make the other’s session stale)', () => {
    const previousDocument = globalThis.document;
    afterEach(() => {
      (globalThis as { document?: unknown }).document = previousDocument;
    });

    /** The API, answering the CSRF cookie at once and holding each POST (named with its channel) until the test answers it. */
    const channelApi = () =>
      heldApi({
        nameOf: (url, init) => {
          const channel = typeof init.body === 'string' ? (JSON.parse(init.body) as { channel_name?: string }).channel_name : undefined;
          return `${init.method} ${new URL(url).pathname}${channel ? ` ${channel}` : ''}`;
        },
        atOnce: (init) => (init.method === 'GET' ? new Response(null, { status: 204 }) : null),
      });
    const signature = () => new Response(JSON.stringify({ auth: `storefront-dev-key:${'ab'.repeat(32)}` }), { status: 200, headers: { 'content-type': 'application/json' } });

    it('a logout waits for the authorization in flight; one asked for meanwhile goes nowhere once the logout has left its channel', async () => {
      (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=before' };
      const api = channelApi();
      const { scope, fake, log } = realtimeScope([
        [$user, ana],
        [$authMode, 'cookie'],
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, api.fetchFn],
      ]);
      await start(scope);
      const first = askSignature(fake, CUSTOMERS);
      await sleep(5);
      expect(api.sent).toEqual(['GET /sanctum/csrf-cookie', `POST /broadcasting/auth ${CUSTOMERS}`]);

      const logout = allSettled(logoutClicked, { scope });
      await sleep(5);
      const second = askSignature(fake, own(7));
      await sleep(5);
      // The logout has its CSRF cookie but waits: its answer would kill the session the authorization was sent with.
      expect(api.sent).toEqual(['GET /sanctum/csrf-cookie', `POST /broadcasting/auth ${CUSTOMERS}`, 'GET /sanctum/csrf-cookie']);

      api.answer(`POST /broadcasting/auth ${CUSTOMERS}`, signature());
      expect((await first).error).toBeNull();
      await sleep(5);
      expect(api.sent.at(-1)).toBe('POST /logout');

      api.answer('POST /logout', new Response(null, { status: 204 }));
      await logout;
      expect(scope.getState($user)).toBeNull();
      // The customer's own channel was left by the logout: it is not asked for in the guest's name (only the
      // guest's CSRF cookie, which waited for the logout too, is fetched).
      expect((await second).error).toMatchObject({ status: 0, message: NOT_SENT_MESSAGE });
      expect(api.sent).toEqual(['GET /sanctum/csrf-cookie', `POST /broadcasting/auth ${CUSTOMERS}`, 'GET /sanctum/csrf-cookie', 'POST /logout', 'GET /sanctum/csrf-cookie']);
      expect(log.lines).toEqual([]);
    });

    it('a channel still held after the logout is asked for once it is over, with the new session’s cookies', async () => {
      (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=before' };
      const api = channelApi();
      const { scope, fake } = realtimeScope([
        [$user, ana],
        [$authMode, 'cookie'],
        [$apiBaseUrl, 'http://api.test'],
        [$apiFetch, api.fetchFn],
      ]);
      await start(scope);
      await allSettled(checkoutChannelEntered, { scope, params: { cartUuid: cart.cart_uuid, sessionId: null } });
      const logout = allSettled(logoutClicked, { scope });
      await sleep(5);
      const checkout = askSignature(fake, `private-checkout.${cart.cart_uuid}`);
      await sleep(5);
      expect(api.sent).toEqual(['GET /sanctum/csrf-cookie', 'POST /logout']);

      (globalThis as { document?: unknown }).document = { cookie: 'XSRF-TOKEN=after' };
      api.answer('POST /logout', new Response(null, { status: 204 }));
      await sleep(5);
      expect(scope.getState($user)).toBeNull();
      expect(api.sent.slice(2)).toEqual(['GET /sanctum/csrf-cookie', `POST /broadcasting/auth private-checkout.${cart.cart_uuid}`]);
      expect(api.headers.at(-1)).toMatchObject({ 'X-XSRF-TOKEN': 'after' });
      api.answer(`POST /broadcasting/auth private-checkout.${cart.cart_uuid}`, signature());
      expect((await checkout).error).toBeNull();
      await logout;
    });
  });

  it('UpdateDiscounts on either channel is read with the contract like discount_list’s; an invalid one is logged and dropped', async () => {
    const $updates = createStore<unknown[]>([]).on(discountsUpdateReceived, (list, update) => [...list, update]);
    const { scope, fake, log } = realtimeScope([[$user, ana]]);
    await start(scope);
    const off = { ...discount, code: 'VIP20', is_active: false };
    fake.deliver(own(7), 'UpdateDiscounts', JSON.stringify({ message: off }));
    fake.deliver(CUSTOMERS, 'UpdateDiscounts', { message: { ...off, value: 25 } });
    fake.deliver(own(7), 'UpdateDiscounts', { message: { code: 'VIP20' } });
    await sleep(0);
    expect(scope.getState($updates)).toEqual([{ message: off }, { message: { ...off, value: 25 } }]);
    expect(log.lines).toEqual([
      expect.objectContaining({ message: 'Realtime: ignored an invalid payload', details: expect.objectContaining({ channel: own(7), event: 'UpdateDiscounts' }) }),
    ]);
  });
});
