import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { GatewayNotification } from '../gateway';
import { readSibsNotification } from './read-status';

/**
 * SIBS webhook encryption (protocols.md §2.7): AES-256-GCM, no padding, no AAD; the key is the
 * Backoffice secret (base64, 32 bytes), the 12-byte IV and the 16-byte tag travel base64 in the
 * `X-Initialization-Vector` and `X-Authentication-Tag` headers, and the body is the base64 ciphertext.
 * `final()` is what checks the tag: without it any forged body would be read.
 */

export const IV_HEADER = 'x-initialization-vector';
export const TAG_HEADER = 'x-authentication-tag';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A notification that is not authentic (wrong key, bad tag, altered or truncated body) or not readable. */
export class NotificationRejected extends Error {
  override name = 'NotificationRejected';
}

function strictBase64(value: string, what: string, bytes?: number): Buffer {
  // Base64 wrapped over several lines is the same value.
  const text = value.replace(/\s+/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw new NotificationRejected(`${what} is not base64`);
  const decoded = Buffer.from(text, 'base64');
  if (bytes !== undefined && decoded.length !== bytes) throw new NotificationRejected(`${what} must be ${bytes} bytes`);
  return decoded;
}

function keyOf(secretBase64: string): Buffer {
  const key = Buffer.from(secretBase64, 'base64');
  if (key.length !== KEY_BYTES) throw new NotificationRejected(`the webhook secret must be ${KEY_BYTES} bytes`);
  return key;
}

/** Decrypts and authenticates a notification body; answers its JSON payload. Throws NotificationRejected. */
export function decryptNotificationPayload(secretBase64: string, ivB64: string, tagB64: string, bodyB64: string): unknown {
  const key = keyOf(secretBase64);
  const iv = strictBase64(ivB64, 'the initialization vector', IV_BYTES);
  const tag = strictBase64(tagB64, 'the authentication tag', TAG_BYTES);
  const ciphertext = strictBase64(bodyB64, 'the body');
  if (ciphertext.length === 0) throw new NotificationRejected('the body is empty');
  let plaintext: string;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new NotificationRejected('the notification is not authentic');
  }
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new NotificationRejected('the notification is not JSON');
  }
}

/** Decrypts, authenticates and reads a notification (GatewayNotification). Throws NotificationRejected. */
export function decryptNotification(secretBase64: string, ivB64: string, tagB64: string, bodyB64: string): GatewayNotification {
  const payload = decryptNotificationPayload(secretBase64, ivB64, tagB64, bodyB64);
  try {
    return readSibsNotification(payload);
  } catch (error) {
    throw new NotificationRejected(error instanceof Error ? error.message : 'the notification is not readable');
  }
}

export type EncryptedNotification = { body: string; iv: string; tag: string };

/** What SIBS does before posting a notification (the sandbox and tests): a fresh random 12-byte IV each time. */
export function encryptNotification(secretBase64: string, payload: unknown): EncryptedNotification {
  const key = keyOf(secretBase64);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return { body: body.toString('base64'), iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64') };
}
