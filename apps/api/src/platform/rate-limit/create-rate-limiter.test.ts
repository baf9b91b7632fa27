import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter } from './create-rate-limiter';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

/** The same behaviour, whichever store counts: `advance` lets a window pass. */
function behavesLikeAFixedWindow(
  setup: () => { limiter: RateLimiter; advance: (ms: number) => Promise<void>; windowMs: number },
) {
  it('allows max hits, then refuses with the time left', async () => {
    const { limiter, windowMs } = setup();
    const rule = { max: 3, windowMs };
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit('login:ip:1.2.3.4', rule));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
    await limiter.close();
  });

  it('starts a new window when the old one has passed', async () => {
    const { limiter, advance, windowMs } = setup();
    const rule = { max: 1, windowMs };
    expect((await limiter.hit('reset:a', rule)).allowed).toBe(true);
    expect((await limiter.hit('reset:a', rule)).allowed).toBe(false);
    await advance(windowMs + 50);
    expect(await limiter.hit('reset:a', rule)).toMatchObject({ allowed: true, remaining: 0 });
    await limiter.close();
  });

  it('tells a count and its time left without counting, and forgets a key', async () => {
    const { limiter, windowMs } = setup();
    const rule = { max: 5, windowMs };
    expect(await limiter.peek('peek:a')).toBeNull();
    await limiter.hit('peek:a', rule);
    await limiter.hit('peek:a', rule);
    const seen = await limiter.peek('peek:a');
    expect(seen?.count).toBe(2);
    expect(seen?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(seen?.retryAfterSeconds).toBeLessThanOrEqual(Math.ceil(windowMs / 1000));
    expect((await limiter.peek('peek:a'))?.count).toBe(2);
    await limiter.reset('peek:a');
    expect(await limiter.peek('peek:a')).toBeNull();
    expect((await limiter.hit('peek:a', rule)).remaining).toBe(4);
    await limiter.close();
  });

  it('keeps keys apart', async () => {
    const { limiter, windowMs } = setup();
    const rule = { max: 1, windowMs };
    expect((await limiter.hit('keys:ip:1.1.1.1', rule)).allowed).toBe(true);
    expect((await limiter.hit('keys:ip:1.1.1.1', rule)).allowed).toBe(false);
    expect((await limiter.hit('keys:ip:2.2.2.2', rule)).allowed).toBe(true);
    expect((await limiter.hit('keys:email:a@example.com', rule)).allowed).toBe(true);
    await limiter.close();
  });
}

describe('in-memory limiter', () => {
  behavesLikeAFixedWindow(() => {
    let clock = 1_000_000;
    return {
      limiter: createRateLimiter({ redisUrl: null, now: () => clock }),
      advance: async (ms) => {
        clock += ms;
      },
      windowMs: 15 * 60_000,
    };
  });

  it('drops expired windows, so the map cannot grow without bound', async () => {
    let clock = 0;
    const limiter = createMemoryRateLimiter(() => clock);
    const rule = { max: 5, windowMs: 60_000 };
    for (let i = 0; i < 1000; i++) await limiter.hit(`sweep:ip:10.0.${i >> 8}.${i & 255}`, rule);
    expect(limiter.size).toBe(1000);
    clock += 61_000;
    await limiter.hit('sweep:ip:fresh', rule);
    expect(limiter.size).toBe(1);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('redis limiter', () => {
  // A prefix of its own per run: parallel runs and real counters are never touched.
  const keyPrefix = `mj:rl:test:${randomBytes(6).toString('hex')}:`;
  let admin: Redis;

  beforeAll(async () => {
    admin = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
    admin.on('error', () => {});
    await admin.ping().catch((error: unknown) => {
      throw new Error(`Redis is not reachable at ${redisUrl} (start it or set TEST_REDIS_URL)`, {
        cause: error,
      });
    });
  });
  afterAll(async () => {
    const keys = await admin.keys(`${keyPrefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    expect(await admin.keys(`${keyPrefix}*`)).toEqual([]);
    await admin.quit();
  });

  behavesLikeAFixedWindow(() => ({
    limiter: createRateLimiter({ redisUrl, keyPrefix }),
    advance: (ms) => sleep(ms),
    windowMs: 400,
  }));

  it('stores prefixed counters that expire with their window', async () => {
    const limiter = createRateLimiter({ redisUrl, keyPrefix });
    await limiter.hit('ttl:ip:9.9.9.9', { max: 5, windowMs: 60_000 });
    await limiter.hit('ttl:ip:9.9.9.9', { max: 5, windowMs: 60_000 });
    expect(await admin.get(`${keyPrefix}ttl:ip:9.9.9.9`)).toBe('2');
    const ttl = await admin.pttl(`${keyPrefix}ttl:ip:9.9.9.9`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await limiter.close();
  });

  it('fails fast when Redis is down instead of hanging', async () => {
    const limiter = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', keyPrefix });
    const started = Date.now();
    await expect(limiter.hit('down:ip:1', { max: 1, windowMs: 1000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
    await limiter.close();
  });
});
