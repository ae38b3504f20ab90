/**
 * The wire protocol with a raw `ws` socket (protocols.md §1.1–§1.10): handshake refusals, origins,
 * liveness, malformed frames, limits, presence bookkeeping without leaks, client-event rules, signin.
 */
import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP, eventually, pause, RawClient, startTestServer, type TestServer } from './test-support';

let server: TestServer;
const open: RawClient[] = [];
const connect = async (options: { origin?: string } = {}) => {
  const client = await RawClient.connect(server.wsUrl, options);
  open.push(client);
  return client;
};
const sign = (text: string) => `${APP.key}:${createHmac('sha256', APP.secret).update(text).digest('hex')}`;
const subscribePrivate = (client: RawClient & { socketId: string }, channel: string) => client.subscribe(channel, sign(`${client.socketId}:${channel}`));
const subscribePresence = (client: RawClient & { socketId: string }, channel: string, member: object) => {
  const channelData = JSON.stringify(member);
  client.subscribe(channel, sign(`${client.socketId}:${channel}:${channelData}`), channelData);
};

beforeAll(async () => {
  server = await startTestServer({ allowedOrigins: ['https://shop.example'], maxPresenceMembers: 3 });
});
afterEach(async () => {
  for (const client of open.splice(0)) client.ws.terminate();
  await eventually(() => server.stats().connections === 0 && server.stats().channels === 0, 'no socket or channel left');
});
afterAll(() => server.close());

