/**
 * Two nodes sharing fan-out and presence through Redis (protocols.md §1.14), each a child process
 * (`test-node.ts`) on the local Redis with a key prefix of its own per run.
 * Needs Redis: runs only with TEST_REDIS=1 (CI sets it; `npm test` does when Redis answers).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createHmac } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type PusherServer from 'pusher';
import { APP, eventually, pause, RawClient, sdkFor } from './test-support';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `realtime-test-${randomBytes(6).toString('hex')}:`;

type Node = { child: ChildProcess; port: number; wsUrl: string; sdk: PusherServer };

async function startNode(): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./test-node.ts', import.meta.url))], {
    env: { ...process.env, REDIS_URL, TEST_REDIS_PREFIX: prefix, TEST_REDIS_HEARTBEAT_MS: '200' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('node did not start')), 20_000);
    createInterface({ input: child.stdout! }).once('line', (text) => {
      clearTimeout(timer);
      resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`node exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  return { child, port, wsUrl: `ws://127.0.0.1:${port}/app/${APP.key}`, sdk: sdkFor(port) };
}

function stopNode(node: Node, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (node.child.exitCode !== null || node.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    node.child.once('exit', () => resolve());
    node.child.kill(signal);
  });
}

const sign = (text: string) => `${APP.key}:${createHmac('sha256', APP.secret).update(text).digest('hex')}`;
const sockets: RawClient[] = [];
async function connect(node: Node) {
  const client = await RawClient.connect(node.wsUrl);
  sockets.push(client);
  return client;
}
async function join(node: Node, channel: string, userId: string) {
  const client = await connect(node);
  const channelData = JSON.stringify({ user_id: userId, user_info: { name: userId } });
  client.subscribe(channel, sign(`${client.socketId}:${channel}:${channelData}`), channelData);
  const ok = await client.next('pusher_internal:subscription_succeeded', channel);
  return Object.assign(client, { members: (ok.data as { presence: { ids: string[]; count: number } }).presence });
}
async function listen(node: Node, channel: string) {
  const client = await connect(node);
  client.subscribe(channel, channel.startsWith('private-') ? sign(`${client.socketId}:${channel}`) : undefined);
  await client.next('pusher_internal:subscription_succeeded', channel);
  return client;
}

describe.skipIf(process.env.TEST_REDIS !== '1')('two nodes through Redis', () => {
  let a: Node;
  let b: Node;

  beforeAll(async () => {
    [a, b] = await Promise.all([startNode(), startNode()]);
  }, 30_000);
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.ws.terminate();
  });
  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((node) => stopNode(node)));
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    expect(keys).toEqual([]); // graceful closes leave nothing behind
    await redis.quit();
  });

  it('an event published on node A reaches subscribers on both nodes once, except socket_id on node B', async () => {
    const onA = await listen(a, 'orders');
    const onB = await listen(b, 'orders');
    const excluded = await listen(b, 'orders');
    await a.sdk.trigger('orders', 'created', { id: 1 }, { socket_id: excluded.socketId });
    expect((await onB.next('created', 'orders')).data).toEqual({ id: 1 });
    expect((await onA.next('created', 'orders')).data).toEqual({ id: 1 });
    await pause(150);
    expect(onA.seen('created')).toEqual([]);
    expect(onB.seen('created')).toEqual([]);
    expect(excluded.seen('created')).toEqual([]);
  });

  it('client events cross nodes and are not echoed', async () => {
    const sender = await listen(a, 'private-chat');
    const receiver = await listen(b, 'private-chat');
    sender.send({ event: 'client-typing', channel: 'private-chat', data: { t: 1 } });
    expect((await receiver.next('client-typing', 'private-chat')).data).toEqual({ t: 1 });
    await pause(100);
    expect(sender.seen('client-typing')).toEqual([]);
  });

  it('presence: one member_added for a user on both nodes, member_removed only at the last socket, cluster-wide queries', async () => {
    const watcher = await join(a, 'presence-room', 'watcher');
    const u1 = await join(b, 'presence-room', 'u');
    expect(u1.members.count).toBe(2);
    expect((await watcher.next('pusher_internal:member_added', 'presence-room')).data).toEqual({ user_id: 'u', user_info: { name: 'u' } });
    const u2 = await join(a, 'presence-room', 'u');
    expect(u2.members).toMatchObject({ count: 2, ids: expect.arrayContaining(['u', 'watcher']) });
    await pause(150);
    expect(watcher.seen('pusher_internal:member_added')).toEqual([]);

    const users = (await (await b.sdk.get({ path: '/channels/presence-room/users' })).json()) as { users: { id: string }[] };
    expect(users.users.map((user) => user.id).sort()).toEqual(['u', 'watcher']);
    const info = await a.sdk.get({ path: '/channels/presence-room', params: { info: 'user_count,subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });
    const list = await b.sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } });
    expect(await list.json()).toEqual({ channels: { 'presence-room': { user_count: 2 } } });

    u1.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-room' } });
    await pause(200);
    expect(watcher.seen('pusher_internal:member_removed')).toEqual([]);
    u2.ws.terminate();
    expect((await watcher.next('pusher_internal:member_removed', 'presence-room')).data).toEqual({ user_id: 'u' });
  });

  it('terminate_connections on node A closes the user’s socket on node B', async () => {
    const victim = await join(b, 'presence-t', 'victim');
    await a.sdk.terminateUserConnections('victim');
    expect(await victim.waitClose()).toBe(4009);
  });

  it('a node that dies: its presence members are removed by the survivor after three missed heartbeats', async () => {
    const c = await startNode();
    const watcher = await join(a, 'presence-death', 'watcher');
    await join(c, 'presence-death', 'doomed');
    await watcher.next('pusher_internal:member_added', 'presence-death');
    await stopNode(c, 'SIGKILL');
    const removed = await watcher.next('pusher_internal:member_removed', 'presence-death', 5000);
    expect(removed.data).toEqual({ user_id: 'doomed' });
    await eventually(async () => {
      const users = (await (await a.sdk.get({ path: '/channels/presence-death/users' })).json()) as { users: unknown[] };
      return users.users.length === 1;
    }, 'the dead node’s member gone from queries');
    // A new socket of the same user elsewhere is announced again.
    await join(b, 'presence-death', 'doomed');
    await watcher.next('pusher_internal:member_added', 'presence-death');
  }, 20_000);
});
