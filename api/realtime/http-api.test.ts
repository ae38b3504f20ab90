/**
 * The HTTP API as the `pusher` SDK calls it (protocols.md §1.13), plus hand-signed requests for the
 * failures the SDK cannot produce (bad signature, old timestamp, tampered body), and the plugin
 * mounted in a host Fastify whose own JSON parsing must not change.
 */
import { createHash, createHmac } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimePlugin } from './index';
import { APP, eventually, pause, RawClient, sdkFor, startTestServer, type TestServer } from './test-support';

let server: TestServer;
const open: RawClient[] = [];
const connect = async () => {
  const client = await RawClient.connect(server.wsUrl);
  open.push(client);
  return client;
};
const sign = (text: string) => `${APP.key}:${createHmac('sha256', APP.secret).update(text).digest('hex')}`;
const join = async (channel: string, userId: string | number) => {
  const client = await connect();
  const channelData = JSON.stringify({ user_id: userId, user_info: { n: userId } });
  client.subscribe(channel, sign(`${client.socketId}:${channel}:${channelData}`), channelData);
  await client.next('pusher_internal:subscription_succeeded', channel);
  return client;
};
const listen = async (channel: string) => {
  const client = await connect();
  client.subscribe(channel);
  await client.next('pusher_internal:subscription_succeeded', channel);
  return client;
};

