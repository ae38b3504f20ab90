/**
 * Several nodes through Redis (protocols.md §1.14): one pub/sub bus for fan-out, terminations and
 * cluster-wide reads, and one hash per presence channel for "is this user present anywhere".
 *
 * - Fan-out: a node delivers locally at once and publishes `m\n{node}\n{channel}\n{except}\n{frame}`;
 *   every node delivers what it receives and drops its own messages by node id (never both paths).
 *   The frame is the exact bytes the sockets get; `except` (a socket id) travels in the message.
 * - Presence: `{prefix}{app}#presence#{channel}` holds one field `{nodeId}:{userId}` → user_info per
 *   user per node, written when the user's first socket on that node joins and removed at its last.
 *   Joins and leaves run as Lua scripts, so "was the user present on another node?" is atomic.
 * - A node that dies: every node refreshes `{prefix}{app}#nodes` → {nodeId: deadline ms} each
 *   heartbeat; fields of a node past its deadline are ignored at once, and the first live node that
 *   claims the dead node (an atomic HDEL) removes its fields and sends `member_removed` for the
 *   users that are now present nowhere.
 * - Reads (HTTP API channels, channel, users, `info`): a request on the bus; every other node
 *   answers on the asker's own response channel; the asker waits for PUBLISH's subscriber count − 1
 *   answers or `requestTimeoutMs`.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ChannelQuery, ChannelSnapshot, Cluster, Hub } from './hub';
import { memberRemovedFrame } from './protocol';

export type RedisClusterOptions = {
  url: string;
  /** Key and channel prefix (tests use one per run). */
  prefix: string;
  appId: string;
  heartbeatMs: number;
  requestTimeoutMs: number;
  logger: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void } | null;
};

export type RedisCluster = Cluster & { readonly nodeId: string; close(): Promise<void> };

const ALIVE = `
local deadlines = {}
local function alive(node, self, now)
  if node == self then return true end
  local d = deadlines[node]
  if d == nil then
    local v = redis.call('HGET', KEYS[2], node)
    d = v and tonumber(v) or 0
    deadlines[node] = d
  end
  return d > now
end
local function split(f)
  local sep = string.find(f, ':', 1, true)
  return string.sub(f, 1, sep - 1), string.sub(f, sep + 1)
end
`;

/** KEYS: presence hash, nodes hash, node's channel set. ARGV: node, user, info, now, max, channel. */
const JOIN = `${ALIVE}
local self, user, now = ARGV[1], ARGV[2], tonumber(ARGV[4])
local all = redis.call('HGETALL', KEYS[1])
local seen, out, count, present = {}, {}, 0, false
for i = 1, #all, 2 do
  local node, u = split(all[i])
  if node ~= self or u ~= user then
    if alive(node, self, now) then
      if u == user then present = true end
      if seen[u] == nil then
        seen[u] = true
        count = count + 1
        out[#out + 1] = u
        out[#out + 1] = all[i + 1]
      end
    end
  end
end
if not present and count >= tonumber(ARGV[5]) then return {-1, {}} end
redis.call('HSET', KEYS[1], self .. ':' .. user, ARGV[3])
redis.call('SADD', KEYS[3], ARGV[6])
if not present then
  out[#out + 1] = user
  out[#out + 1] = ARGV[3]
end
return {present and 0 or 1, out}
`;

/** KEYS: presence hash, nodes hash, node's channel set. ARGV: node, user, now, channel. Returns 1 when the user is gone everywhere. */
const LEAVE = `${ALIVE}
local self, user, now = ARGV[1], ARGV[2], tonumber(ARGV[3])
redis.call('HDEL', KEYS[1], self .. ':' .. user)
local mine, present = false, false
for _, f in ipairs(redis.call('HKEYS', KEYS[1])) do
  local node, u = split(f)
  if node == self then mine = true end
  if u == user and alive(node, self, now) then present = true end
end
if not mine then redis.call('SREM', KEYS[3], ARGV[4]) end
return present and 0 or 1
`;

