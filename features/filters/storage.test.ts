import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PER_PAGE_STORAGE_KEY, readStoredPerPageFx, writeStoredPerPageFx } from './index';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe(`per-page in browser storage ('${PER_PAGE_STORAGE_KEY}')`, () => {
  it('on the server (no storage) nothing is read and writing does nothing', async () => {
    const scope = fork();
    expect(await allSettled(readStoredPerPageFx, { scope })).toEqual({ status: 'done', value: null });
    expect(await allSettled(writeStoredPerPageFx, { scope, params: 48 })).toEqual({ status: 'done', value: undefined });
  });

  it('writes the chosen page size and reads it back', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    const scope = fork();
    await allSettled(writeStoredPerPageFx, { scope, params: 48 });
    expect(storage.data.get(PER_PAGE_STORAGE_KEY)).toBe('48');
    expect(await allSettled(readStoredPerPageFx, { scope })).toEqual({ status: 'done', value: 48 });
  });

  it('ignores a stored value outside 1..100', async () => {
    vi.stubGlobal('localStorage', memoryStorage({ [PER_PAGE_STORAGE_KEY]: '5000' }));
    expect(await allSettled(readStoredPerPageFx, { scope: fork() })).toEqual({ status: 'done', value: null });
  });
});
