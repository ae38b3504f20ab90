/**
 * Frame fuzz of the realtime server (protocols.md §1): raw `ws` sockets send 10,000 random and
 * malformed frames (fast-check, seeded: REALTIME_FUZZ_SEED, REALTIME_FUZZ_FRAMES reproduce a run;
 * REALTIME_FUZZ_REPORT=1 prints replies per frame class) while two well-behaved pusher-js (node
 * build) clients sit on a public channel.
 *
 * Every fuzz frame is followed by a `pusher:ping` sentinel, so the replies between two sentinel pongs
 * belong to that frame (a presence join answers asynchronously: the sender waits for its answer
 * before the sentinel). What each frame should get is decided by `oracle()`, a small model of the
 * protocol: a frame that is an error by the protocol gets exactly one `pusher:error` with a numeric
 * code, a bad subscribe one `pusher:subscription_error` for its channel with a numeric status, a good
 * one `subscription_succeeded`, a client event is not echoed, ping → pong, pong and unsubscribe are
 * silent. Afterwards: every fuzz socket is still open, the server's channel table holds exactly what
 * the sockets subscribed to, the pusher-js clients saw nothing of the storm and still get an SDK
 * publish, and once the sockets close no connection or channel is left.
 *
 * Private and presence channels are per fuzz socket (`private-3.x`), so no socket receives another's
 * client events or member_added in the middle of its own replies.
 */
import fc from 'fast-check';
import Pusher from 'pusher';
import PusherJs from 'pusher-js';
import WebSocket from 'ws';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealtime, type RunningRealtime } from './index';

const SEED = Number(process.env.REALTIME_FUZZ_SEED ?? 20261122);
const FRAMES = Number(process.env.REALTIME_FUZZ_FRAMES ?? 10_000);
const SOCKETS = 8;
const MAX_PAYLOAD = 100 * 1024;
/** The server's default. */
const MAX_CHANNELS_PER_CONNECTION = 100;
const MAX_USER_INFO = 2 * 1024;
const APP = { id: 'fuzz-app', key: 'fuzz-key', secret: 'fuzz-secret' };
const QUERY = '?protocol=7&client=js&version=8.4.0&flash=false';
/** The public channel the well-behaved clients listen on (fuzz frames aim at it too). */
const WATCHED = 'products';
const CHANNEL_NAME = /^#?[-a-zA-Z0-9_=@,.;]+$/;

const hmac = (text: string) => createHmac('sha256', APP.secret).update(text).digest('hex');
const sign = (text: string) => `${APP.key}:${hmac(text)}`;
const json = (value: unknown) => JSON.stringify(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// The protocol model: what the server must answer to one frame, given what the socket did before.
// ---------------------------------------------------------------------------------------------

type Kind = 'error' | 'subscription_error' | 'succeeded' | 'pong' | 'none';
type Expect = {
  /** What is acceptable (one kind, or a choice where the protocol allows either). */
  kinds: Kind[];
  why: string;
  channel?: string;
  /** Presence: the user id the socket is a member as (its own entry must be in the members' hash). */
  userId?: string;
  /** The answer comes after an asynchronous step (presence joins): wait for it before the sentinel. */
  async?: boolean;
};
const expecting = (kinds: Kind | Kind[], why: string, extra: Partial<Expect> = {}): Expect => ({ kinds: Array.isArray(kinds) ? kinds : [kinds], why, ...extra });

type SocketState = { socketId: string; index: number; subscribed: Set<string>; presence: Map<string, string> };

/** `data` as the server reads it: an object as is, a string holding JSON parsed (§1.2). */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/** True when `JSON.stringify` cannot re-serialize the value (nesting too deep for the stack). */
function tooDeep(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return false;
  } catch {
    return true;
  }
}

function oracle(text: string | null, state: SocketState): Expect {
  if (text === null) return expecting('error', 'binary frame');
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return expecting('error', 'not JSON');
  }
  if (!isObject(frame)) return expecting('error', 'JSON but not an object');
  const { event } = frame;
  if (typeof event !== 'string' || event === '') return expecting('error', 'event missing or not a string');
  // Client events are measured by their data (below); any other frame as a whole.
  if (!event.startsWith('client-') && Buffer.byteLength(text) > MAX_PAYLOAD) return expecting('error', 'frame above the max payload');
  if (event === 'pusher:ping') return expecting('pong', 'ping');
  if (event === 'pusher:pong') return expecting('none', 'pong is activity');
  if (event === 'pusher:subscribe') return subscribe(decodeData(frame.data), state);
  if (event === 'pusher:unsubscribe') {
    const data = decodeData(frame.data);
    if (!isObject(data) || typeof data.channel !== 'string') return expecting('error', 'unsubscribe without data.channel');
    state.subscribed.delete(data.channel);
    state.presence.delete(data.channel);
    return expecting('none', 'unsubscribe has no reply');
  }
  if (event === 'pusher:signin') return expecting('error', 'signin with a bad signature');
  if (event.startsWith('client-')) return clientEvent(event, frame, state);
  return expecting('error', event.startsWith('pusher') ? 'unknown pusher event' : 'not a client event');
}