/** KEYS: presence hash, nodes hash. ARGV: node, now. Live members (user, info) pairs, unique. */
const MEMBERS = `${ALIVE}
local self, now = ARGV[1], tonumber(ARGV[2])
local all = redis.call('HGETALL', KEYS[1])
local seen, out = {}, {}
for i = 1, #all, 2 do
  local node, u = split(all[i])
  if seen[u] == nil and alive(node, self, now) then
    seen[u] = true
    out[#out + 1] = u
    out[#out + 1] = all[i + 1]
  end
end
return out
`;

/** KEYS: nodes hash. ARGV: dead node, now. 1 when this caller claimed it (it was past its deadline). */
const CLAIM = `
local v = redis.call('HGET', KEYS[1], ARGV[1])
if v and tonumber(v) < tonumber(ARGV[2]) then
  redis.call('HDEL', KEYS[1], ARGV[1])
  return 1
end
return 0
`;

/** KEYS: presence hash, nodes hash. ARGV: dead node, now. Removes its fields; returns the users now present nowhere. */
const REAP = `${ALIVE}
local dead, now = ARGV[1], tonumber(ARGV[2])
local all = redis.call('HKEYS', KEYS[1])
local removed = {}
for _, f in ipairs(all) do
  local node, u = split(f)
  if node == dead then
    redis.call('HDEL', KEYS[1], f)
    removed[u] = true
  end
end
for _, f in ipairs(redis.call('HKEYS', KEYS[1])) do
  local node, u = split(f)
  if removed[u] and alive(node, '', now) then removed[u] = nil end
end
local out = {}
for u, _ in pairs(removed) do out[#out + 1] = u end
return out
`;

function pairsToMap(pairs: string[]): Map<string, unknown> {
  const members = new Map<string, unknown>();
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const raw = pairs[i + 1]!;
    members.set(pairs[i]!, raw === '' ? undefined : JSON.parse(raw));
  }
  return members;
}