describe('handshake', () => {
  it('sends connection_established first, with a socket id and activity_timeout 120', async () => {
    const client = await RawClient.open(server.wsUrl);
    open.push(client);
    await client.next('pusher:connection_established');
    expect(JSON.parse(client.raw[0]!)).toEqual({
      event: 'pusher:connection_established',
      data: expect.stringMatching(/^\{"socket_id":"\d+\.\d+","activity_timeout":120\}$/),
    });
  });

  it('refuses an unknown app key (4001), a missing protocol (4008) and an old one (4007), and accepts a newer one', async () => {
    const wrongKey = await RawClient.open(server.wsUrl.replace(APP.key, 'other-key'));
    expect(await wrongKey.waitClose()).toBe(4001);
    expect(wrongKey.frames).toEqual([{ event: 'pusher:error', data: { code: 4001, message: expect.any(String) } }]);

    const none = await RawClient.open(server.wsUrl, { query: '?client=js' });
    expect(await none.waitClose()).toBe(4008);
    const old = await RawClient.open(server.wsUrl, { query: '?protocol=6' });
    expect(await old.waitClose()).toBe(4007);
    expect(old.frames[0]).toMatchObject({ event: 'pusher:error', data: { code: 4007 } });

    const newer = await RawClient.open(server.wsUrl, { query: '?protocol=8' });
    open.push(newer);
    await newer.next('pusher:connection_established');
  });

  it('accepts an allowed Origin and a missing one, refuses any other with 4009', async () => {
    await connect({ origin: 'https://shop.example' });
    await connect();
    const evil = await RawClient.open(server.wsUrl, { origin: 'https://evil.example' });
    expect(await evil.waitClose()).toBe(4009);
    expect(evil.frames).toEqual([{ event: 'pusher:error', data: { code: 4009, message: 'Origin not allowed' } }]);
  });

  it("accepts the page's own origin (its Host: the web server forwards the socket), not another port of that host", async () => {
    const host = new URL(server.wsUrl).host;
    await connect({ origin: `http://${host}` });
    const otherPort = await RawClient.open(server.wsUrl, { origin: `http://${new URL(server.wsUrl).hostname}:1` });
    expect(await otherPort.waitClose()).toBe(4009);
  });

  it('leaves other upgrade paths alone: with no other listener they get 400', async () => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/not-pusher`);
    const status = await new Promise((resolve) => {
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode));
      ws.on('open', () => resolve('open'));
      ws.on('error', (error) => resolve(error.message));
    });
    expect(status).toBe(400);
  });
});

describe('liveness', () => {
  it('answers pusher:ping with pusher:pong', async () => {
    const client = await connect();
    client.send({ event: 'pusher:ping', data: {} });
    await client.next('pusher:pong');
  });

  it('pings a silent socket after activity_timeout and closes it with 4201 when no pong comes; a pong (or a ws ping) keeps it', async () => {
    const own = await startTestServer({ activityTimeoutSeconds: 0.3, pongTimeoutMs: 300 });
    try {
      const silent = await RawClient.connect(own.wsUrl);
      const polite = await RawClient.connect(own.wsUrl);
      const pinger = await RawClient.connect(own.wsUrl);
      polite.ws.on('message', (raw) => {
        if (String(raw).includes('"pusher:ping"')) polite.send({ event: 'pusher:pong', data: {} });
      });
      const timer = setInterval(() => pinger.ws.ping(), 100);
      await silent.next('pusher:ping');
      expect(await silent.waitClose()).toBe(4201);
      expect(silent.seen('pusher:error')[0]?.data).toMatchObject({ code: 4201 });
      await pause(900);
      clearInterval(timer);
      expect(polite.closeCode).toBeNull();
      expect(polite.seen('pusher:ping').length).toBeGreaterThan(0);
      expect(pinger.closeCode).toBeNull();
      expect(pinger.seen('pusher:ping')).toEqual([]);
      polite.close();
      pinger.close();
    } finally {
      await own.close();
    }
  });
});

describe('malformed frames', () => {
  it('answer pusher:error with a code, keep the socket open, and others carry on', async () => {
    const bad = await connect();
    const other = await connect();
    other.subscribe('news');
    await other.next('pusher_internal:subscription_succeeded', 'news');
    for (const frame of ['not json', '[1,2]', '"text"', '{"data":{}}', '{"event":"pusher:bogus"}', '{"event":"hello"}']) {
      bad.send(frame);
      const error = await bad.next('pusher:error');
      expect(error.data).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    bad.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await bad.next('pusher:error')).data).toMatchObject({ message: expect.stringContaining('Binary') });
    bad.send({ event: 'pusher:ping' });
    await bad.next('pusher:pong');
    await server.sdk.trigger('news', 'still', {});
    await other.next('still', 'news');
    expect(bad.closeCode).toBeNull();
  });

  it('accepts data as a JSON string as well as an object', async () => {
    const client = await connect();
    client.send({ event: 'pusher:subscribe', data: JSON.stringify({ channel: 'as-string' }) });
    await client.next('pusher_internal:subscription_succeeded', 'as-string');
  });
});

describe('channels', () => {
  it('refuses a name over 200 characters (LimitReached 4009) and invalid characters, without closing', async () => {
    const client = await connect();
    const long = `a${'b'.repeat(200)}`;
    client.subscribe(long);
    expect(await client.next('pusher:subscription_error', long)).toMatchObject({ data: { type: 'LimitReached', status: 4009 } });
    client.subscribe('bad name!');
    expect((await client.next('pusher:subscription_error', 'bad name!')).data).toMatchObject({ status: 4009 });
    client.subscribe('b'.repeat(200));
    await client.next('pusher_internal:subscription_succeeded', 'b'.repeat(200));
  });

  it('at most 100 channels per connection: the 101st is LimitReached 4009 without closing; one left makes room again', async () => {
    const client = await connect();
    for (let index = 0; index < 100; index++) client.subscribe(`shop-${index}`);
    await client.next('pusher_internal:subscription_succeeded', 'shop-99');
    client.subscribe('shop-100');
    expect(await client.next('pusher:subscription_error', 'shop-100')).toMatchObject({ data: { type: 'LimitReached', status: 4009 } });
    // Subscribing again to a channel it holds is no new channel.
    client.subscribe('shop-7');
    await client.next('pusher_internal:subscription_succeeded', 'shop-7');
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'shop-0' } });
    client.subscribe('shop-100');
    await client.next('pusher_internal:subscription_succeeded', 'shop-100');
    expect(server.stats()).toMatchObject({ subscriptions: 100 });
  });

  it('private: a missing or wrong auth is an AuthError with the channel set; the exact prefix with the dash counts', async () => {
    const client = await connect();
    client.subscribe('private-a');
    expect(await client.next('pusher:subscription_error', 'private-a')).toEqual({
      event: 'pusher:subscription_error',
      channel: 'private-a',
      data: { type: 'AuthError', error: expect.any(String), status: 401 },
    });
    client.subscribe('private-a', sign(`9.9:private-a`));
    await client.next('pusher:subscription_error', 'private-a');
    client.subscribe('privatefoo'); // public: no dash
    await client.next('pusher_internal:subscription_succeeded', 'privatefoo');
    client.subscribe('private-encrypted-x', sign(`${(client as RawClient & { socketId: string }).socketId}:private-encrypted-x`));
    await client.next('pusher_internal:subscription_succeeded', 'private-encrypted-x');
    expect(client.closeCode).toBeNull();
  });

  it('presence: channel_data is signed as the exact string sent (whitespace kept), user ids normalized to strings', async () => {
    const a = await connect();
    const channelData = '{ "user_id": 5,  "user_info": {"name":"Ana"} }';
    a.subscribe('presence-x', sign(`${a.socketId}:presence-x:${channelData}`), channelData);
    const ok = await a.next('pusher_internal:subscription_succeeded', 'presence-x');
    expect(ok.data).toEqual({ presence: { ids: ['5'], hash: { '5': { name: 'Ana' } }, count: 1 } });

    const b = await connect();
    const reserialized = JSON.stringify(JSON.parse(channelData));
    b.subscribe('presence-x', sign(`${b.socketId}:presence-x:${channelData}`), reserialized);
    expect((await b.next('pusher:subscription_error', 'presence-x')).data).toMatchObject({ type: 'AuthError', status: 401 });
  });

  it('presence: user ids like __proto__ and members without user_info stay in the hash; deep JSON is refused, not a crash', async () => {
    const a = await connect();
    subscribePresence(a, 'presence-odd', { user_id: '__proto__' });
    expect((await a.next('pusher_internal:subscription_succeeded', 'presence-odd')).data).toEqual({
      presence: { ids: ['__proto__'], hash: JSON.parse('{"__proto__":null}'), count: 1 },
    });
    const deep = `${'['.repeat(20000)}${']'.repeat(20000)}`;
    const channelData = `{"user_id":"d","user_info":${deep}}`;
    a.subscribe('presence-deep', sign(`${a.socketId}:presence-deep:${channelData}`), channelData);
    expect((await a.next('pusher:subscription_error', 'presence-deep')).data).toMatchObject({ status: 4301 });
    subscribePrivate(a, 'private-deep');
    await a.next('pusher_internal:subscription_succeeded', 'private-deep');
    a.send(`{"event":"client-deep","channel":"private-deep","data":${deep}}`);
    expect((await a.next('pusher:error')).data).toMatchObject({ code: 4301 });
    a.send({ event: 'pusher:ping' });
    await a.next('pusher:pong');
  });

  it('presence limits: members per channel (4100) and user_info size (4301)', async () => {
    const clients = await Promise.all([1, 2, 3, 4].map(() => connect()));
    for (const [i, client] of clients.slice(0, 3).entries()) {
      subscribePresence(client, 'presence-full', { user_id: i });
      await client.next('pusher_internal:subscription_succeeded', 'presence-full');
    }
    subscribePresence(clients[3]!, 'presence-full', { user_id: 99 });
    expect((await clients[3]!.next('pusher:subscription_error', 'presence-full')).data).toMatchObject({ type: 'LimitReached', status: 4100 });
    // A user already present may open another socket.
    subscribePresence(clients[3]!, 'presence-full', { user_id: 0 });
    await clients[3]!.next('pusher_internal:subscription_succeeded', 'presence-full');

    const big = await connect();
    subscribePresence(big, 'presence-big', { user_id: 1, user_info: { bio: 'x'.repeat(2100) } });
    expect((await big.next('pusher:subscription_error', 'presence-big')).data).toMatchObject({ type: 'LimitReached', status: 4301 });
  });

  it('subscribe/unsubscribe and a sudden close leave nothing behind; the others get member_removed once', async () => {
    const watcher = await connect();
    subscribePresence(watcher, 'presence-leak', { user_id: 'w' });
    await watcher.next('pusher_internal:subscription_succeeded', 'presence-leak');
    const before = server.stats();

    const user = await connect();
    for (let i = 0; i < 20; i++) user.subscribe(`public-${i}`);
    subscribePrivate(user, 'private-leak');
    subscribePresence(user, 'presence-leak', { user_id: 'u' });
    await user.next('pusher_internal:subscription_succeeded', 'presence-leak');
    await watcher.next('pusher_internal:member_added', 'presence-leak');
    for (let i = 0; i < 20; i++) user.send({ event: 'pusher:unsubscribe', data: { channel: `public-${i}` } });
    await eventually(() => server.stats().channels === before.channels + 1, 'public channels removed when empty');

    user.ws.terminate(); // sudden
    const removed = await watcher.next('pusher_internal:member_removed', 'presence-leak');
    expect(removed.data).toEqual({ user_id: 'u' });
    await eventually(() => JSON.stringify(server.stats()) === JSON.stringify(before), 'stats back to before');
    expect(server.stats()).toEqual({ connections: 1, channels: 1, subscriptions: 1, presenceMembers: 1, pendingOperations: 0 });
  });
});

describe('client events', () => {
  const pair = async () => {
    const a = await connect();
    const b = await connect();
    for (const c of [a, b]) {
      subscribePrivate(c, 'private-room');
      await c.next('pusher_internal:subscription_succeeded', 'private-room');
    }
    return [a, b] as const;
  };

  it('refused when not subscribed (4009); name over 200 and payload over 100 KB (4301); a giant frame closes 1009', async () => {
    const [a, b] = await pair();
    a.send({ event: 'client-x', channel: 'private-other', data: {} });
    expect((await a.next('pusher:error')).data).toMatchObject({ code: 4009 });
    a.send({ event: `client-${'x'.repeat(200)}`, channel: 'private-room', data: {} });
    expect((await a.next('pusher:error')).data).toMatchObject({ code: 4301 });
    a.send({ event: 'client-big', channel: 'private-room', data: { blob: 'x'.repeat(101 * 1024) } });
    expect((await a.next('pusher:error')).data).toMatchObject({ code: 4301, message: expect.stringContaining('Payload') });
    a.send({ event: 'client-ok', channel: 'private-room', data: '{"as":"string"}' });
    expect((await b.next('client-ok')).data).toEqual({ as: 'string' });
    expect(b.seen('client-big')).toEqual([]);

    a.send({ event: 'client-huge', channel: 'private-room', data: 'x'.repeat(300 * 1024) });
    expect(await a.waitClose()).toBe(1009);
    expect(b.closeCode).toBeNull();
  });

  it('at most 10 per second per connection: the rest get 4301 and the socket stays', async () => {
    const [a, b] = await pair();
    for (let i = 0; i < 12; i++) a.send({ event: 'client-n', channel: 'private-room', data: { i } });
    await eventually(() => a.seen('pusher:error').length === 2, 'two rate-limit errors');
    expect(a.seen('pusher:error').map((f) => (f.data as { code: number }).code)).toEqual([4301, 4301]);
    await eventually(() => b.seen('client-n').length === 10, 'ten delivered');
    await pause(50);
    expect(b.seen('client-n')).toHaveLength(10);
    expect(a.closeCode).toBeNull();
  });
});

describe('user authentication', () => {
  it('#server-to-user-{id} only after a valid signin; sendToUser reaches it; terminate_connections closes it', async () => {
    const client = await connect();
    client.subscribe('#server-to-user-7');
    expect((await client.next('pusher:subscription_error', '#server-to-user-7')).data).toMatchObject({ type: 'AuthError' });

    const userData = JSON.stringify({ id: '7', name: 'Seven' });
    client.send({ event: 'pusher:signin', data: { auth: sign(`${client.socketId}::user::${userData}x`), user_data: userData } });
    expect((await client.next('pusher:error')).data).toMatchObject({ code: 4009 });

    const auth = server.sdk.authenticateUser(client.socketId, { id: '7', name: 'Seven' });
    client.send({ event: 'pusher:signin', data: auth });
    expect((await client.next('pusher:signin_success')).data).toEqual({ user_data: auth.user_data });
    client.subscribe('#server-to-user-8');
    await client.next('pusher:subscription_error', '#server-to-user-8');
    client.subscribe('#server-to-user-7');
    await client.next('pusher_internal:subscription_succeeded', '#server-to-user-7');
    await server.sdk.sendToUser('7', 'note', { hi: true });
    expect((await client.next('note', '#server-to-user-7')).data).toEqual({ hi: true });

    await server.sdk.terminateUserConnections('7');
    expect(await client.waitClose()).toBe(4009);
  });
});

describe('fan-out', () => {
  it('forwards the HTTP data string byte for byte, and client object data as a JSON string', async () => {
    const a = await connect();
    a.subscribe('bytes');
    await a.next('pusher_internal:subscription_succeeded', 'bytes');
    const data = '{"b":1,   "a":[2, 3],"é":"\\u00e9"}';
    await server.sdk.trigger('bytes', 'exact', data);
    await a.next('exact', 'bytes');
    const frame = JSON.parse(a.raw.at(-1)!) as { data: string };
    expect(frame.data).toBe(data);
  });
});