function subscribe(data: unknown, state: SocketState): Expect {
  if (!isObject(data)) return expecting('error', 'subscribe data not an object');
  const channel = data.channel;
  if (typeof channel !== 'string' || channel === '') return expecting('error', 'subscribe without a channel name');
  const refused = (why: string) => expecting('subscription_error', why, { channel });
  if (channel.length > 200 || !CHANNEL_NAME.test(channel)) return refused('invalid channel name');
  if (!state.subscribed.has(channel) && state.subscribed.size >= MAX_CHANNELS_PER_CONNECTION) return refused('over the channels per connection');
  if (channel.startsWith('#')) return refused('#server-to-user- without signin, or another # channel');
  if (channel.startsWith('presence-')) {
    const channelData = data.channel_data;
    if (typeof channelData !== 'string') return refused('presence without channel_data');
    if (data.auth !== sign(`${state.socketId}:${channel}:${channelData}`)) return refused('bad presence signature');
    let member: unknown;
    try {
      member = JSON.parse(channelData);
    } catch {
      return refused('channel_data not JSON');
    }
    const id = isObject(member) ? member.user_id : undefined;
    if (!(typeof id === 'string' && id !== '') && typeof id !== 'number') return refused('channel_data without user_id');
    const info = isObject(member) ? member.user_info : undefined;
    if (info !== undefined && tooDeep(info)) return expecting(['subscription_error', 'error'], 'user_info nested too deep to serialize', { channel });
    if (info !== undefined && Buffer.byteLength(json(info)) > MAX_USER_INFO) return refused('user_info too large');
    const userId = state.presence.get(channel) ?? String(id);
    state.subscribed.add(channel);
    state.presence.set(channel, userId);
    return expecting('succeeded', 'presence join', { channel, userId, async: true });
  }
  if (state.subscribed.has(channel)) return expecting('succeeded', 'subscribed again', { channel });
  if (channel.startsWith('private-') && data.auth !== sign(`${state.socketId}:${channel}`)) return refused('bad private signature');
  state.subscribed.add(channel);
  return expecting('succeeded', channel.startsWith('private-') ? 'private, signed' : 'public', { channel });
}

function clientEvent(event: string, frame: Record<string, unknown>, state: SocketState): Expect {
  const channel = frame.channel;
  if (event.length > 200) return expecting('error', 'client event name longer than 200');
  if (typeof channel !== 'string') return expecting('error', 'client event without channel');
  if (!channel.startsWith('private-') && !channel.startsWith('presence-')) return expecting('error', 'client event on a public channel');
  if (!state.subscribed.has(channel)) return expecting('error', 'client event on a channel not subscribed');
  const data = frame.data;
  if (typeof data !== 'string' && tooDeep(data)) return expecting(['error', 'none'], 'client event data nested too deep to re-serialize');
  const payload = typeof data === 'string' ? data : json(data === undefined ? {} : data);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) return expecting('error', 'client event payload above the max payload');
  return expecting('none', 'client event is not echoed to its sender');
}

// ---------------------------------------------------------------------------------------------
// Frame generators. A frame is built at send time (a valid auth needs the socket's id); JSON text
// is assembled by hand so that frames can carry `__proto__` keys and duplicate keys.
// ---------------------------------------------------------------------------------------------

type Built = { text: string } | { binary: Buffer };
type Fuzz = { cls: string; build: (state: SocketState) => Built };
type Piece = string | ((state: SocketState) => string);

