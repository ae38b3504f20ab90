/**
 * The connection and channel state of one node (protocols.md §1.3–§1.10): sockets, subscriptions,
 * presence members, client events, liveness. Fan-out builds each frame once and writes the same bytes
 * to every socket. With a `Cluster` (Redis), publishes and presence are shared with the other nodes.
 */
import type { WebSocket } from 'ws';
import {
  channelKind,
  connectionEstablishedFrame,
  errorFrame,
  eventFrame,
  isValidChannelName,
  MAX_CHANNEL_NAME_LENGTH,
  MAX_EVENT_NAME_LENGTH,
  memberAddedFrame,
  memberRemovedFrame,
  newSocketId,
  normalizeUserId,
  PING_FRAME,
  PONG_FRAME,
  SERVER_TO_USER_PREFIX,
  subscriptionErrorFrame,
  subscriptionSucceededFrame,
  verifyAuth,
} from './protocol';

export type HubSettings = {
  appKey: string;
  appSecret: string;
  activityTimeoutSeconds: number;
  pongTimeoutMs: number;
  clientEventsPerSecond: number;
  maxPayloadBytes: number;
  maxPresenceMembers: number;
  maxUserInfoBytes: number;
  maxChannelsPerConnection: number;
  logger: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void } | null;
};

/** One presence user on this node, from its first local socket to its last (a new object for each such span). */
export type Member = {
  userId: string;
  info: unknown;
  sockets: Set<Connection>;
  /** Set by the queued cluster join: true once the user counts as present, false when it was refused. */
  state: 'joining' | 'joined' | 'rejected';
};

export type Connection = {
  readonly id: string;
  readonly ws: WebSocket;
  /** Every channel this socket is subscribed to (presence ones from the subscribe on, before `subscription_succeeded`). */
  readonly channels: Set<string>;
  readonly presence: Map<string, Member>;
  userId: string | null;
  lastActivity: number;
  pingSentAt: number;
  eventWindowStart: number;
  eventCount: number;
  closed: boolean;
};

type Channel = {
  readonly name: string;
  readonly sockets: Set<Connection>;
  /** Presence channels: local members by user id. */
  readonly members: Map<string, Member> | null;
  /** Queued presence operations (kept in order per channel). */
  tail: Promise<void>;
  pending: number;
};

/** What one node knows about a channel (HTTP API queries). */
export type ChannelSnapshot = { name: string; subscriptions: number; users: string[] | null };
export type ChannelQuery = { name?: string; prefix?: string };

/** The other nodes (Redis); absent on a single node. */
export interface Cluster {
  /** Sends a frame to the channel's sockets on the other nodes, except `except` (a socket id). */
  publish(channel: string, frame: string, except: string | null): void;
  terminateUser(userId: string): void;
  /** The user's first socket on this node joins: `added` when the user was present on no other node. */
  presenceJoin(
    channel: string,
    userId: string,
    info: unknown,
    max: number,
  ): Promise<{ ok: true; added: boolean; members: Map<string, unknown> } | { ok: false }>;
  /** The user's last socket on this node left: true when the user is now present nowhere. */
  presenceLeave(channel: string, userId: string): Promise<boolean>;
  presenceMembers(channel: string): Promise<Map<string, unknown>>;
  /** The other nodes' snapshots. */
  query(query: ChannelQuery): Promise<ChannelSnapshot[]>;
}

const TEXT = { binary: false } as const;

export class Hub {
  readonly connections = new Map<string, Connection>();
  readonly channels = new Map<string, Channel>();
  cluster: Cluster | null = null;
  private sweeper: NodeJS.Timeout | null = null;
  private readonly pendingOps = new Set<Promise<void>>();

  constructor(readonly settings: HubSettings) {}

  // ---- lifecycle ----

  start(): void {
    const activityMs = this.settings.activityTimeoutSeconds * 1000;
    const every = Math.max(20, Math.min(1000, Math.floor(Math.min(activityMs, this.settings.pongTimeoutMs) / 4)));
    this.sweeper = setInterval(() => this.sweep(), every);
    this.sweeper.unref();
  }

