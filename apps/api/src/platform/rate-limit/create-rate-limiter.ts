import { createMemoryRateLimiter } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';
import { createRedisRateLimiter, REDIS_KEY_PREFIX } from './redis-rate-limiter';

/**
 * Counters in Redis when REDIS_URL is set (several instances share them), in this process
 * otherwise. `now` drives the in-process windows; Redis keeps its own time.
 */
export function createRateLimiter(options: {
  redisUrl: string | null;
  now?: () => number;
  /** Redis key prefix; tests use their own so they never touch real counters. */
  keyPrefix?: string;
}): RateLimiter {
  return options.redisUrl
    ? createRedisRateLimiter(options.redisUrl, options.keyPrefix ?? REDIS_KEY_PREFIX)
    : createMemoryRateLimiter(options.now);
}