const piece = (value: Piece, state: SocketState) => (typeof value === 'function' ? value(state) : value);
const objectText = (entries: [string, string][]) => `{${entries.map(([key, value]) => `${json(key)}:${value}`).join(',')}}`;
const mine = (name: string): Piece => (state) => json(name.replace('{i}', String(state.index)));
const ownPrivate = (state: SocketState) => `private-fuzz-${state.index}`;
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const unicodeText = fc.string({ unit: 'binary', maxLength: 40 });
const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value) => json(value));
const anyJsonString = fc.jsonValue({ maxDepth: 3 }).map((value) => json(json(value)));
const nasty = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"__proto__":null,"toString":1,"valueOf":"x"}',
  deepArray(2_000),
  deepObject(2_000),
  deepArray(12_000),
  deepObject(12_000),
  json('\u0000\u2028\u2029\ud800'),
  json('🛒'.repeat(500)),
);

const eventNames: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('"pusher:ping"', '"pusher:pong"', '"pusher:subscribe"', '"pusher:unsubscribe"') },
  { weight: 3, arbitrary: fc.constantFrom('"pusher:signin"', '"pusher:foo"', '"pusher:"', '"pusher:cache_miss"', '"pusher_internal:subscription_succeeded"', '"pusher_internal:member_added"', '"pusher:error"', '"PUSHER:PING"') },
  { weight: 4, arbitrary: fc.constantFrom('"client-typing"', '"client-"', '"client-🛒"', json(`client-${'x'.repeat(194)}`), json(`client-${'x'.repeat(200)}`)) },
  { weight: 2, arbitrary: unicodeText.map(json) },
  { weight: 1, arbitrary: fc.constantFrom('"__proto__"', '"constructor"', '"toString"', '""') },
  { weight: 2, arbitrary: fc.constantFrom('1', 'null', 'true', '[]', '{}', '["pusher:ping"]', '{"event":"pusher:ping"}') },
);