  /** Graceful: `pusher:error` 4200 and close 4200 to every socket; terminates what is still open after `graceMs`. */
  async shutdown(graceMs: number): Promise<void> {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    const frame = errorFrame(4200, 'Server is shutting down; reconnect');
    const closed: Promise<void>[] = [];
    for (const conn of this.connections.values()) {
      closed.push(new Promise((resolve) => conn.ws.once('close', () => resolve())));
      if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
      conn.ws.close(4200, 'Server shutting down');
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(closed),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
    for (const conn of this.connections.values()) conn.ws.terminate();
    for (const conn of [...this.connections.values()]) this.disconnect(conn);
    await this.settled();
  }

  /** Waits for queued presence operations (cluster joins and leaves). */
  async settled(): Promise<void> {
    while (this.pendingOps.size > 0) await Promise.allSettled([...this.pendingOps]);
  }

  // ---- connections ----

  /** A socket upgraded on `/app/{key}` with the right key and an allowed origin. */
  accept(ws: WebSocket): Connection {
    let id = newSocketId();
    while (this.connections.has(id)) id = newSocketId();
    const now = Date.now();
    const conn: Connection = {
      id,
      ws,
      channels: new Set(),
      presence: new Map(),
      userId: null,
      lastActivity: now,
      pingSentAt: 0,
      eventWindowStart: now,
      eventCount: 0,
      closed: false,
    };
    this.connections.set(id, conn);
    ws.on('message', (data, isBinary) => {
      try {
        this.onMessage(conn, data, isBinary);
      } catch (error) {
        // Nothing a client sends may take the process down (deeply nested JSON overflows the stack in stringify, …).
        this.settings.logger?.warn({ err: error, socketId: id }, 'realtime message failed');
        this.fail(conn, 4200, 'Invalid message');
      }
    });
    const alive = () => this.touch(conn);
    ws.on('ping', alive);
    ws.on('pong', alive);
    ws.on('close', () => this.disconnect(conn));
    ws.on('error', (error) => {
      this.settings.logger?.warn({ err: error, socketId: id }, 'realtime socket error');
    });
    ws.send(connectionEstablishedFrame(id, this.settings.activityTimeoutSeconds));
    return conn;
  }

  private touch(conn: Connection): void {
    conn.lastActivity = Date.now();
    conn.pingSentAt = 0;
  }

  /** Removes every trace of a socket (a sudden close included). */
  disconnect(conn: Connection): void {
    if (conn.closed) return;
    conn.closed = true;
    this.connections.delete(conn.id);
    for (const name of [...conn.channels]) this.unsubscribe(conn, name);
  }

  /** Server-side liveness (§1.9): `pusher:ping` after activity_timeout of silence, 4201 when no answer follows. */
  private sweep(): void {
    const now = Date.now();
    const idleMs = this.settings.activityTimeoutSeconds * 1000;
    const pongMs = this.settings.pongTimeoutMs;
    for (const conn of this.connections.values()) {
      if (conn.pingSentAt !== 0) {
        if (now - conn.pingSentAt >= pongMs) {
          this.closeWith(conn, 4201, 'Pong reply not received in time');
        }
      } else if (now - conn.lastActivity >= idleMs) {
        conn.pingSentAt = now;
        this.sendFrame(conn, PING_FRAME);
      }
    }
  }

  /** `pusher:error` then close with the same code; a peer that does not finish the close handshake is cut after 2 s. */
  private closeWith(conn: Connection, code: number, message: string): void {
    this.sendFrame(conn, errorFrame(code, message));
    conn.ws.close(code, message);
    setTimeout(() => conn.ws.terminate(), 2000).unref();
    this.disconnect(conn);
  }

  sendFrame(conn: Connection, frame: string): void {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }

  private fail(conn: Connection, code: number, message: string): void {
    this.sendFrame(conn, errorFrame(code, message));
  }

  // ---- incoming frames ----

  private onMessage(conn: Connection, raw: unknown, isBinary: boolean): void {
    this.touch(conn);
    if (isBinary) return this.fail(conn, 4200, 'Binary frames are not supported');
    const text = String(raw);
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return this.fail(conn, 4200, 'Invalid message format: not JSON');
    }
    if (typeof message !== 'object' || message === null || Array.isArray(message)) {
      return this.fail(conn, 4200, 'Invalid message format: not an object');
    }
    const { event, channel } = message as { event?: unknown; channel?: unknown };
    if (typeof event !== 'string' || event === '') return this.fail(conn, 4200, 'Invalid message format: no event');
    const rawData = (message as { data?: unknown }).data;
    // Client events measure their data (below); any other frame is held to the limit as a whole. (ws itself
    // cuts a frame above the limit + 64 KiB with 1009, so that a giant frame is never buffered.)
    if (!event.startsWith('client-') && Buffer.byteLength(text) > this.settings.maxPayloadBytes) {
      return this.fail(conn, 4301, `Message larger than ${this.settings.maxPayloadBytes} bytes`);
    }
    switch (event) {
      case 'pusher:ping':
        return this.sendFrame(conn, PONG_FRAME);
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return this.subscribe(conn, objectData(rawData));
      case 'pusher:unsubscribe': {
        const name = objectData(rawData)?.channel;
        if (typeof name === 'string') this.unsubscribe(conn, name);
        else this.fail(conn, 4200, 'Invalid message format: pusher:unsubscribe needs data.channel');
        return;
      }
      case 'pusher:signin':
        return this.signin(conn, objectData(rawData));
    }
    if (event.startsWith('client-')) return this.clientEvent(conn, event, channel, rawData);
    this.fail(conn, 4200, `Unsupported event: ${event.slice(0, MAX_EVENT_NAME_LENGTH)}`);
  }

