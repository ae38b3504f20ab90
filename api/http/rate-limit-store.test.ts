import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createMemoryRateLimitStore,
  createRedisRateLimitStore,
  type RateLimitStore,
} from './rate-limit-store';

/** The counters behind the login and password-reset limits, in memory and (TEST_REDIS=1) in Redis. */
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: { name: string; enabled: boolean; make: () => RateLimitStore }[] = [
  { name: 'memory', enabled: true, make: createMemoryRateLimitStore },
  {
    name: 'redis',
    enabled: process.env.TEST_REDIS === '1',
    make: () => createRedisRateLimitStore(TEST_REDIS_URL, `test:${randomBytes(4).toString('hex')}:`),
  },
];

describe.each(stores.filter((s) => s.enabled))('$name store', ({ make }) => {
  const store = make();
  afterAll(() => store.close());

  it('counts hits in a window that starts at the first hit, and forgets them after it', async () => {
    const now = Date.now();
    expect(await store.peek('k1', now)).toBeNull();
    expect((await store.hit('k1', 1000, now)).count).toBe(1);
    const second = await store.hit('k1', 1000, now);
    expect(second.count).toBe(2);
    expect(second.resetAt).toBeGreaterThan(now);
    expect(second.resetAt).toBeLessThanOrEqual(now + 1000);
    expect((await store.peek('k1', now))?.count).toBe(2);
    await store.reset('k1');
    expect(await store.peek('k1', now)).toBeNull();
  });

  it('counts parallel hits exactly', async () => {
    const now = Date.now();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.hit('k2', 60_000, now)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });
});

describe('memory store windows', () => {
  it('ends a window at resetAt (the injected clock decides)', async () => {
    const store = createMemoryRateLimitStore();
    await store.hit('k', 1000, 0);
    expect((await store.peek('k', 999))?.count).toBe(1);
    expect(await store.peek('k', 1000)).toBeNull();
    expect((await store.hit('k', 1000, 1000)).count).toBe(1);
  });
});
