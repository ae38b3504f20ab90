import { describe, expect, it } from 'vitest';
import { isChunkLoadError, loadChunk, setChunkLoadErrorHandler } from '../routes/chunks';
import { createBuildUpdates } from './buildUpdates';
import { createPreloadQueue } from './routePreloads';
import type { BuildUpdateEnvironment } from './buildUpdates';

const CHUNK_GONE = new TypeError('Failed to fetch dynamically imported module: http://shop.test/assets/ListingPage-abc.js');

function browser(options: { served?: string | null; target?: string } = {}) {
  const storage = new Map<string, string>();
  const clock = { now: 1_000_000 };
  const loads: string[] = [];
  let fetches = 0;
  const env: BuildUpdateEnvironment = {
    currentBuild: 'build-a',
    fetchBuild: async () => {
      fetches += 1;
      return options.served === undefined ? 'build-b' : options.served;
    },
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value) },
    now: () => clock.now,
    target: () => options.target ?? '/en/segment/moda-mulher?sort=price-low',
    load: (target) => void loads.push(target),
  };
  return { env, storage, clock, loads, fetches: () => fetches };
}

describe('§4 build updates', () => {
  it('a chunk-load error while a new build is out reloads onto it, at the address the shopper was going to', async () => {
    const { env, loads } = browser();
    expect(await createBuildUpdates(env).chunkLoadFailed()).toBe(true);
    expect(loads).toEqual(['/en/segment/moda-mulher?sort=price-low']);
  });

  it('the same build: no reload, the error stays an error', async () => {
    const { env, loads } = browser({ served: 'build-a' });
    expect(await createBuildUpdates(env).chunkLoadFailed()).toBe(false);
    const unreadable = browser({ served: null });
    expect(await createBuildUpdates(unreadable.env).chunkLoadFailed()).toBe(false);
    expect([...loads, ...unreadable.loads]).toEqual([]);
  });

  it('§9: at most one reload per path every 10 s, across page loads; another path may reload', async () => {
    const first = browser();
    await createBuildUpdates(first.env).chunkLoadFailed();
    // The reloaded page (a new page load, the same session storage) fails again on the same path.
    first.clock.now += 9_999;
    const again = createBuildUpdates(first.env);
    expect(await again.chunkLoadFailed()).toBe(false);
    expect(first.loads).toHaveLength(1);
    first.clock.now += 1;
    expect(await createBuildUpdates(first.env).chunkLoadFailed()).toBe(true);
    expect(first.loads).toHaveLength(2);
    const other = browser({ target: '/en/product/linen' });
    other.storage.set('build.reloadedAt:/en/segment/moda-mulher', String(other.clock.now));
    expect(await createBuildUpdates(other.env).chunkLoadFailed()).toBe(true);
  });

  it('two failures of one navigation reload once', async () => {
    const { env, loads } = browser();
    const updates = createBuildUpdates(env);
    expect(await Promise.all([updates.chunkLoadFailed(), updates.chunkLoadFailed()])).toEqual([true, true]);
    expect(loads).toHaveLength(1);
  });

  it('a new build found by polling is remembered: no second request on the failure', async () => {
    const { env, fetches } = browser();
    const updates = createBuildUpdates(env);
    expect(await updates.check()).toBe(true);
    await updates.chunkLoadFailed();
    expect(fetches()).toBe(1);
  });

  it('without session storage (no guard possible) it never reloads', async () => {
    const { env, loads } = browser();
    expect(await createBuildUpdates({ ...env, storage: null }).chunkLoadFailed()).toBe(false);
    expect(loads).toEqual([]);
  });
});

describe('a lazy page whose chunk is gone', () => {
  it('is handed to the handler: reloading, the page load never settles; otherwise it throws as it is', async () => {
    expect(isChunkLoadError(CHUNK_GONE)).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    const failing = () => Promise.reject(CHUNK_GONE);
    setChunkLoadErrorHandler(async () => false);
    await expect(loadChunk(failing)).rejects.toBe(CHUNK_GONE);
    setChunkLoadErrorHandler(async () => true);
    const outcome = await Promise.race([loadChunk(failing).then(() => 'settled', () => 'thrown'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);
    expect(outcome).toBe('pending');
    setChunkLoadErrorHandler(null);
  });
});

describe('§9 route preloads', () => {
  it('at most 4 at once; the next starts when one ends; a route is preloaded once', async () => {
    const queue = createPreloadQueue();
    const finish: Array<() => void> = [];
    const started: string[] = [];
    const load = (key: string) => () =>
      new Promise<void>((resolve) => {
        started.push(key);
        finish.push(resolve);
      });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a']) queue.preload(key, load(key));
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.running()).toBe(4);
    finish[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.running()).toBe(4);
  });
});