  // ---- subscriptions ----

  private subscribe(conn: Connection, data: Record<string, unknown> | null): void {
    const name = data?.channel;
    if (typeof name !== 'string' || name === '') {
      return this.fail(conn, 4200, 'Invalid message format: pusher:subscribe needs data.channel');
    }
    if (name.length > MAX_CHANNEL_NAME_LENGTH) {
      return this.sendFrame(
        conn,
        subscriptionErrorFrame(name, 'LimitReached', `Channel name longer than ${MAX_CHANNEL_NAME_LENGTH} characters`, 4009),
      );
    }
    if (!isValidChannelName(name)) {
      return this.sendFrame(conn, subscriptionErrorFrame(name, 'InvalidChannel', 'Invalid channel name', 4009));
    }
    // One socket cannot fill the server with channels (a page holds a few dozen at most).
    if (!conn.channels.has(name) && conn.channels.size >= this.settings.maxChannelsPerConnection) {
      return this.sendFrame(
        conn,
        subscriptionErrorFrame(name, 'LimitReached', `At most ${this.settings.maxChannelsPerConnection} channels per connection`, 4009),
      );
    }
    const kind = channelKind(name);
    if (kind === 'presence') return this.subscribePresence(conn, name, data!);
    if (conn.channels.has(name)) return this.sendFrame(conn, subscriptionSucceededFrame(name));
    if (kind === 'private') {
      if (!verifyAuth(data!.auth, this.settings.appKey, this.settings.appSecret, `${conn.id}:${name}`)) {
        return this.authError(conn, name, 'Invalid signature');
      }
    } else if (name.startsWith('#')) {
      const allowed = kind === 'user' && conn.userId !== null && name === SERVER_TO_USER_PREFIX + conn.userId;
      if (!allowed) return this.authError(conn, name, 'Sign in as this user before subscribing to this channel');
    }
    this.channelOf(name, false).sockets.add(conn);
    conn.channels.add(name);
    this.sendFrame(conn, subscriptionSucceededFrame(name));
  }

  private authError(conn: Connection, channel: string, error: string): void {
    this.sendFrame(conn, subscriptionErrorFrame(channel, 'AuthError', error, 401));
  }

  private channelOf(name: string, presence: boolean): Channel {
    let channel = this.channels.get(name);
    if (!channel) {
      channel = { name, sockets: new Set(), members: presence ? new Map() : null, tail: Promise.resolve(), pending: 0 };
      this.channels.set(name, channel);
    }
    return channel;
  }

  private dropIfEmpty(channel: Channel): void {
    if (channel.sockets.size === 0 && channel.pending === 0 && (channel.members?.size ?? 0) === 0) {
      if (this.channels.get(channel.name) === channel) this.channels.delete(channel.name);
    }
  }

