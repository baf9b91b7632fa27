import { loadIoredis } from '../lazy-modules';
import { resultOf, secondsLeft } from './memory-rate-limiter';
import type { RateLimiter } from './rate-limiter';

export const REDIS_KEY_PREFIX = 'mj:rl:';

/**
 * Counts and starts the window in one step, so a crash between the two cannot leave a counter
 * without expiry (which would lock a client out for good). Returns the count and the ms left.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

/**
 * Fixed windows shared by every instance through Redis. A Redis outage makes `hit` throw after a
 * short wait instead of queueing requests: the caller answers, the client can try again.
 */
export function createRedisRateLimiter(url: string, keyPrefix = REDIS_KEY_PREFIX): RateLimiter {
  const { Redis } = loadIoredis();
  const redis = new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
  });
  // Without a listener ioredis prints every failed reconnect; hit() reports the failure instead.
  redis.on('error', () => {});

  return {
    async hit(key, rule) {
      const reply = await redis.eval(HIT_SCRIPT, 1, key, rule.windowMs);
      if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number') {
        throw new Error('Unexpected reply from Redis to the rate-limit script');
      }
      return resultOf(reply[0], rule, reply[1]);
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis.multi().get(key).pttl(key).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), retryAfterSeconds: secondsLeft(ttl) };
    },
    async reset(key) {
      await redis.del(key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
