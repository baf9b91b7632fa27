import { describe, expect, it, vi } from 'vitest';
import { createVisitorCache } from './visitor-cache';

describe('visitor cache', () => {
  it('produces each answer once and forgets the least recently used first', async () => {
    const cache = createVisitorCache(2);
    const produce = vi.fn(async () => 'body');
    await cache.get('a', produce);
    await cache.get('a', produce);
    expect(produce).toHaveBeenCalledTimes(1);

    await cache.get('b', produce);
    await cache.get('a', produce); // a is now the most recent
    await cache.get('c', produce); // evicts b
    expect(cache.size).toBe(2);
    produce.mockClear();
    await cache.get('a', produce);
    expect(produce).not.toHaveBeenCalled();
    await cache.get('b', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(cache.peek('c')).toBeUndefined(); // b pushed c out
    expect(cache.peek('a')?.toString()).toBe('body');
  });

  it('keeps nothing when producing fails', async () => {
    const cache = createVisitorCache(2);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(cache.size).toBe(0);
    expect((await cache.get('a', async () => 'fresh')).toString()).toBe('fresh');
  });
});