  private subscribePresence(conn: Connection, name: string, data: Record<string, unknown>): void {
    const channelData = data.channel_data;
    if (typeof channelData !== 'string') return this.authError(conn, name, 'Presence channels need channel_data');
    if (!verifyAuth(data.auth, this.settings.appKey, this.settings.appSecret, `${conn.id}:${name}:${channelData}`)) {
      return this.authError(conn, name, 'Invalid signature');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(channelData);
    } catch {
      return this.authError(conn, name, 'channel_data is not JSON');
    }
    const userId = normalizeUserId((parsed as { user_id?: unknown } | null)?.user_id);
    if (userId === null) return this.authError(conn, name, 'channel_data has no user_id');
    const info = (parsed as { user_info?: unknown }).user_info;
    if (info !== undefined && !(serializedBytes(info) <= this.settings.maxUserInfoBytes)) {
      return this.sendFrame(
        conn,
        subscriptionErrorFrame(name, 'LimitReached', `user_info is larger than ${this.settings.maxUserInfoBytes} bytes (or nested too deep)`, 4301),
      );
    }
    const current = conn.presence.get(name);
    if (current) {
      // Subscribed again: answer with the current members once the queue reaches it.
      if (current.state !== 'rejected') this.enqueue(this.channelOf(name, true), () => this.confirmPresence(conn, name, current));
      return;
    }
    const channel = this.channelOf(name, true);
    let member = channel.members!.get(userId);
    const first = !member;
    if (!member) {
      member = { userId, info, sockets: new Set(), state: 'joining' };
      channel.members!.set(userId, member);
    }
    const joined = member;
    joined.sockets.add(conn);
    conn.presence.set(name, joined);
    conn.channels.add(name);
    channel.sockets.add(conn);
    this.enqueue(channel, async () => {
      try {
        const members = first ? await this.joinCluster(channel, joined, conn.id) : null;
        if (joined.state === 'joined') await this.confirmPresence(conn, name, joined, members);
      } catch (error) {
        // Redis unreachable: the subscriber hears it (503) instead of waiting for ever.
        this.settings.logger?.error({ err: error, channel: name }, 'realtime presence join failed');
        const frame = subscriptionErrorFrame(name, 'ServerError', 'Presence is unavailable; try again', 503);
        if (joined.state === 'joining') return this.rejectMember(channel, joined, frame);
        if (conn.presence.get(name) !== joined) return;
        this.sendFrame(conn, frame);
        this.unsubscribe(conn, name);
      }
    });
  }

  /** The queued join of a member's first local socket: limit check, then `member_added` to the others if new anywhere. */
  private async joinCluster(channel: Channel, member: Member, originId: string): Promise<Map<string, unknown> | null> {
    const max = this.settings.maxPresenceMembers;
    let added = true;
    let members: Map<string, unknown> | null = null;
    if (this.cluster) {
      const result = await this.cluster.presenceJoin(channel.name, member.userId, member.info, max);
      if (!result.ok) {
        this.rejectMember(channel, member, this.fullFrame(channel.name));
        return null;
      }
      added = result.added;
      members = result.members;
    } else {
      let count = 0;
      for (const other of channel.members!.values()) if (other.state === 'joined') count++;
      if (count >= max) {
        this.rejectMember(channel, member, this.fullFrame(channel.name));
        return null;
      }
    }
    member.state = 'joined';
    if (added) this.broadcast(channel.name, memberAddedFrame(channel.name, member.userId, member.info), originId);
    return members;
  }

  private fullFrame(channel: string): string {
    return subscriptionErrorFrame(channel, 'LimitReached', `Presence channel is full (${this.settings.maxPresenceMembers} members)`, 4100);
  }

  /** A refused join (over the member limit: `LimitReached` 4100): every socket that waited on this member gets `frame`. */
  private rejectMember(channel: Channel, member: Member, frame: string): void {
    member.state = 'rejected';
    if (channel.members!.get(member.userId) === member) channel.members!.delete(member.userId);
    for (const conn of member.sockets) {
      conn.presence.delete(channel.name);
      conn.channels.delete(channel.name);
      channel.sockets.delete(conn);
      this.sendFrame(conn, frame);
    }
    member.sockets.clear();
  }