const channels: fc.Arbitrary<Piece> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Piece>((state) => json(ownPrivate(state))) },
  { weight: 3, arbitrary: fc.stringMatching(/^[-a-zA-Z0-9_=@,.;]{1,24}$/).map(json) },
  { weight: 2, arbitrary: fc.constantFrom(WATCHED, '__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'cache-x', 'x'.repeat(200), 'x'.repeat(201)).map(json) },
  { weight: 2, arbitrary: fc.constantFrom(mine('private-{i}.other'), mine('private-encrypted-{i}'), mine('presence-{i}.room'), mine('private-{i}.__proto__'), mine(`private-{i}.${'y'.repeat(190)}`), mine('presence-{i}')) },
  { weight: 1, arbitrary: fc.constantFrom('#server-to-user-1', '#', '#products').map(json) },
  { weight: 2, arbitrary: fc.constantFrom('', ' ', 'a b', 'prodütos', '../etc/passwd', 'a/b', 'x\ny', '🛒', 'private-ü').map(json) },
  { weight: 1, arbitrary: unicodeText.map(json) },
  { weight: 1, arbitrary: fc.constantFrom('1', 'null', 'true', '[]', '{}', `[${json(WATCHED)}]`) },
);

/** Auth strings: right, replayed from another socket, signed with another key, upper-case hex, without channel_data, garbage. */
const authKinds = fc.oneof(
  { weight: 4, arbitrary: fc.constant('right') },
  { weight: 3, arbitrary: fc.constantFrom('replayed', 'other key', 'upper case', 'without channel_data') },
  { weight: 2, arbitrary: fc.constantFrom('""', '"garbage"', '":"', json(`${APP.key}:`), json(`${APP.key}:${'0'.repeat(64)}`), '1', 'null', '{}', '[]').map((text) => `raw ${text}`) },
);

function authText(kind: string, socketId: string, channel: string, channelData: string | null): string {
  if (kind.startsWith('raw ')) return kind.slice(4);
  const signed = (id: string) => `${id}:${channel}${channelData === null || kind === 'without channel_data' ? '' : `:${channelData}`}`;
  if (kind === 'replayed') return json(sign(signed('123.456')));
  if (kind === 'other key') return json(`other-key:${hmac(signed(socketId))}`);
  if (kind === 'upper case') return json(sign(signed(socketId)).toUpperCase());
  return json(sign(signed(socketId)));
}

/** channel_data as sent (JSON text of the field): mostly strings holding JSON, as pusher-js sends them. */
const channelDatas = fc.constantFrom(
  undefined,
  '""',
  json(json({ user_id: 7, user_info: { name: 'Ana' } })),
  json(json({ user_id: 'u-1' })),
  json('{ "user_id" : "spaced",  "user_info":{"name":"B"} }'),
  json(json({ user_id: '__proto__', user_info: { name: 'proto' } })),
  json(json({ user_id: 'constructor' })),
  json(json({ user_id: 'toString', user_info: { name: 't' } })),
  json(json({ user_info: {} })),
  json(json({ user_id: { a: 1 } })),
  json(json({ user_id: '' })),
  json(json({ user_id: 9, user_info: { bio: 'x'.repeat(3_000) } })),
  json(`{"user_id":10,"user_info":${deepObject(12_000)}}`),
  json('not json'),
  '{"user_id":1}',
  '5',
);

/** A subscribe frame: data as an object or as a JSON string, fields garbled; presence ones (per socket) sign channel_data. */
const subscribes: fc.Arbitrary<Fuzz> = fc
  .tuple(channels, fc.boolean(), authKinds, fc.boolean(), channelDatas, fc.boolean())
  .map(([channel, withAuth, authKind, stringData, channelData, presence]) => ({
    cls: presence ? 'subscribe presence' : 'subscribe',
    build: (state: SocketState) => {
      let name = piece(channel, state);
      const nameValue: unknown = JSON.parse(name);
      if (presence && typeof nameValue === 'string') name = json(`presence-${state.index}.${nameValue}`);
      const entries: [string, string][] = [['channel', name]];
      const signedData = channelData !== undefined && channelData.startsWith('"') ? (JSON.parse(channelData) as string) : null;
      if (withAuth) entries.push(['auth', authText(authKind, state.socketId, String(JSON.parse(name)), signedData)]);
      if (channelData !== undefined) entries.push(['channel_data', channelData]);
      const data = objectText(entries);
      return { text: objectText([['event', '"pusher:subscribe"'], ['data', stringData ? json(data) : data]]) };
    },
  }));

const unsubscribes: fc.Arbitrary<Fuzz> = fc.tuple(channels, fc.boolean(), fc.boolean()).map(([channel, stringData, presence]) => ({
  cls: 'unsubscribe',
  build: (state) => {
    let name = piece(channel, state);
    const nameValue: unknown = JSON.parse(name);
    if (presence && typeof nameValue === 'string') name = json(`presence-${state.index}.${nameValue}`);
    const data = objectText([['channel', name]]);
    return { text: objectText([['event', '"pusher:unsubscribe"'], ['data', stringData ? json(data) : data]]) };
  },
}));

/** Client events: on the socket's own private channel (valid), public channels, foreign channels, bad shapes. */
const clientEvents: fc.Arbitrary<Fuzz> = fc
  .tuple(
    fc.constantFrom('"client-typing"', '"client-x"', json(`client-${'x'.repeat(200)}`), '"client-🛒"'),
    fc.oneof({ weight: 4, arbitrary: fc.constant<Piece>((state) => json(ownPrivate(state))) }, { weight: 4, arbitrary: channels }),
    fc.option(fc.oneof(anyJson, anyJsonString, nasty), { freq: 8 }),
  )
  .map(([event, channel, data]) => ({
    cls: 'client event',
    build: (state) => {
      const entries: [string, string][] = [['event', event], ['channel', piece(channel, state)]];
      if (data !== null) entries.push(['data', data]);
      return { text: objectText(entries) };
    },
  }));

/** Envelopes with any event name, any channel, any data; fields may be missing or doubled. */
const envelopes: fc.Arbitrary<Fuzz> = fc
  .tuple(eventNames, fc.option(channels), fc.option(fc.oneof(anyJson, anyJsonString, nasty)), fc.boolean())
  .map(([event, channel, data, doubled]) => ({
    cls: 'envelope',
    build: (state) => {
      const entries: [string, string][] = [['event', piece(event, state)]];
      if (channel !== null) entries.push(['channel', piece(channel, state)]);
      if (data !== null) entries.push(['data', data]);
      if (doubled) entries.unshift(['event', '"pusher:ping"'], ['__proto__', '{"event":"pusher:ping"}']);
      return { text: objectText(entries) };
    },
  }));

const notJson: fc.Arbitrary<Fuzz> = fc
  .oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom('', ' ', '{', '}', '{"event":"pusher:ping"', '{"event":pusher:ping}', "{'event':'pusher:ping'}", 'undefined', 'NaN', '{"event":"pusher:ping",}', '\uFEFF{"event":"pusher:ping"}', deepArray(30_000).slice(1)),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  })
  .map((text) => ({ cls: 'not JSON', build: () => ({ text }) }));

const notObjects: fc.Arbitrary<Fuzz> = fc
  .oneof(fc.jsonValue({ maxDepth: 3 }).filter((value) => !isObject(value)).map(json), fc.constantFrom('[{"event":"pusher:ping"}]', '"pusher:ping"', '0', 'null', deepArray(30_000)))
  .map((text) => ({ cls: 'JSON not an object', build: () => ({ text }) }));

