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

  it('serves an entry for as long as browsers may keep it, then asks again', async () => {
    let clock = 0;
    const cache = createVisitorCache(2, { maxAgeMs: 300_000, now: () => clock });
    let version = 1;
    const produce = async () => `catalogue v${version}`;
    await cache.get('strains', produce);
    // Another instance loads a new release's catalogue into the shared database.
    version = 2;
    clock = 299_999;
    expect(cache.peek('strains')?.toString()).toBe('catalogue v1');
    clock = 300_000;
    expect(cache.peek('strains')).toBeUndefined();
    expect((await cache.get('strains', produce)).toString()).toBe('catalogue v2');
  });
});