  /** `subscription_succeeded` with every member (`known`: as the cluster join saw them, saving a round trip). */
  private async confirmPresence(conn: Connection, name: string, member: Member, known: Map<string, unknown> | null = null): Promise<void> {
    let members: Map<string, unknown>;
    if (known) members = known;
    else if (this.cluster) members = await this.cluster.presenceMembers(name);
    else {
      members = new Map();
      for (const m of this.channels.get(name)?.members?.values() ?? []) if (m.state === 'joined') members.set(m.userId, m.info);
    }
    if (conn.closed || conn.presence.get(name) !== member) return;
    if (!members.has(member.userId)) members.set(member.userId, member.info);
    this.sendFrame(conn, subscriptionSucceededFrame(name, members));
  }

  unsubscribe(conn: Connection, name: string): void {
    if (!conn.channels.delete(name)) return;
    const channel = this.channels.get(name);
    if (!channel) return;
    channel.sockets.delete(conn);
    const member = conn.presence.get(name);
    if (member) {
      conn.presence.delete(name);
      member.sockets.delete(conn);
      if (member.sockets.size === 0 && member.state !== 'rejected') {
        if (channel.members!.get(member.userId) === member) channel.members!.delete(member.userId);
        // Queued after the member's join: leaves the cluster and tells the others if the user is gone everywhere.
        this.enqueue(channel, async () => {
          if (member.state !== 'joined') return;
          const gone = this.cluster ? await this.cluster.presenceLeave(name, member.userId) : true;
          if (gone) this.broadcast(name, memberRemovedFrame(name, member.userId), conn.id);
        });
      }
    }
    this.dropIfEmpty(channel);
  }

  private enqueue(channel: Channel, op: () => Promise<void>): void {
    channel.pending++;
    const run = channel.tail
      .then(op)
      .catch((error: unknown) => this.settings.logger?.error({ err: error, channel: channel.name }, 'realtime presence operation failed'))
      .finally(() => {
        channel.pending--;
        this.pendingOps.delete(run);
        this.dropIfEmpty(channel);
      });
    channel.tail = run;
    this.pendingOps.add(run);
  }

  // ---- user authentication (§1.10) ----

  private signin(conn: Connection, data: Record<string, unknown> | null): void {
    const userData = data?.user_data;
    if (typeof userData !== 'string' || !verifyAuth(data!.auth, this.settings.appKey, this.settings.appSecret, `${conn.id}::user::${userData}`)) {
      return this.fail(conn, 4009, 'Invalid signin signature');
    }
    let id: unknown;
    try {
      id = (JSON.parse(userData) as { id?: unknown } | null)?.id;
    } catch {
      id = undefined;
    }
    if (typeof id !== 'string' || id === '') return this.fail(conn, 4009, 'user_data needs a string id');
    conn.userId = id;
    this.sendFrame(conn, JSON.stringify({ event: 'pusher:signin_success', data: { user_data: userData } }));
  }

  // ---- client events (§1.8) ----

  private clientEvent(conn: Connection, event: string, channel: unknown, data: unknown): void {
    if (event.length > MAX_EVENT_NAME_LENGTH) return this.fail(conn, 4301, `Event name longer than ${MAX_EVENT_NAME_LENGTH} characters`);
    if (typeof channel !== 'string') return this.fail(conn, 4200, 'Invalid message format: client events need a channel');
    const kind = channelKind(channel);
    if (kind !== 'private' && kind !== 'presence') {
      return this.fail(conn, 4301, 'Client events are only allowed on private and presence channels');
    }
    if (!conn.channels.has(channel)) return this.fail(conn, 4009, 'The client is not a member of the specified channel');
    const now = Date.now();
    if (now - conn.eventWindowStart >= 1000) {
      conn.eventWindowStart = now;
      conn.eventCount = 0;
    }
    if (++conn.eventCount > this.settings.clientEventsPerSecond) {
      return this.fail(conn, 4301, `Client event rate limit exceeded (${this.settings.clientEventsPerSecond} per second)`);
    }
    const payload = typeof data === 'string' ? data : serialize(data === undefined ? {} : data);
    if (payload === null) return this.fail(conn, 4301, 'Payload nested too deep');
    if (Buffer.byteLength(payload) > this.settings.maxPayloadBytes) {
      return this.fail(conn, 4301, `Payload larger than ${this.settings.maxPayloadBytes} bytes`);
    }
    const userId = kind === 'presence' ? conn.presence.get(channel)?.userId : undefined;
    this.broadcast(channel, eventFrame(event, channel, payload, userId), conn.id);
  }

