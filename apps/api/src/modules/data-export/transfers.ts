import type { FastifyReply } from 'fastify';
import { ErrorCode } from '@maryjane/contract/error-codes';
import { HttpError } from '../../platform/http-errors';
import { limiterUnavailable, tooManyAttempts } from '../../platform/rate-limit/rate-limit-guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';

/** Exports and imports per grower and hour (times RATE_LIMIT_SCALE). */
export const TRANSFERS_PER_HOUR = 30;

/** The database's lock for every instance (DatabaseHandle.tryLock). */
type TryLock = (key: string) => Promise<(() => Promise<void>) | null>;

const transferRunning = () =>
  new HttpError(
    409,
    ErrorCode.transferRunning,
    'An export or import of your data is running. Try again when it is done',
  );

/** Ends a transfer; calling it again does nothing. */
export type Release = () => void;

/**
 * One export or import per grower at a time, and a few an hour (issue 29): three exports at
 * once had made the server answer everyone else slowly. A second one while one runs is
 * answered 409; past the hourly count, 429 with Retry-After. This instance keeps the running
 * ones, and the database's advisory lock tells the other instances; the hourly count is the
 * rate limiter's (shared through Redis when configured).
 */
export function dataTransfers(
  limiter: RateLimiter,
  scale = 1,
  tryLock: TryLock = async () => async () => {},
) {
  const running = new Set<string>();
  const rule = { max: Math.round(TRANSFERS_PER_HOUR * scale), windowMs: 3_600_000 };

  async function begin(owner: string, reply: FastifyReply): Promise<Release> {
    if (running.has(owner)) throw transferRunning();
    running.add(owner);
    let unlock: (() => Promise<void>) | null = null;
    try {
      // Another instance on the same database may run this grower's transfer (issue 32).
      unlock = await tryLock(`data-transfer:${owner}`);
      if (!unlock) throw transferRunning();
      const counted = await limiter.hit(`data-transfer:${owner}`, rule).catch(() => {
        throw limiterUnavailable();
      });
      if (!counted.allowed) {
        reply.header('Retry-After', String(counted.retryAfterSeconds));
        throw tooManyAttempts(counted.retryAfterSeconds);
      }
    } catch (error) {
      running.delete(owner);
      await unlock?.();
      throw error;
    }
    const held = unlock;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      running.delete(owner);
      void held();
    };
  }

  return {
    begin,
    /** Runs `work` as the grower's one transfer. */
    async run<T>(owner: string, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      const release = await begin(owner, reply);
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}

export type DataTransfers = ReturnType<typeof dataTransfers>;
