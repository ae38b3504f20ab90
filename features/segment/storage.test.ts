import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SELECTED_SEGMENT_STORAGE_KEY, readStoredSegmentFx, writeStoredSegmentFx } from './index';

afterEach(() => vi.unstubAllGlobals());

describe(`selected segment in browser storage ('${SELECTED_SEGMENT_STORAGE_KEY}')`, () => {
  it('writes, reads back and removes the selection; ignores a value that is not a segment', async () => {
    const data = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    });
    const scope = fork();
    await allSettled(writeStoredSegmentFx, { scope, params: 'casa' });
    expect(data.get(SELECTED_SEGMENT_STORAGE_KEY)).toBe('casa');
    expect(await allSettled(readStoredSegmentFx, { scope })).toEqual({ status: 'done', value: 'casa' });
    await allSettled(writeStoredSegmentFx, { scope, params: null });
    expect(data.has(SELECTED_SEGMENT_STORAGE_KEY)).toBe(false);
    data.set(SELECTED_SEGMENT_STORAGE_KEY, 'garden');
    expect(await allSettled(readStoredSegmentFx, { scope })).toEqual({ status: 'done', value: null });
  });

  it('does nothing on the server', async () => {
    expect(await allSettled(readStoredSegmentFx, { scope: fork() })).toEqual({ status: 'done', value: null });
  });
});
