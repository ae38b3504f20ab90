/**
 * Conformance of the realtime server (api/realtime, protocols.md §1) with the real browser clients:
 * pusher-js (web build) and laravel-echo (IIFE build) in Debian's Chromium, against a `startRealtime`
 * this spec starts itself in a child process (bench/realtime-server.ts, port 0; e2e/ tests the
 * server from outside), publishing with the `pusher` Node SDK. It needs nothing of the
 * product that global-setup.ts starts: blank pages come from a tiny http server of its own, whose
 * origin is the only one allowed; a second one plays a foreign origin. Private and presence channels
 * are authorised through `channelAuthorization.customHandler`, which calls `signChannel`, a function
 * exposed to the page that signs with the SDK's `authorizeChannel` (as the api's /broadcasting/auth does).
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type Echo from 'laravel-echo';
import Pusher from 'pusher';
import type PusherJs from 'pusher-js';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { spawnRealtimeServer, type RealtimeProcess } from '../bench/realtime-process';

const APP = { id: 'conformance', key: 'conformance-key', secret: 'conformance-secret' };
const root = path.resolve(import.meta.dirname, '..');
const PUSHER_JS = path.join(root, 'node_modules/pusher-js/dist/web/pusher.js');
const ECHO_JS = path.join(root, 'node_modules/laravel-echo/dist/echo.iife.js');

type User = { id: number; name: string };
type Entry = { kind: string; [key: string]: unknown };

/**
 * The in-page harness (plain browser JavaScript): `rt.connect()` makes an Echo (broadcaster pusher)
 * whose pusher-js authorises through `window.signChannel`, `rt.log` records what the page saw.
 */
const HARNESS = `
window.rt = {
  log: [],
  record(kind, fields) { this.log.push({ kind, ...fields }); },
  connect(options) {
    const Echo = window.Echo.default;
    this.echo = new Echo({
      broadcaster: 'pusher',
      key: options.key,
      cluster: 'mt1',
      wsHost: options.host,
      wsPort: options.port,
      wssPort: options.port,
      forceTLS: false,
      enabledTransports: ['ws'],
      disableStats: true,
      channelAuthorization: {
        customHandler: (params, callback) => {
          window.signChannel(params.socketId, params.channelName).then(
            (auth) => callback(null, auth),
            (error) => callback(new Error(String(error)), null),
          );
        },
      },
    });
    this.pusher = this.echo.connector.pusher;
    // Echo connects in its constructor: the first state is recorded as it stands now.
    this.record('state', { from: 'initialized', to: this.pusher.connection.state });
    this.pusher.connection.bind('state_change', (change) => this.record('state', { from: change.previous, to: change.current }));
    this.pusher.connection.bind('error', (error) => this.record('connection error', { code: error && error.data ? error.data.code : null, type: error && error.type }));
    return new Promise((resolve, reject) => {
      const done = () => resolve(this.pusher.connection.socket_id);
      if (this.pusher.connection.state === 'connected') return done();
      this.pusher.connection.bind('connected', done);
      setTimeout(() => reject(new Error('not connected after 5 s: ' + this.pusher.connection.state)), 5000);
    });
  },
};
`;

type RtWindow = {
  rt: {
    log: Entry[];
    record(kind: string, fields: Record<string, unknown>): void;
    connect(options: { key: string; host: string; port: number }): Promise<string>;
    echo: Echo<'pusher'>;
    pusher: PusherJs;
  };
};

let realtime: RealtimeProcess;
let publisher: Pusher;
let wrongSecret: Pusher;
let pageServer: Server;
let foreignServer: Server;
let origin = '';
let foreignOrigin = '';
let wsPort = 0;

function blankServer(): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>realtime conformance</title></head><body></body></html>');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    }),
  );
}

test.beforeAll(async () => {
  ({ server: pageServer, origin } = await blankServer());
  ({ server: foreignServer, origin: foreignOrigin } = await blankServer());
  realtime = await spawnRealtimeServer('ours', { app: APP, allowedOrigins: [origin], port: 0, host: '127.0.0.1' });
  wsPort = realtime.port;
  publisher = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: '127.0.0.1', port: String(wsPort), useTLS: false });
  wrongSecret = new Pusher({ appId: APP.id, key: APP.key, secret: 'not-the-secret', host: '127.0.0.1', port: String(wsPort), useTLS: false });
});

test.afterAll(async () => {
  await realtime?.stop();
  await new Promise((resolve) => pageServer?.close(resolve));
  await new Promise((resolve) => foreignServer?.close(resolve));
});

