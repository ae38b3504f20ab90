import { sha256Hex } from '../../http/constant-time';
import type { RateLimitStore } from '../../http/rate-limit-store';
import { hitLimits, type Blocked } from '../auth/throttle';

const HOUR = 60 * 60_000;
/**
 * The contact form's limits: a person writes a few messages an hour; a script, hundreds. Per client
 * address (an office shares one) and per e-mail (one inbox flooded with confirmation links from many addresses).
 */
export const CONTACT_LIMITS = {
  perIp: { max: 10, windowMs: HOUR },
  perEmail: { max: 5, windowMs: HOUR },
} as const;

/** Counts one contact message; answers the limit it is past, if any (Laravel's 429). */
export async function contactLimited(store: RateLimitStore, now: () => Date, ip: string, email: string): Promise<Blocked | null> {
  return hitLimits(store, now().getTime(), [
    { key: `contact-ip:${ip}`, ...CONTACT_LIMITS.perIp },
    { key: `contact-email:${sha256Hex(email.trim().toLowerCase())}`, ...CONTACT_LIMITS.perEmail },
  ]);
}
