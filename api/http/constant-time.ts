import crypto from 'node:crypto';

/** SHA-256 of a secret as lowercase hex: how sessions, tokens and reset tokens are stored. */
export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value, 'utf8').digest('hex');
}

/**
 * Compares two secrets in constant time (protocols.md §3.3 `hash_equals`). Both sides are hashed
 * first so that unequal lengths take the same time and `timingSafeEqual` always gets equal buffers.
 */
export function secretsEqual(a: string, b: string): boolean {
  const left = crypto.createHash('sha256').update(a, 'utf8').digest();
  const right = crypto.createHash('sha256').update(b, 'utf8').digest();
  return crypto.timingSafeEqual(left, right);
}

/** Compares two equal-length hex digests (stored hash vs hash of the presented secret) in constant time. */
export function hexDigestsEqual(storedHex: string, presentedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const presented = Buffer.from(presentedHex, 'hex');
  if (stored.length !== presented.length || stored.length === 0) return false;
  return crypto.timingSafeEqual(stored, presented);
}
