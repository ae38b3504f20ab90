import { Redis } from 'ioredis';

/**
 * Fixed-window counters for the api's own limits (failed logins, password-reset mails). In memory by
 * default; in Redis when REDIS_URL is set, so that several api processes share them. Windows start
 * at the first hit of a key and end `windowMs` later; nothing is ever locked for good.
 */
export type WindowCount = { count: number; resetAt: number };

export interface RateLimitStore {
  /** Counts one more hit and answers the window's total. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The live window of a key, without counting. */
  peek(key: string, now: number): Promise<WindowCount | null>;
  /** Takes back one hit of the live window (never below zero): an attempt counted up front that turned out fine. */
  unhit(key: string, now: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, WindowCount>();
  let nextSweep = 0;
  const sweep = (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + 60_000;
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : null;
  };
  return {
    async hit(key, windowMs, now) {
      sweep(now);
      const window = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { ...window };
    },
    async peek(key, now) {
      const window = live(key, now);
      return window ? { ...window } : null;
    },
    async unhit(key, now) {
      const window = live(key, now);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** DECR only a live, positive counter (keeping its expiry), in one step. */
const UNHIT_SCRIPT = "local v = tonumber(redis.call('GET', KEYS[1])) if v and v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export function createRedisRateLimitStore(url: string, prefix = 'storefront:limit:'): RateLimitStore {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs, now) {
      const name = prefix + key;
      const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
      const count = Number(results?.[1]?.[1] ?? 1);
      const ttl = Number(results?.[2]?.[1] ?? windowMs);
      return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key, now) {
      const name = prefix + key;
      const results = await redis.multi().get(name).pttl(name).exec();
      const value = results?.[0]?.[1];
      const ttl = Number(results?.[1]?.[1] ?? -2);
      if (value === null || value === undefined || ttl <= 0) return null;
      return { count: Number(value), resetAt: now + ttl };
    },
    async unhit(key) {
      await redis.eval(UNHIT_SCRIPT, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimitStore(redisUrl: string | null): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}