  // ---- fan-out ----

  /** Delivers on this node and on the others (one path: local at once, the cluster drops its own echo). */
  broadcast(channel: string, frame: string, except: string | null): void {
    this.deliverLocal(channel, frame, except);
    this.cluster?.publish(channel, frame, except);
  }

  /** The hot path: the frame is encoded once and the same bytes go to every socket. */
  deliverLocal(name: string, frame: string, except: string | null): void {
    const channel = this.channels.get(name);
    if (!channel || channel.sockets.size === 0) return;
    const bytes = channel.sockets.size > 1 ? Buffer.from(frame) : frame;
    for (const conn of channel.sockets) {
      if (conn.id === except) continue;
      const ws = conn.ws;
      if (ws.readyState === 1) ws.send(bytes, TEXT);
    }
  }

  /** Closes every local socket of a user (signed in as, or a presence member as, `userId`). */
  terminateLocal(userId: string): void {
    for (const conn of [...this.connections.values()]) {
      let match = conn.userId === userId;
      if (!match) for (const member of conn.presence.values()) if (member.userId === userId) match = true;
      if (match) this.closeWith(conn, 4009, 'You got disconnected by the app');
    }
  }

  // ---- HTTP API reads ----

  snapshotLocal(query: ChannelQuery): ChannelSnapshot[] {
    const out: ChannelSnapshot[] = [];
    const add = (channel: Channel) => {
      const users = channel.members ? [...channel.members.values()].filter((m) => m.state === 'joined').map((m) => m.userId) : null;
      const subscriptions = channel.sockets.size;
      if (subscriptions > 0) out.push({ name: channel.name, subscriptions, users });
    };
    if (query.name !== undefined) {
      const channel = this.channels.get(query.name);
      if (channel) add(channel);
    } else {
      for (const channel of this.channels.values()) if (!query.prefix || channel.name.startsWith(query.prefix)) add(channel);
    }
    return out;
  }

  /** The whole cluster's view, merged by channel: subscriptions added, users unique. */
  async snapshot(query: ChannelQuery): Promise<Map<string, { subscriptions: number; users: Set<string> | null }>> {
    const all = [...this.snapshotLocal(query), ...(this.cluster ? await this.cluster.query(query) : [])];
    const merged = new Map<string, { subscriptions: number; users: Set<string> | null }>();
    {
      for (const s of all) {
        let entry = merged.get(s.name);
        if (!entry) {
          entry = { subscriptions: 0, users: s.users ? new Set() : null };
          merged.set(s.name, entry);
        }
        entry.subscriptions += s.subscriptions;
        if (s.users && entry.users) for (const u of s.users) entry.users.add(u);
      }
    }
    return merged;
  }

  stats() {
    let presenceMembers = 0;
    let subscriptions = 0;
    let pending = 0;
    for (const channel of this.channels.values()) {
      presenceMembers += channel.members?.size ?? 0;
      subscriptions += channel.sockets.size;
      pending += channel.pending;
    }
    return {
      connections: this.connections.size,
      channels: this.channels.size,
      subscriptions,
      presenceMembers,
      pendingOperations: pending,
    };
  }
}

/** JSON text of a client value, or null when it cannot be serialized (nested too deep for the stack). */
function serialize(value: unknown): string | null {
  try {
    return JSON.stringify(value);
  } catch {
    return null;
  }
}

/** Bytes of the JSON text of a value; NaN when it cannot be serialized. */
function serializedBytes(value: unknown): number {
  const text = serialize(value);
  return text === null ? Number.NaN : Buffer.byteLength(text);
}

/** `data` from a client: an object, or a JSON string holding one (§1.2). */
function objectData(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
