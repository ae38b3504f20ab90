import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('a model fetched once, on first need', () => {
  it('imports once however many callers ask at the same time, and is ready once it arrived', async () => {
    const importModule = vi.fn(() => Promise.resolve({ name: 'cart' }));
    const model = loadOnce(importModule);
    expect(model.ready).toBeNull();
    const [first, second] = await Promise.all([model.load(), model.load()]);
    expect(first).toBe(second);
    expect(model.ready).toBe(first);
    await model.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import (a chunk that did not arrive) instead of keeping the failure', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce({ name: 'wishlist' });
    const model = loadOnce(importModule);
    await expect(model.load()).rejects.toThrow('chunk failed');
    expect(model.ready).toBeNull();
    await expect(model.load()).resolves.toEqual({ name: 'wishlist' });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