const binaries: fc.Arbitrary<Fuzz> = fc
  .oneof(fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)), fc.constant(Buffer.from('{"event":"pusher:ping","data":{}}')))
  .map((binary) => ({ cls: 'binary frame', build: () => ({ binary }) }));

/**
 * Frames around the max payload (the limit −2,000 … +2,000 bytes): a client event on the own private
 * channel (its payload is checked: above the limit → error) or an unknown `pusher:` event.
 */
const nearLimit: fc.Arbitrary<Fuzz> = fc.tuple(fc.integer({ min: -2_000, max: 2_000 }), fc.boolean()).map(([slack, valid]) => ({
  cls: 'near max payload',
  build: (state) => {
    const head = valid ? `{"event":"client-big","channel":${json(ownPrivate(state))},"data":"` : '{"event":"pusher:big","data":"';
    const fill = MAX_PAYLOAD + slack - Buffer.byteLength(head) - 2;
    const accents = Math.floor(fill / 4); // 'é' is two bytes in UTF-8
    return { text: `${head}${'é'.repeat(accents)}${'x'.repeat(fill - 2 * accents)}"}` };
  },
}));

const fuzzFrames: fc.Arbitrary<Fuzz> = fc.oneof(
  { weight: 25, arbitrary: subscribes },
  { weight: 8, arbitrary: unsubscribes },
  { weight: 20, arbitrary: clientEvents },
  { weight: 25, arbitrary: envelopes },
  { weight: 8, arbitrary: notJson },
  { weight: 6, arbitrary: notObjects },
  { weight: 4, arbitrary: binaries },
  { weight: 1, arbitrary: nearLimit },
);

// ---------------------------------------------------------------------------------------------
// Sockets and judging
// ---------------------------------------------------------------------------------------------

type Message = { event?: unknown; channel?: unknown; data?: unknown };
const SENTINEL = '{"event":"pusher:ping","data":{}}';

class FuzzSocket {
  readonly messages: Message[] = [];
  pongs = 0;
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      let message: Message;
      try {
        message = JSON.parse(raw.toString()) as Message;
      } catch {
        message = { event: `<not JSON: ${raw.toString().slice(0, 80)}>` };
      }
      this.messages.push(message);
      if (message.event === 'pusher:pong') this.pongs++;
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
    ws.on('error', () => undefined);
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  static async open(url: string): Promise<FuzzSocket> {
    const socket = new FuzzSocket(new WebSocket(url, { perMessageDeflate: false }));
    await socket.until(() => socket.messages.length > 0 || socket.closed !== null, 5_000);
    return socket;
  }

  /** Resolves when `done()` holds (checked on every message and on close); rejects after `ms`. */
  until(done: () => boolean, ms: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
      const check = () => {
        if (done()) {
          clearTimeout(timer);
          resolve();
        } else this.waiters.push(check);
      };
      check();
    });
  }

  /** Sends without waiting, unless the socket's buffer grows large (keeps memory flat for 100 KB frames). */
  async send(payload: string | Buffer, binary = false): Promise<void> {
    this.ws.send(payload, { binary });
    while (this.ws.bufferedAmount > 4 * MAX_PAYLOAD && this.closed === null) await new Promise((resolve) => setTimeout(resolve, 1));
  }

  get socketId(): string {
    const first = this.messages[0];
    if (first?.event !== 'pusher:connection_established') throw new Error(`first frame was ${json(first)}`);
    return (JSON.parse(first.data as string) as { socket_id: string }).socket_id;
  }
}

const dataOf = (message: Message) => (typeof message.data === 'string' ? decodeData(message.data) : message.data);
const kindOf = (message: Message): string => {
  switch (message.event) {
    case 'pusher:error':
      return 'error';
    case 'pusher:subscription_error':
      return 'subscription_error';
    case 'pusher_internal:subscription_succeeded':
      return 'succeeded';
    case 'pusher:pong':
      return 'pong';
    default:
      return String(message.event);
  }
};

