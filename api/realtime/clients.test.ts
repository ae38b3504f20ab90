/**
 * Conformance with the real clients (protocols.md §1.15): pusher-js 8 (node build) and laravel-echo 2
 * subscribe, receive what the `pusher` SDK publishes, and see presence and client events as a
 * browser would.
 */
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP, channelAuthorization, connected, eventually, nextEvent, pause, pusherClient, RawClient, startTestServer, subscribed, type TestServer } from './test-support';

let server: TestServer;
const clients: Pusher[] = [];
const client = (options: Parameters<typeof pusherClient>[1] = {}) => {
  const c = pusherClient(server.port, options);
  clients.push(c);
  return c;
};
const member = (id: string | number, name = `user ${id}`) => () => ({ user_id: id, user_info: { id, name } });

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await eventually(() => server.stats().connections === 0 && server.stats().channels === 0, 'every socket and channel gone');
});
afterAll(() => server.close());

describe('pusher-js', () => {
  it('connects with a socket id the SDK accepts and receives a public event published by the SDK', async () => {
    const c = client();
    const socketId = await connected(c);
    expect(socketId).toMatch(/^\d+\.\d+$/);
    await subscribed(c, 'orders');
    const received = nextEvent(c, 'orders', 'order.created');
    const response = await server.sdk.trigger('orders', 'order.created', { id: 7, total: '12.50' });
    expect(response.status).toBe(200);
    expect((await received).data).toEqual({ id: 7, total: '12.50' });
  });

  it('receives events on a private channel authorized by the SDK; a forged signature is a subscription_error and the socket stays', async () => {
    const good = client();
    await subscribed(good, 'private-checkout.42');
    const received = nextEvent(good, 'private-checkout.42', 'paid');
    await server.sdk.trigger('private-checkout.42', 'paid', 'plain string');
    expect((await received).data).toBe('plain string');

    const forged = client({ forge: true });
    const error = await subscribed(forged, 'private-checkout.42').catch((e: { data: unknown }) => e.data);
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
    expect(forged.connection.state).toBe('connected');
    // Still usable: a public channel works on the same socket.
    await subscribed(forged, 'orders');
  });

  it('presence: members with the subscriber, member_added once per user, member_removed at the last socket', async () => {
    const alice = client({ presence: member(1, 'Alice') });
    const here = (await subscribed(alice, 'presence-room.1')) as { count: number; me: { id: string } };
    expect(here.count).toBe(1);
    expect(here.me.id).toBe(1); // pusher-js keeps the client's own channel_data

    const added: unknown[] = [];
    const removed: unknown[] = [];
    alice.channel('presence-room.1').bind('pusher:member_added', (m: unknown) => added.push(m));
    alice.channel('presence-room.1').bind('pusher:member_removed', (m: unknown) => removed.push(m));

    // Bob on two sockets: one member_added, and both see Alice and Bob once.
    const bob1 = client({ presence: member(2, 'Bob') });
    const bob2 = client({ presence: member('2', 'Bob') });
    const m1 = (await subscribed(bob1, 'presence-room.1')) as { count: number; members: Record<string, unknown> };
    const m2 = (await subscribed(bob2, 'presence-room.1')) as { count: number; members: Record<string, unknown> };
    expect(m1.count).toBe(2);
    expect(m2.count).toBe(2);
    expect(m2.members).toEqual({ '1': { id: 1, name: 'Alice' }, '2': { id: 2, name: 'Bob' } });
    await eventually(() => added.length === 1, 'member_added');
    await pause(100);
    expect(added).toEqual([{ id: '2', info: { id: 2, name: 'Bob' } }]);

    bob1.disconnect();
    await pause(150);
    expect(removed).toEqual([]);
    bob2.unsubscribe('presence-room.1');
    await eventually(() => removed.length === 1, 'member_removed');
    expect(removed).toEqual([{ id: '2', info: { id: 2, name: 'Bob' } }]);

    const users = await server.sdk.get({ path: '/channels/presence-room.1/users' });
    expect(await users.json()).toEqual({ users: [{ id: '1' }] });
  });

  it('client events: relayed to the others, not echoed, with user_id on presence, refused on public channels', async () => {
    const a = client({ presence: member(10) });
    const b = client({ presence: member(11) });
    await Promise.all([subscribed(a, 'private-chat'), subscribed(b, 'private-chat'), subscribed(a, 'presence-chat'), subscribed(b, 'presence-chat')]);

    const echoed: unknown[] = [];
    a.channel('private-chat').bind('client-typing', (d: unknown) => echoed.push(d));
    const onB = nextEvent(b, 'private-chat', 'client-typing');
    a.channel('private-chat').trigger('client-typing', { typing: true });
    expect((await onB).data).toEqual({ typing: true });

    const presenceOnB = nextEvent(b, 'presence-chat', 'client-wave');
    a.channel('presence-chat').trigger('client-wave', { hi: 1 });
    const wave = await presenceOnB;
    expect(wave.data).toEqual({ hi: 1 });
    expect(wave.metadata).toEqual({ user_id: '10' });
    await pause(100);
    expect(echoed).toEqual([]);

    // pusher-js refuses public client events itself; a raw socket shows the server's answer.
    const raw = await RawClient.connect(server.wsUrl);
    raw.subscribe('orders');
    await raw.next('pusher_internal:subscription_succeeded', 'orders');
    raw.send({ event: 'client-x', channel: 'orders', data: {} });
    expect((await raw.next('pusher:error')).data).toMatchObject({ code: 4301 });
    raw.close();
  });

  it('an unknown app key is refused with 4001 and pusher-js stops for good', async () => {
    const c = client({ key: 'no-such-key' });
    const failed = new Promise<unknown>((resolve) => c.connection.bind('error', resolve));
    expect(await failed).toMatchObject({ error: { type: 'PusherError', data: { code: 4001 } } });
    await eventually(() => c.connection.state === 'disconnected', 'client gave up');
    await pause(300);
    expect(c.connection.state).toBe('disconnected');
  });
});