/** A blank page on `at` (our origin by default) with pusher-js, laravel-echo and the harness; `user` is whom `signChannel` signs presence for. */
async function openPage(context: BrowserContext, user: User | null, at = origin): Promise<Page> {
  const page = await context.newPage();
  await page.exposeFunction('signChannel', (socketId: string, channelName: string) => {
    // `private-…forbidden…` channels are signed with the wrong secret: the server must refuse them.
    const signer = channelName.includes('forbidden') ? wrongSecret : publisher;
    if (channelName.startsWith('presence-')) {
      if (!user) throw new Error('no user for a presence channel');
      return signer.authorizeChannel(socketId, channelName, { user_id: String(user.id), user_info: { id: user.id, name: user.name } });
    }
    return signer.authorizeChannel(socketId, channelName);
  });
  await page.goto(`${at}/`);
  await page.addScriptTag({ path: PUSHER_JS });
  await page.addScriptTag({ path: ECHO_JS });
  await page.addScriptTag({ content: HARNESS });
  return page;
}

async function connect(page: Page): Promise<string> {
  return page.evaluate((options) => (window as unknown as RtWindow).rt.connect(options), { key: APP.key, host: '127.0.0.1', port: wsPort });
}

const logOf = (page: Page, kind?: string) =>
  page.evaluate((wanted) => (window as unknown as RtWindow).rt.log.filter((entry) => wanted === undefined || entry.kind === wanted), kind);

const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

/** Waits until the server has `count` subscriptions on a channel (so a publish is not raced by the subscribe). */
async function subscribed(channel: string, count = 1) {
  await expect
    .poll(async () => {
      const info = (await publisher.get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } }).then((response) => response.json())) as { subscription_count?: number };
      return info.subscription_count ?? 0;
    })
    .toBe(count);
}

