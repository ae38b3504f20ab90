/**
 * Pure helpers of the Pusher protocol v7 (protocols.md §1): channel names and kinds, socket ids,
 * signatures (constant-time), and the server's outgoing frames (built once, sent as is).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const MAX_CHANNEL_NAME_LENGTH = 200;
export const MAX_EVENT_NAME_LENGTH = 200;
const CHANNEL_NAME = /^#?[-a-zA-Z0-9_=@,.;]+$/;
const SOCKET_ID = /^\d+\.\d+$/;
export const SERVER_TO_USER_PREFIX = '#server-to-user-';

export type ChannelKind = 'public' | 'private' | 'presence' | 'user';

/** Exact prefix checks with the dash (§1.5); `private-encrypted-` is a private channel whose payload is only relayed. */
export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  if (name.startsWith('private-')) return 'private';
  if (name.startsWith(SERVER_TO_USER_PREFIX)) return 'user';
  return 'public';
}

export function isValidChannelName(name: unknown): name is string {
  return typeof name === 'string' && name.length <= MAX_CHANNEL_NAME_LENGTH && CHANNEL_NAME.test(name);
}

export function isValidSocketId(id: unknown): id is string {
  return typeof id === 'string' && SOCKET_ID.test(id);
}

/** `"<digits>.<digits>"` (the `pusher` SDK's validateSocketId). */
export function newSocketId(): string {
  return `${randomInt(1, 1_000_000_000)}.${randomInt(1, 1_000_000_000)}`;
}

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Compares two strings in constant time (for equal lengths; a length difference answers false at once). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies `auth` = `"{key}:{hex hmac}"` over `stringToSign` (§1.6, §1.10): the key part must be the
 * app key and the signature is compared in constant time.
 */
export function verifyAuth(auth: unknown, key: string, secret: string, stringToSign: string): boolean {
  if (typeof auth !== 'string') return false;
  const colon = auth.indexOf(':');
  if (colon < 0) return false;
  const expected = hmacHex(secret, stringToSign);
  const keyMatches = safeEqual(auth.slice(0, colon), key);
  const signatureMatches = safeEqual(auth.slice(colon + 1), expected);
  return keyMatches && signatureMatches;
}

// ---- outgoing frames (data is a JSON string, §1.2) ----

/** An app event frame; `data` (already a string) is embedded as a JSON string, so the client reads it back unchanged. */
export function eventFrame(event: string, channel: string, data: string, userId?: string): string {
  const base = `{"event":${JSON.stringify(event)},"channel":${JSON.stringify(channel)},"data":${JSON.stringify(data)}`;
  return userId === undefined ? `${base}}` : `${base},"user_id":${JSON.stringify(userId)}}`;
}

export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: 'pusher:error', data: { code, message } });
}

export function connectionEstablishedFrame(socketId: string, activityTimeout: number): string {
  return JSON.stringify({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
  });
}

export function subscriptionErrorFrame(channel: string, type: string, error: string, status: number): string {
  return JSON.stringify({ event: 'pusher:subscription_error', channel, data: { type, error, status } });
}

export function subscriptionSucceededFrame(channel: string, presence?: Map<string, unknown>): string {
  if (!presence) return JSON.stringify({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
  // No prototype: user ids such as `__proto__` or `constructor` are plain keys; a member without
  // user_info is `null` so that the key stays (pusher-js finds `me` by hasOwnProperty).
  const hash = Object.create(null) as Record<string, unknown>;
  for (const [id, info] of presence) hash[id] = info === undefined ? null : info;
  const ids = [...presence.keys()];
  return JSON.stringify({
    event: 'pusher_internal:subscription_succeeded',
    channel,
    data: JSON.stringify({ presence: { ids, hash, count: ids.length } }),
  });
}

export function memberAddedFrame(channel: string, userId: string, userInfo: unknown): string {
  return JSON.stringify({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify(userInfo === undefined ? { user_id: userId } : { user_id: userId, user_info: userInfo }),
  });
}

export function memberRemovedFrame(channel: string, userId: string): string {
  return JSON.stringify({ event: 'pusher_internal:member_removed', channel, data: JSON.stringify({ user_id: userId }) });
}

export const PONG_FRAME = JSON.stringify({ event: 'pusher:pong', data: '{}' });
export const PING_FRAME = JSON.stringify({ event: 'pusher:ping', data: '{}' });

/** Presence `user_id` normalized to a string (Laravel sends numbers, §1.6); null when absent or not a scalar. */
export function normalizeUserId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