/** A request signed by hand like the SDK does (`tamper` changes the body after signing). */
async function signed(
  method: 'GET' | 'POST',
  path: string,
  options: { body?: string; params?: Record<string, string>; secret?: string; timestamp?: number; tamper?: string; appId?: string } = {},
) {
  const fullPath = `/apps/${options.appId ?? APP.id}${path}`;
  const params: Record<string, string> = {
    auth_key: APP.key,
    auth_timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...options.params,
  };
  if (options.body !== undefined) params.body_md5 = createHash('md5').update(options.body).digest('hex');
  const query = Object.keys(params)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
  const signature = createHmac('sha256', options.secret ?? APP.secret)
    .update(`${method}\n${fullPath}\n${query}`)
    .digest('hex');
  const response = await fetch(`${server.url}${fullPath}?${query}&auth_signature=${signature}`, {
    method,
    ...(options.body !== undefined ? { body: options.tamper ?? options.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  for (const client of open.splice(0)) client.ws.terminate();
  await eventually(() => server.stats().connections === 0 && server.stats().channels === 0, 'no socket left');
});
afterAll(() => server.close());

describe('events', () => {
  it('publishes to several channels, excludes socket_id, and answers info', async () => {
    const a = await listen('orders');
    const b = await listen('orders');
    const c = await listen('stock');
    const response = await server.sdk.trigger(['orders', 'stock'], 'changed', { v: 1 }, { socket_id: a.socketId, info: 'subscription_count' });
    expect(await response.json()).toEqual({ channels: { orders: { subscription_count: 2 }, stock: { subscription_count: 1 } } });
    expect((await b.next('changed', 'orders')).data).toEqual({ v: 1 });
    expect((await c.next('changed', 'stock')).data).toEqual({ v: 1 });
    await pause(50);
    expect(a.seen('changed')).toEqual([]);
  });

  it('batch: up to 10 events; 11 → 400', async () => {
    const a = await listen('batch');
    const batch = Array.from({ length: 10 }, (_, i) => ({ channel: 'batch', name: 'n', data: String(i) }));
    expect((await server.sdk.triggerBatch(batch)).status).toBe(200);
    await eventually(() => a.seen('n').length === 10, 'ten batch events');
    expect(a.seen('n').map((f) => f.data)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const tooMany = await server.sdk.triggerBatch([...batch, batch[0]!]).catch((e: { status: number; body: string }) => e);
    expect(tooMany).toMatchObject({ status: 400, body: expect.stringContaining('error') });
  });

  it('limits: >100 channels → 400, name >200 → 413, data >100 KB → 413, bad body → 400', async () => {
    const channels = Array.from({ length: 101 }, (_, i) => `c${i}`);
    expect((await signed('POST', '/events', { body: JSON.stringify({ name: 'x', channels, data: '{}' }) })).status).toBe(400);
    expect((await signed('POST', '/events', { body: JSON.stringify({ name: 'x'.repeat(201), channels: ['a'], data: '{}' }) })).status).toBe(413);
    const big = await signed('POST', '/events', { body: JSON.stringify({ name: 'x', channels: ['a'], data: 'x'.repeat(100 * 1024 + 1) }) });
    expect(big).toEqual({ status: 413, body: { error: expect.stringContaining('bytes') } });
    expect((await signed('POST', '/events', { body: JSON.stringify({ name: 'x', channels: ['a'], data: 'x'.repeat(100 * 1024) }) })).status).toBe(200);
    expect(await signed('POST', '/events', { body: '{not json' })).toEqual({ status: 400, body: { error: 'The body is not JSON' } });
    expect((await signed('POST', '/events', { body: JSON.stringify({ name: 'x', channels: ['bad name'], data: '' }) })).status).toBe(400);
    expect((await signed('POST', '/events', { body: JSON.stringify({ name: 'x', channels: ['a'], data: '', socket_id: 'abc' }) })).status).toBe(400);
  });
});

describe('channels', () => {
  it('lists occupied channels with filter_by_prefix and user_count (unique users)', async () => {
    await listen('public-1');
    await join('presence-a', 1);
    await join('presence-a', 1);
    await join('presence-a', '2');
    await join('presence-b', 3);
    const all = await (await server.sdk.get({ path: '/channels' })).json();
    expect(all).toEqual({ channels: { 'public-1': {}, 'presence-a': {}, 'presence-b': {} } });
    const presence = await (await server.sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
    expect(presence).toEqual({ channels: { 'presence-a': { user_count: 2 }, 'presence-b': { user_count: 1 } } });
  });

  it('channel info: occupied, user_count for presence, subscription_count', async () => {
    await join('presence-c', 1);
    await join('presence-c', 1);
    const info = await server.sdk.get({ path: '/channels/presence-c', params: { info: 'user_count,subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, user_count: 1, subscription_count: 2 });
    const empty = await server.sdk.get({ path: '/channels/nobody-here', params: { info: 'subscription_count' } });
    expect(await empty.json()).toEqual({ occupied: false, subscription_count: 0 });
  });

  it('presence users are unique; a non-presence channel → 400', async () => {
    await join('presence-u', 5);
    await join('presence-u', 5);
    await join('presence-u', 6);
    const users = (await (await server.sdk.get({ path: '/channels/presence-u/users' })).json()) as { users: { id: string }[] };
    expect(users.users.map((u) => u.id).sort()).toEqual(['5', '6']);
    const wrong = await server.sdk.get({ path: '/channels/private-u/users' }).catch((e: { status: number }) => e);
    expect(wrong).toMatchObject({ status: 400 });
  });

  it('terminate_connections closes the user’s sockets (presence member here)', async () => {
    const victim = await join('presence-t', 'bad');
    const bystander = await join('presence-t', 'good');
    expect((await server.sdk.terminateUserConnections('bad')).status).toBe(200);
    expect(await victim.waitClose()).toBe(4009);
    expect((await bystander.next('pusher_internal:member_removed', 'presence-t')).data).toEqual({ user_id: 'bad' });
    expect(bystander.closeCode).toBeNull();
  });
});

describe('authentication of requests', () => {
  it('unknown app id → 404, bad signature → 401, old timestamp → 401, tampered body → 401', async () => {
    const body = JSON.stringify({ name: 'x', channel: 'a', data: '{}' });
    expect((await signed('POST', '/events', { body })).status).toBe(200);
    expect(await signed('POST', '/events', { body, appId: '999' })).toEqual({ status: 404, body: { error: expect.any(String) } });
    expect(await signed('POST', '/events', { body, secret: 'wrong' })).toEqual({ status: 401, body: { error: 'Invalid signature' } });
    expect((await signed('POST', '/events', { body, timestamp: Math.floor(Date.now() / 1000) - 601 })).status).toBe(401);
    expect((await signed('POST', '/events', { body, timestamp: Math.floor(Date.now() / 1000) + 601 })).status).toBe(401);
    expect((await signed('POST', '/events', { body, timestamp: Math.floor(Date.now() / 1000) - 590 })).status).toBe(200);
    const tampered = JSON.stringify({ name: 'x', channel: 'b', data: '{}' });
    expect((await signed('POST', '/events', { body, tamper: tampered })).status).toBe(401);
    expect((await signed('GET', '/channels', { params: { filter_by_prefix: 'presence-' } })).status).toBe(200);
    expect((await signed('GET', '/channels', { params: { filter_by_prefix: 'presence-' }, secret: 'nope' })).status).toBe(401);
    const wrongSdk = sdkFor(server.port, { ...APP, secret: 'wrong' });
    expect(await wrongSdk.trigger('a', 'x', {}).catch((e: { status: number }) => e.status)).toBe(401);
  });

  it('checks the timestamp against the `now` option', async () => {
    const skewed = await startTestServer({ now: () => new Date(Date.now() + 700_000) });
    try {
      expect(await skewed.sdk.trigger('a', 'x', {}).catch((e: { status: number }) => e.status)).toBe(401);
    } finally {
      await skewed.close();
    }
  });
});

describe('mounted in a host api', () => {
  it('keeps the host’s JSON parsing and routes, and serves sockets and the HTTP API on the same port', async () => {
    const host = Fastify();
    host.post('/v1/echo', async (request) => ({ got: request.body }));
    let published = 0;
    await host.register(realtimePlugin, { app: APP, allowedOrigins: '*', closeGraceMs: 100, onReady: (h) => (published = h.stats().connections + 1) });
    await host.listen({ port: 0, host: '127.0.0.1' });
    const port = (host.server.address() as { port: number }).port;
    try {
      expect(published).toBe(1);
      const echo = await fetch(`http://127.0.0.1:${port}/v1/echo`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
      expect(await echo.json()).toEqual({ got: { a: 1 } });
      const client = await RawClient.connect(`ws://127.0.0.1:${port}/app/${APP.key}`);
      client.subscribe('mounted');
      await client.next('pusher_internal:subscription_succeeded', 'mounted');
      await sdkFor(port).trigger('mounted', 'hello', { ok: 1 });
      expect((await client.next('hello')).data).toEqual({ ok: 1 });
      const closing = host.close();
      expect(await client.waitClose()).toBe(4200);
      await closing;
    } finally {
      await host.close();
    }
  });
});
