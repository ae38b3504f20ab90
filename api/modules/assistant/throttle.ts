import type { RateLimitStore } from '../../http/rate-limit-store';
import { hitLimits, type Blocked } from '../auth/throttle';

const MINUTE = 60_000;
/**
 * A person types a message every few seconds at most; a script, many a second. Per conversation, and
 * per client address (an office or a shop floor shares one address among several shoppers).
 */
export const ASSISTANT_LIMITS = {
  perSession: { max: 20, windowMs: MINUTE },
  perAddress: { max: 60, windowMs: MINUTE },
} as const;

/** Counts one assistant message; answers the limit it is past, if any. */
export function assistantLimited(store: RateLimitStore, nowMs: number, ip: string, sessionId: string): Promise<Blocked | null> {
  return hitLimits(store, nowMs, [
    { key: `assistant-session:${sessionId}`, ...ASSISTANT_LIMITS.perSession },
    { key: `assistant-ip:${ip}`, ...ASSISTANT_LIMITS.perAddress },
  ]);
}