describe('laravel-echo 2', () => {
  it('listens with a leading dot, joins presence (here/joining/leaving) and whispers', async () => {
    const echo = (id: number) => {
      const e = new Echo({
        broadcaster: 'pusher',
        Pusher,
        key: APP.key,
        cluster: 'mt1',
        wsHost: '127.0.0.1',
        wsPort: server.port,
        forceTLS: false,
        enabledTransports: ['ws'],
        disableStats: true,
        channelAuthorization: channelAuthorization(server.port, { presence: () => ({ user_id: id, user_info: { id, name: `U${id}` } }) }),
      });
      clients.push(e.connector.pusher as Pusher);
      return e;
    };
    const one = echo(1);
    const two = echo(2);

    const shipped = new Promise<unknown>((resolve) => one.channel('orders').listen('.order.shipped', resolve));
    await subscribed(one.connector.pusher as Pusher, 'orders');
    await server.sdk.trigger('orders', 'order.shipped', { id: 3 });
    expect(await shipped).toEqual({ id: 3 });

    const here = await new Promise<unknown[]>((resolve) => one.join('lobby').here(resolve));
    expect(here).toEqual([{ id: 1, name: 'U1' }]);
    const joining = new Promise<unknown>((resolve) => one.join('lobby').joining(resolve));
    const leaving = new Promise<unknown>((resolve) => one.join('lobby').leaving(resolve));
    const whisper = new Promise<unknown>((resolve) => one.join('lobby').listenForWhisper('typing', resolve));
    const twoHere = await new Promise<unknown[]>((resolve) => two.join('lobby').here(resolve));
    expect(twoHere).toHaveLength(2);
    expect(await joining).toEqual({ id: 2, name: 'U2' });
    two.join('lobby').whisper('typing', { name: 'U2' });
    expect(await whisper).toEqual({ name: 'U2' });
    two.leave('lobby');
    expect(await leaving).toEqual({ id: 2, name: 'U2' });
  });
});

describe('lifecycle', () => {
  it('a graceful close sends 4200 and pusher-js reconnects at once (behind a balancer) to the next server and resubscribes', async () => {
    // A rolling deploy: a TCP balancer in front; the next server is up before the old one closes.
    const old = await startTestServer();
    let target = old.port;
    const sockets = new Set<Socket>();
    const balancer = createServer((inbound) => {
      const outbound = connect(target, '127.0.0.1');
      for (const s of [inbound, outbound]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      inbound.pipe(outbound).pipe(inbound);
    });
    await new Promise<void>((resolve) => balancer.listen(0, '127.0.0.1', resolve));
    const balancerPort = (balancer.address() as AddressInfo).port;
    const next = await startTestServer();
    const c = pusherClient(balancerPort);
    try {
      await subscribed(c, 'orders');
      const raw = await RawClient.connect(old.wsUrl);
      const errors: unknown[] = [];
      c.connection.bind('error', (e: unknown) => errors.push(e));
      target = next.port;
      await old.close();
      expect(await raw.waitClose()).toBe(4200);
      expect(raw.seen('pusher:error')[0]?.data).toMatchObject({ code: 4200 });
      expect(errors[0]).toMatchObject({ data: { code: 4200 } });
      await eventually(() => c.connection.state === 'connected' && next.stats().subscriptions === 1, 'reconnected and resubscribed');
      const received = nextEvent(c, 'orders', 'back');
      await next.sdk.trigger('orders', 'back', { ok: true });
      expect((await received).data).toEqual({ ok: true });
    } finally {
      c.disconnect();
      await next.close();
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => balancer.close(resolve));
    }
  });
});