/** Checks one frame's replies (the sentinel's pong taken out) against the oracle; returns a complaint or null. */
function judge(expected: Expect, replies: Message[]): string | null {
  const got = replies.map(kindOf);
  if (replies.length === 0) return expected.kinds.includes('none') ? null : `expected ${expected.kinds.join(' or ')} (${expected.why}), got nothing`;
  if (replies.length > 1 || !expected.kinds.includes(got[0] as Kind)) return `expected ${expected.kinds.join(' or ')} (${expected.why}), got [${got}] ${json(replies).slice(0, 200)}`;
  const reply = replies[0]!;
  const data = dataOf(reply);
  switch (got[0]) {
    case 'error':
      return isObject(data) && typeof data.code === 'number' ? null : `pusher:error without a numeric code: ${json(reply).slice(0, 200)}`;
    case 'subscription_error':
      if (reply.channel !== expected.channel) return `subscription_error for ${json(reply.channel)}, not ${json(expected.channel)}`;
      return isObject(data) && typeof data.status === 'number' ? null : `subscription_error without a numeric status: ${json(reply).slice(0, 200)}`;
    case 'succeeded': {
      if (reply.channel !== expected.channel) return `subscription_succeeded for ${json(reply.channel)}, not ${json(expected.channel)}`;
      if (expected.userId === undefined) return null;
      const presence = isObject(data) && isObject(data.presence) ? data.presence : null;
      const hash = presence && isObject(presence.hash) ? presence.hash : null;
      const ids = presence && Array.isArray(presence.ids) ? presence.ids : null;
      if (!hash || !ids || !Object.hasOwn(hash, expected.userId) || !ids.includes(expected.userId) || presence!.count !== ids.length || Object.keys(hash).length !== ids.length)
        return `presence subscription_succeeded without member ${json(expected.userId)} in ids/hash/count: ${json(reply.data).slice(0, 200)}`;
      return null;
    }
    default:
      return null;
  }
}

type Step = { cls: string; preview: string; expected: Expect; pongs: number };

/**
 * Sends one socket's frames, each followed by the sentinel. A frame answered asynchronously (a
 * presence join) is sent alone: after every earlier sentinel came back, and its sentinel after its answer.
 */
async function drive(socket: FuzzSocket, state: SocketState, frames: Fuzz[], plan: Step[]): Promise<void> {
  let pongsDue = 0;
  for (const frame of frames) {
    const built = frame.build(state);
    const text = 'text' in built ? built.text : null;
    const expected = oracle(text, state);
    const preview = text === null ? `<binary ${'binary' in built ? built.binary.toString('hex').slice(0, 40) : ''}>` : text.length > 160 ? `${text.slice(0, 120)}…(${text.length} chars)` : text;
    const step = { cls: frame.cls, preview, expected, pongs: expected.kinds.includes('pong') ? 2 : 1 };
    plan.push(step);
    if (socket.closed) return;
    if (expected.async) {
      const due = pongsDue;
      // A socket whose earlier frames are not all answered within 5 s has stalled: stop sending (the review says where).
      const drained = await socket.until(() => socket.closed !== null || socket.pongs >= due, 5_000).then(
        () => true,
        () => false,
      );
      if (!drained) return;
    }
    const seen = socket.messages.length;
    await socket.send('text' in built ? built.text : built.binary, !('text' in built));
    if (expected.async) {
      await socket.until(() => socket.closed !== null || socket.messages.length > seen, 2_000).catch(() => undefined);
    }
    await socket.send(SENTINEL);
    pongsDue += step.pongs;
  }
}

/** Cuts a socket's replies at the sentinel pongs and judges each frame's share. */
function review(index: number, socket: FuzzSocket, plan: Step[], complaints: string[], tally: Map<string, Map<string, number>>) {
  const replies = socket.messages.slice(1);
  let at = 0;
  for (const step of plan) {
    const segment: Message[] = [];
    let pongs = 0;
    while (at < replies.length && pongs < step.pongs) {
      const reply = replies[at++]!;
      if (reply.event === 'pusher:pong') pongs++;
      if (reply.event !== 'pusher:pong' || pongs < step.pongs) segment.push(reply);
    }
    if (pongs < step.pongs) {
      complaints.push(`socket ${index}: the sentinel after this "${step.cls}" frame was never answered: ${step.preview}`);
      return;
    }
    const complaint = judge(step.expected, segment);
    if (complaint) complaints.push(`socket ${index} ${step.cls}: ${complaint}\n    frame: ${step.preview}`);
    const key = `${step.cls}: ${step.expected.why} → ${step.expected.kinds.join('|')}`;
    const kinds = tally.get(key) ?? new Map<string, number>();
    const seen = segment.map(kindOf).join('+') || 'nothing';
    kinds.set(seen, (kinds.get(seen) ?? 0) + 1);
    tally.set(key, kinds);
  }
}

