import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptNotification, decryptNotificationPayload, encryptNotification, NotificationRejected } from './webhook-crypto';

const SECRET = randomBytes(32).toString('base64');
const OTHER_SECRET = randomBytes(32).toString('base64');

const payload = {
  returnStatus: { statusCode: '000', statusMsg: 'Success' },
  paymentStatus: 'Success',
  paymentMethod: 'MBWAY',
  transactionID: 's2bfw1g1P1siCSUjVPP8',
  transactionDateTime: '2026-11-01T12:03:00.000Z',
  amount: { currency: 'EUR', value: '16.20' },
  merchant: { transactionId: 'ord-1-a1', terminalId: 52221 },
  paymentType: 'PURS',
  notificationID: '3d1f5c2a-7b7e-4f0e-9a52-0c9f6c1d2e3f',
};

/** Flips one bit of a base64 value. */
function tamper(base64: string, byte = 0): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[byte] = bytes[byte]! ^ 0x01;
  return bytes.toString('base64');
}

describe('SIBS webhook crypto (AES-256-GCM, protocols.md §2.7)', () => {
  it('round-trips: encrypt with a random 12-byte IV, decrypt with final() into a GatewayNotification', () => {
    const sealed = encryptNotification(SECRET, payload);
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    expect(encryptNotification(SECRET, payload).iv).not.toBe(sealed.iv);
    expect(decryptNotificationPayload(SECRET, sealed.iv, sealed.tag, sealed.body)).toEqual(payload);
    expect(decryptNotification(SECRET, sealed.iv, sealed.tag, sealed.body)).toMatchObject({
      notificationId: payload.notificationID,
      transactionId: payload.transactionID,
      merchantTransactionId: 'ord-1-a1',
      outcome: 'paid',
      amount: 16.2,
    });
  });

  it('decrypts what another AES-256-GCM implementation wrote (no padding, no AAD, tag apart)', () => {
    const key = Buffer.from(SECRET, 'base64');
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(payload)), cipher.final()]);
    expect(decryptNotificationPayload(SECRET, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64'))).toEqual(payload);
  });

  it('P1: a bad tag, a wrong key, an altered or truncated body, a short tag or a wrong IV are refused', () => {
    const sealed = encryptNotification(SECRET, payload);
    const cases: [string, () => unknown][] = [
      ['bad tag', () => decryptNotification(SECRET, sealed.iv, tamper(sealed.tag), sealed.body)],
      ['wrong key', () => decryptNotification(OTHER_SECRET, sealed.iv, sealed.tag, sealed.body)],
      ['altered body', () => decryptNotification(SECRET, sealed.iv, sealed.tag, tamper(sealed.body, 5))],
      ['truncated body', () => decryptNotification(SECRET, sealed.iv, sealed.tag, Buffer.from(sealed.body, 'base64').subarray(0, 20).toString('base64'))],
      ['truncated base64', () => decryptNotification(SECRET, sealed.iv, sealed.tag, sealed.body.slice(0, -3))],
      ['empty body', () => decryptNotification(SECRET, sealed.iv, sealed.tag, '')],
      ['4-byte tag', () => decryptNotification(SECRET, sealed.iv, Buffer.from(sealed.tag, 'base64').subarray(0, 4).toString('base64'), sealed.body)],
      ['other IV', () => decryptNotification(SECRET, randomBytes(12).toString('base64'), sealed.tag, sealed.body)],
      ['16-byte IV', () => decryptNotification(SECRET, randomBytes(16).toString('base64'), sealed.tag, sealed.body)],
      ['not base64', () => decryptNotification(SECRET, sealed.iv, sealed.tag, `${sealed.body.slice(0, -4)}!!!!`)],
    ];
    for (const [name, run] of cases) {
      expect(run, name).toThrow(NotificationRejected);
    }
  });

  it('refuses an authentic payload that names no notificationID (it could not be acknowledged)', () => {
    const { notificationID: _dropped, ...withoutId } = payload;
    const sealed = encryptNotification(SECRET, withoutId);
    expect(() => decryptNotification(SECRET, sealed.iv, sealed.tag, sealed.body)).toThrow(NotificationRejected);
  });
});