export async function createRedisCluster(hub: Hub, options: RedisClusterOptions): Promise<RedisCluster> {
  const nodeId = randomBytes(8).toString('hex');
  const base = `${options.prefix}${options.appId}#`;
  const busChannel = `${base}bus`;
  const responseChannel = `${base}res#${nodeId}`;
  const nodesKey = `${base}nodes`;
  const presenceKey = (channel: string) => `${base}presence#${channel}`;
  const nodeChannelsKey = (node: string) => `${base}nodech#${node}`;
  const ttlMs = options.heartbeatMs * 3;

  const pub = new Redis(options.url, { lazyConnect: true });
  const sub = new Redis(options.url, { lazyConnect: true });
  for (const client of [pub, sub]) {
    client.on('error', (error: unknown) => options.logger?.warn({ err: error }, 'realtime redis error'));
  }
  await Promise.all([pub.connect(), sub.connect()]);

  const waiting = new Map<string, { answers: ChannelSnapshot[][]; expected: number; done: () => void }>();
  let requestSeq = 0;

  sub.on('message', (channel: string, message: string) => {
    try {
      if (channel === responseChannel) {
        const nl = message.indexOf('\n');
        const request = waiting.get(message.slice(0, nl));
        if (!request) return;
        request.answers.push(JSON.parse(message.slice(nl + 1)) as ChannelSnapshot[]);
        if (request.answers.length >= request.expected) request.done();
        return;
      }
      const kind = message.charCodeAt(0);
      const a = message.indexOf('\n', 2);
      if (message.slice(2, a) === nodeId) return; // our own publish: already delivered locally
      if (kind === 109 /* m */) {
        const b = message.indexOf('\n', a + 1);
        const c = message.indexOf('\n', b + 1);
        const except = message.slice(b + 1, c);
        hub.deliverLocal(message.slice(a + 1, b), message.slice(c + 1), except === '' ? null : except);
      } else if (kind === 116 /* t */) {
        hub.terminateLocal(message.slice(a + 1));
      } else if (kind === 113 /* q */) {
        const b = message.indexOf('\n', a + 1);
        const asker = message.slice(2, a);
        const query = JSON.parse(message.slice(b + 1)) as ChannelQuery;
        const answer = `${message.slice(a + 1, b)}\n${JSON.stringify(hub.snapshotLocal(query))}`;
        pub.publish(`${base}res#${asker}`, answer).catch(() => undefined);
      }
    } catch (error) {
      options.logger?.error({ err: error }, 'realtime redis message failed');
    }
  });
  await sub.subscribe(busChannel, responseChannel);

  const heartbeat = async () => {
    const now = Date.now();
    await pub.hset(nodesKey, nodeId, String(now + ttlMs));
    const nodes = await pub.hgetall(nodesKey);
    for (const [node, deadline] of Object.entries(nodes)) {
      if (node === nodeId || Number(deadline) >= now) continue;
      const claimed = await pub.eval(CLAIM, 1, nodesKey, node, String(now));
      if (claimed !== 1) continue;
      const channels = await pub.smembers(nodeChannelsKey(node));
      for (const channel of channels) {
        const gone = (await pub.eval(REAP, 2, presenceKey(channel), nodesKey, node, String(now))) as string[];
        for (const userId of gone) hub.broadcast(channel, memberRemovedFrame(channel, userId), null);
      }
      await pub.del(nodeChannelsKey(node));
    }
  };
  await heartbeat();
  const timer = setInterval(() => {
    heartbeat().catch((error: unknown) => options.logger?.warn({ err: error }, 'realtime redis heartbeat failed'));
  }, options.heartbeatMs);
  timer.unref();

  const publishRaw = (message: string) => {
    pub.publish(busChannel, message).catch((error: unknown) => options.logger?.warn({ err: error }, 'realtime redis publish failed'));
  };

  return {
    nodeId,
    publish(channel, frame, except) {
      publishRaw(`m\n${nodeId}\n${channel}\n${except ?? ''}\n${frame}`);
    },
    terminateUser(userId) {
      publishRaw(`t\n${nodeId}\n${userId}`);
    },
    async presenceJoin(channel, userId, info, max) {
      const [status, pairs] = (await pub.eval(
        JOIN,
        3,
        presenceKey(channel),
        nodesKey,
        nodeChannelsKey(nodeId),
        nodeId,
        userId,
        info === undefined ? '' : JSON.stringify(info),
        String(Date.now()),
        String(max),
        channel,
      )) as [number, string[]];
      if (status === -1) return { ok: false };
      return { ok: true, added: status === 1, members: pairsToMap(pairs) };
    },
    async presenceLeave(channel, userId) {
      const gone = await pub.eval(LEAVE, 3, presenceKey(channel), nodesKey, nodeChannelsKey(nodeId), nodeId, userId, String(Date.now()), channel);
      return gone === 1;
    },
    async presenceMembers(channel) {
      return pairsToMap((await pub.eval(MEMBERS, 2, presenceKey(channel), nodesKey, nodeId, String(Date.now()))) as string[]);
    },
    async query(query) {
      const id = `${nodeId}-${++requestSeq}`;
      return new Promise<ChannelSnapshot[]>((resolve) => {
        const answers: ChannelSnapshot[][] = [];
        const done = () => {
          clearTimeout(timeout);
          waiting.delete(id);
          resolve(answers.flat());
        };
        waiting.set(id, { answers, expected: Number.POSITIVE_INFINITY, done });
        const timeout = setTimeout(done, options.requestTimeoutMs);
        pub
          .publish(busChannel, `q\n${nodeId}\n${id}\n${JSON.stringify(query)}`)
          .then((receivers) => {
            const request = waiting.get(id);
            if (!request) return;
            request.expected = receivers - 1; // every node's subscriber, ours included
            if (answers.length >= request.expected) done();
          })
          .catch(done);
      });
    },
    async close() {
      clearInterval(timer);
      for (const request of [...waiting.values()]) request.done();
      try {
        await pub.hdel(nodesKey, nodeId);
        await pub.del(nodeChannelsKey(nodeId));
      } catch (error) {
        options.logger?.warn({ err: error }, 'realtime redis cleanup failed');
      }
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