// ---------------------------------------------------------------------------------------------

describe('realtime server under a storm of random and malformed frames', () => {
  let server: RunningRealtime;
  let publisher: Pusher;
  const watchers: { client: PusherJs; received: { event: string; data: unknown }[] }[] = [];
  const crashes: unknown[] = [];
  const onCrash = (error: unknown) => crashes.push(error);

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    server = await startRealtime({ app: APP, allowedOrigins: ['http://allowed.test'], port: 0, host: '127.0.0.1', maxPayloadBytes: MAX_PAYLOAD, maxUserInfoBytes: MAX_USER_INFO, clientEventsPerSecond: 1_000_000 });
    const { hostname, port } = new URL(server.url);
    publisher = new Pusher({ appId: APP.id, key: APP.key, secret: APP.secret, host: hostname, port, useTLS: false });
    for (let i = 0; i < 2; i++) {
      const client = new PusherJs(APP.key, { cluster: 'mt1', wsHost: hostname, wsPort: Number(port), forceTLS: false, enabledTransports: ['ws'], disableStats: true });
      const watcher = { client, received: [] as { event: string; data: unknown }[] };
      const channel = client.subscribe(WATCHED);
      await new Promise<void>((resolve, reject) => {
        channel.bind('pusher:subscription_succeeded', () => resolve());
        channel.bind('pusher:subscription_error', (error: unknown) => reject(new Error(`watcher could not subscribe: ${json(error)}`)));
      });
      channel.bind_global((event: string, data: unknown) => {
        if (!event.startsWith('pusher:')) watcher.received.push({ event, data });
      });
      watchers.push(watcher);
    }
  });

  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    for (const { client } of watchers) client.disconnect();
    await server?.close();
  });

  it(`answers ${FRAMES} fuzz frames as the protocol says, stays up and leaks nothing (seed ${SEED})`, { timeout: 60_000 }, async () => {
    const started = Date.now();
    const frames = fc.sample(fuzzFrames, { seed: SEED, numRuns: FRAMES });
    const sockets = await Promise.all(Array.from({ length: SOCKETS }, () => FuzzSocket.open(server.wsUrl + QUERY)));
    const states: SocketState[] = sockets.map((socket, index) => ({ socketId: socket.socketId, index, subscribed: new Set(), presence: new Map() }));
    // Each socket first joins its own private channel (correctly signed), so valid client events have somewhere to go.
    const setup = (state: SocketState): Fuzz => ({
      cls: 'setup',
      build: () => ({ text: objectText([['event', '"pusher:subscribe"'], ['data', objectText([['channel', json(ownPrivate(state))], ['auth', json(sign(`${state.socketId}:${ownPrivate(state)}`))]])]]) }),
    });
    const plans: Step[][] = sockets.map(() => []);
    await Promise.all(
      sockets.map((socket, index) => drive(socket, states[index]!, [setup(states[index]!), ...frames.filter((_, n) => n % SOCKETS === index)], plans[index]!)),
    );
    await Promise.all(
      sockets.map((socket, index) => {
        const pongsDue = plans[index]!.reduce((sum, step) => sum + step.pongs, 0);
        return socket.until(() => socket.closed !== null || socket.pongs >= pongsDue, 10_000).catch(() => undefined);
      }),
    );
    const stormSeconds = (Date.now() - started) / 1000;

    expect(
      crashes.map((error) => (error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 6).join('\n') : String(error))),
      'uncaught exceptions in the process during the storm',
    ).toEqual([]);
    expect(
      sockets.map((socket) => socket.closed),
      'every fuzz socket is still open',
    ).toEqual(sockets.map(() => null));

    const complaints: string[] = [];
    const tally = new Map<string, Map<string, number>>();
    sockets.forEach((socket, index) => review(index, socket, plans[index]!, complaints, tally));
    // The per-class table: printed when something is off, or on request (REALTIME_FUZZ_REPORT=1).
    if (complaints.length > 0 || process.env.REALTIME_FUZZ_REPORT === '1') console.info(
      `fuzz seed ${SEED}: ${FRAMES} frames on ${SOCKETS} sockets in ${stormSeconds.toFixed(1)} s; frame class: why → expected: replies seen\n` +
        [...tally]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, kinds]) => `  ${key}: ${[...kinds].map(([seen, count]) => `${seen} ×${count}`).join(', ')}`)
          .join('\n'),
    );
    if (complaints.length > 0) console.info(`${complaints.length} complaints:\n${complaints.slice(0, 80).join('\n')}`);
    expect(complaints.slice(0, 12), `${complaints.length} frames answered against the protocol (REALTIME_FUZZ_SEED=${SEED})`).toEqual([]);
    // Enough of each kind to mean something.
    const counted = (kind: Kind) => [...tally].filter(([key]) => key.endsWith(`→ ${kind}`)).reduce((sum, [, kinds]) => sum + [...kinds.values()].reduce((a, b) => a + b, 0), 0);
    if (FRAMES >= 10_000) for (const kind of ['error', 'subscription_error', 'succeeded', 'pong', 'none'] as const) expect(counted(kind), kind).toBeGreaterThan(100);

    // The server's tables hold exactly what the sockets are subscribed to, plus the watched channel.
    const subscribed = states.flatMap((state) => [...state.subscribed]);
    expect(server.stats()).toMatchObject({
      connections: SOCKETS + 2,
      channels: new Set([WATCHED, ...subscribed]).size,
      subscriptions: subscribed.length + 2,
      presenceMembers: states.reduce((sum, state) => sum + state.presence.size, 0),
    });

    for (const socket of sockets) socket.ws.close();
    await Promise.all(sockets.map((socket) => socket.until(() => socket.closed !== null, 5_000)));

    // The well-behaved clients saw none of the storm (client events on a public channel are refused) and still get a publish.
    for (const watcher of watchers) expect(watcher.received).toEqual([]);
    await publisher.trigger(WATCHED, 'storm-over', { ok: true, text: 'ação 🛒' });
    for (const watcher of watchers) {
      await expect.poll(() => watcher.received, { timeout: 5_000 }).toEqual([{ event: 'storm-over', data: { ok: true, text: 'ação 🛒' } }]);
      expect(watcher.client.connection.state).toBe('connected');
    }
    await expect.poll(() => server.stats(), { timeout: 5_000 }).toMatchObject({ connections: 2, channels: 1, subscriptions: 2, presenceMembers: 0 });
  });

  it('frames above the max payload: a client event a little above gets 4301 and the socket stays; far above, ws closes it with 1009', async () => {
    const baseline = server.stats();
    const crashesBefore = crashes.length;
    const socket = await FuzzSocket.open(server.wsUrl + QUERY);
    const channel = 'private-big';
    await socket.send(objectText([['event', '"pusher:subscribe"'], ['data', objectText([['channel', json(channel)], ['auth', json(sign(`${socket.socketId}:${channel}`))]])]]));
    await socket.until(() => socket.messages.some((message) => message.event === 'pusher_internal:subscription_succeeded'), 5_000);
    const clientEventOf = (size: number) => {
      const head = `{"event":"client-big","channel":"${channel}","data":"`;
      return `${head}${'x'.repeat(size - head.length - 2)}"}`;
    };
    // A little above (the server reads up to the limit + 64 KiB and checks the event's payload): an error, the socket stays open.
    for (const size of [MAX_PAYLOAD + 100, MAX_PAYLOAD + 60 * 1024]) {
      const before = socket.messages.length;
      await socket.send(clientEventOf(size));
      await socket.until(() => socket.messages.length > before, 5_000);
      expect(socket.messages.slice(before).map((message) => [message.event, (dataOf(message) as { code?: unknown }).code])).toEqual([['pusher:error', 4301]]);
    }
    expect(socket.closed).toBeNull();

    // Far above: refused by ws before it is buffered whole, the socket is closed with 1009 (message too big), nothing else is said.
    const bystander = await FuzzSocket.open(server.wsUrl + QUERY);
    for (const size of [MAX_PAYLOAD + 64 * 1024 + 1, 4 * MAX_PAYLOAD]) {
      const victim = await FuzzSocket.open(server.wsUrl + QUERY);
      await victim.send(`{"event":"pusher:ping","data":"${'x'.repeat(size - 33)}"}`);
      await victim.until(() => victim.closed !== null, 5_000);
      expect(victim.closed?.code, `frame of ${size} bytes`).toBe(1009);
      expect(victim.messages.slice(1)).toEqual([]);
    }
    await bystander.send(SENTINEL);
    await bystander.until(() => bystander.messages.some((message) => message.event === 'pusher:pong'), 5_000);
    expect(bystander.closed).toBeNull();
    socket.ws.close();
    bystander.ws.close();
    await expect.poll(() => server.stats(), { timeout: 5_000 }).toMatchObject({ connections: baseline.connections, channels: baseline.channels });
    expect(crashes.slice(crashesBefore)).toEqual([]);
  });
});
