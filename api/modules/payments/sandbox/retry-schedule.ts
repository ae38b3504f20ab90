/**
 * SIBS's "Webhook Retry System" (protocols.md §2.7): after a failed delivery, retry number `r`
 * (from 0) waits its tier's interval; after retry 43, or two months after the first attempt, SIBS
 * stops (and mails the merchant a daily list of failed notifications).
 */
const MINUTE = 60_000;

export const SIBS_RETRY_TIERS: readonly { lastRetry: number; intervalMs: number }[] = [
  { lastRetry: 4, intervalMs: 5 * MINUTE },
  { lastRetry: 8, intervalMs: 60 * MINUTE },
  { lastRetry: 13, intervalMs: 120 * MINUTE },
  { lastRetry: 19, intervalMs: 240 * MINUTE },
  { lastRetry: 26, intervalMs: 360 * MINUTE },
  { lastRetry: 34, intervalMs: 720 * MINUTE },
  { lastRetry: 43, intervalMs: 1440 * MINUTE },
];

export const SIBS_RETRY_SPAN_MS = 61 * 24 * 60 * MINUTE;

/** The wait before retry `retry` (0-based), or null once SIBS gives up. */
export function retryDelayMs(retry: number): number | null {
  return SIBS_RETRY_TIERS.find((tier) => retry <= tier.lastRetry)?.intervalMs ?? null;
}