test.describe('realtime server with pusher-js and laravel-echo in Chromium', () => {
  test('pusher-js subscribes to a public channel and receives a pusher SDK publish', async ({ context }) => {
    const page = await openPage(context, null);
    const channel = unique('product_camisola-');
    await page.evaluate(
      ({ key, port, channel }) =>
        new Promise<void>((resolve, reject) => {
          const Client = (window as unknown as { Pusher: typeof PusherJs }).Pusher;
          const client = new Client(key, { cluster: 'mt1', wsHost: '127.0.0.1', wsPort: port, forceTLS: false, enabledTransports: ['ws'], disableStats: true });
          const rt = (window as unknown as RtWindow).rt;
          const subscription = client.subscribe(channel);
          subscription.bind('pusher:subscription_succeeded', () => resolve());
          subscription.bind('pusher:subscription_error', (error: unknown) => reject(new Error(JSON.stringify(error))));
          subscription.bind('UpdateProduct', (data: unknown) => rt.record('UpdateProduct', { data }));
        }),
      { key: APP.key, port: wsPort, channel },
    );
    const product = { id: 7, slug: 'camisola', name: 'Camisola de lã', price: 39.9, tags: ['inverno', 'ação'] };
    await publisher.trigger(channel, 'UpdateProduct', product);
    await expect.poll(() => logOf(page, 'UpdateProduct')).toEqual([{ kind: 'UpdateProduct', data: product }]);
  });

  test("Echo channel().listen('.UpdateProduct') and the namespaced form both receive", async ({ context }) => {
    const page = await openPage(context, null);
    await connect(page);
    const slug = unique('vestido-');
    await page.evaluate((slug) => {
      const rt = (window as unknown as RtWindow).rt;
      rt.echo
        .channel(`product_${slug}`)
        .listen('.UpdateProduct', (data: unknown) => rt.record('.UpdateProduct', { data }))
        .listen('UpdateProduct', (data: unknown) => rt.record('App\\Events\\UpdateProduct', { data }));
    }, slug);
    await subscribed(`product_${slug}`);
    await publisher.trigger(`product_${slug}`, 'UpdateProduct', { slug, price: 20 });
    await publisher.trigger(`product_${slug}`, 'App\\Events\\UpdateProduct', { slug, price: 21 });
    await expect
      .poll(() => logOf(page))
      .toEqual(
        expect.arrayContaining([
          { kind: '.UpdateProduct', data: { slug, price: 20 } },
          { kind: 'App\\Events\\UpdateProduct', data: { slug, price: 21 } },
        ]),
      );
    expect((await logOf(page)).filter((entry) => entry.kind !== 'state')).toHaveLength(2);
  });

  test('private channel: a good signature subscribes and receives; a wrong one gets subscription_error and the connection stays up', async ({ context }) => {
    const page = await openPage(context, null);
    await connect(page);
    const cart = unique('cart-');
    await page.evaluate((cart) => {
      const rt = (window as unknown as RtWindow).rt;
      rt.echo
        .private(`checkout.${cart}`)
        .subscribed(() => rt.record('subscribed', { channel: 'good' }))
        .error((error: unknown) => rt.record('error', { channel: 'good', error }))
        .listen('.order.created.from.payment', (data: unknown) => rt.record('order', { channel: 'good', data }));
      rt.echo
        .private(`checkout.forbidden-${cart}`)
        .subscribed(() => rt.record('subscribed', { channel: 'forbidden' }))
        .error((error: unknown) => rt.record('error', { channel: 'forbidden', error }))
        .listen('.order.created.from.payment', (data: unknown) => rt.record('order', { channel: 'forbidden', data }));
    }, cart);
    await expect.poll(() => logOf(page, 'subscribed')).toEqual([{ kind: 'subscribed', channel: 'good' }]);
    await expect.poll(() => logOf(page, 'error')).toHaveLength(1);
    const [refusal] = await logOf(page, 'error');
    expect(refusal).toMatchObject({ channel: 'forbidden', error: { type: 'AuthError', status: expect.any(Number) } });

    // The forbidden channel gets nothing; the good one gets its event (published after, so its arrival proves the other had its chance).
    await publisher.trigger(`private-checkout.forbidden-${cart}`, 'order.created.from.payment', { order_uuid: 'nope' });
    await publisher.trigger(`private-checkout.${cart}`, 'order.created.from.payment', { order_uuid: 'o-1' });
    await expect.poll(() => logOf(page, 'order')).toEqual([{ kind: 'order', channel: 'good', data: { order_uuid: 'o-1' } }]);
    expect(await page.evaluate(() => (window as unknown as RtWindow).rt.pusher.connection.state)).toBe('connected');
    expect((await logOf(page, 'state')).map((entry) => entry.to)).toEqual(['connecting', 'connected']);
  });

  test('presence: here/joining/leaving with two pages of one user (joining once) and a second user; closing a page removes the member', async ({ browser }) => {
    const room = unique('room.');
    const ana: User = { id: 1, name: 'Ana' };
    const bruno: User = { id: 2, name: 'Bruno' };
    const contexts: BrowserContext[] = [];
    const pageOf = async (user: User) => {
      const context = await browser.newContext();
      contexts.push(context);
      const page = await openPage(context, user);
      await connect(page);
      return page;
    };
    const join = (page: Page) =>
      page.evaluate((room) => {
        const rt = (window as unknown as RtWindow).rt;
        rt.echo
          .join(room)
          .here((users: unknown) => rt.record('here', { users }))
          .joining((user: unknown) => rt.record('joining', { user }))
          .leaving((user: unknown) => rt.record('leaving', { user }))
          .error((error: unknown) => rt.record('error', { error }));
      }, room);
    const names = (entries: Entry[], key: 'users' | 'user') => entries.map((entry) => (key === 'users' ? (entry.users as User[]).map((u) => u.name).sort() : (entry.user as User).name));

    const brunoPage = await pageOf(bruno);
    await join(brunoPage);
    await expect.poll(async () => names(await logOf(brunoPage, 'here'), 'users')).toEqual([['Bruno']]);

    const ana1 = await pageOf(ana);
    await join(ana1);
    await expect.poll(async () => names(await logOf(ana1, 'here'), 'users')).toEqual([['Ana', 'Bruno']]);
    await expect.poll(async () => names(await logOf(brunoPage, 'joining'), 'user')).toEqual(['Ana']);

    // Ana's second page (same user): here lists each user once, nobody hears a second join.
    const ana2 = await openPage(ana1.context(), ana);
    await connect(ana2);
    await join(ana2);
    await expect.poll(async () => names(await logOf(ana2, 'here'), 'users')).toEqual([['Ana', 'Bruno']]);
    const usersOf = async () => ((await publisher.get({ path: `/channels/presence-${room}/users` }).then((response) => response.json())) as { users: { id: string }[] }).users.map((user) => user.id).sort();
    await expect.poll(usersOf).toEqual(['1', '2']);
    expect(names(await logOf(brunoPage, 'joining'), 'user')).toEqual(['Ana']);
    expect(await logOf(ana1, 'joining')).toEqual([]);

    // Ana closes one page: she is still present through the other, so nobody hears her leave.
    const connectionsBefore = (await realtime.stats()).connections;
    await ana2.close();
    await expect.poll(async () => (await realtime.stats()).connections).toBe(connectionsBefore - 1);
    await brunoPage.waitForTimeout(300);
    expect(await logOf(brunoPage, 'leaving')).toEqual([]);
    expect(await usersOf()).toEqual(['1', '2']);

    // Ana closes her last page (no unsubscribe, no goodbye): Bruno hears she left.
    await ana1.close();
    await expect.poll(async () => names(await logOf(brunoPage, 'leaving'), 'user')).toEqual(['Ana']);
    await expect.poll(usersOf).toEqual(['2']);
    expect(await logOf(brunoPage, 'error')).toEqual([]);
    for (const context of contexts) await context.close();
  });

  test('client events: Echo whisper on a private channel reaches the other page, not the sender', async ({ browser }) => {
    const chat = unique('chat.');
    const pages: Page[] = [];
    for (const name of ['Ana', 'Bruno']) {
      const context = await browser.newContext();
      const page = await openPage(context, null);
      await connect(page);
      await page.evaluate(
        ({ chat, name }) => {
          const rt = (window as unknown as RtWindow).rt;
          rt.echo
            .private(chat)
            .subscribed(() => rt.record('subscribed', {}))
            .listenForWhisper('typing', (data: unknown) => rt.record('typing', { data, me: name }));
        },
        { chat, name },
      );
      await expect.poll(() => logOf(page, 'subscribed')).toHaveLength(1);
      pages.push(page);
    }
    const [ana, bruno] = pages as [Page, Page];
    const whisper = (page: Page, name: string) =>
      page.evaluate(({ chat, name }) => (window as unknown as RtWindow).rt.echo.private(chat).whisper('typing', { name }), { chat, name });

    await whisper(ana, 'Ana');
    await expect.poll(() => logOf(bruno, 'typing')).toEqual([{ kind: 'typing', data: { name: 'Ana' }, me: 'Bruno' }]);
    await whisper(bruno, 'Bruno');
    await expect.poll(() => logOf(ana, 'typing')).toEqual([{ kind: 'typing', data: { name: 'Bruno' }, me: 'Ana' }]);
    await ana.waitForTimeout(300);
    // Nobody heard their own whisper.
    expect(await logOf(ana, 'typing')).toEqual([{ kind: 'typing', data: { name: 'Bruno' }, me: 'Ana' }]);
    expect(await logOf(bruno, 'typing')).toEqual([{ kind: 'typing', data: { name: 'Ana' }, me: 'Bruno' }]);
    for (const page of pages) await page.context().close();
  });

  test('a page from a disallowed origin is refused (4009) and pusher-js does not retry', async ({ context }) => {
    const page = await openPage(context, null, foreignOrigin);
    const connectionsBefore = (await realtime.stats()).connections;
    // A bare WebSocket first: what exactly does the server say to this origin?
    const bare = await page.evaluate(
      (url) =>
        new Promise<{ messages: unknown[]; code: number }>((resolve) => {
          const messages: unknown[] = [];
          const socket = new WebSocket(url);
          socket.onmessage = (event) => messages.push(JSON.parse(String(event.data)));
          socket.onclose = (event) => resolve({ messages, code: event.code });
        }),
      `${realtime.wsUrl}?protocol=7&client=js&version=8.4.0&flash=false`,
    );
    expect(bare.messages).toEqual([{ event: 'pusher:error', data: { code: 4009, message: expect.any(String) } }]);
    expect(bare.code).toBe(4009);

    // pusher-js through Echo: never connected, and (4009 is in the 4000–4099 "do not reconnect" range) it stops.
    await page.evaluate((options) => {
      void (window as unknown as RtWindow).rt.connect(options).catch(() => undefined);
    }, { key: APP.key, host: '127.0.0.1', port: wsPort });
    await expect.poll(async () => (await logOf(page, 'state')).map((entry) => entry.to)).toContain('disconnected');
    await page.waitForTimeout(1_500);
    const states = (await logOf(page, 'state')).map((entry) => entry.to);
    expect(states).not.toContain('connected');
    expect(states.filter((state) => state === 'connecting')).toHaveLength(1);
    expect((await realtime.stats()).connections).toBe(connectionsBefore);
  });
});

