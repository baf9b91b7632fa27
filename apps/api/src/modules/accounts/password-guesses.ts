import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply } from 'fastify';
import { limiterUnavailable, tooManyAttempts } from '../../platform/rate-limit/rate-limit-guard';
import type { RateLimiter } from '../../platform/rate-limit/rate-limiter';

/**
 * Wrong passwords slow the one guessing, never lock the owner out (issue 29). A limit per e-mail
 * had let anyone lock an account: ten wrong passwords, and its owner's right one got 429 for 15
 * minutes. Now:
 * - one client (address) guessing one account's password gets `FREE_FAILURES` tries, then has to
 *   wait before each next one, twice as long each time (2 s, 4 s, … up to 15 minutes); the owner
 *   signing in from elsewhere is not affected, and a right password clears the client's count;
 * - many clients guessing one account (a botnet) make every attempt on it slower, by up to
 *   `SLOW_MAX_MS`: a delay, not a refusal, so the owner still gets in; where a captcha is
 *   configured, every sign-in proves a person besides (`requireCaptcha`);
 * - each client address is limited over all accounts by the login route's per-address rule.
 * Counters live in the rate limiter (Redis when configured), so every instance sees them.
 */
export const GUESS_WINDOW_MS = 15 * 60_000;
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 2_000;
const MAX_WAIT_MS = 15 * 60_000;
export const SLOW_AFTER_FAILURES = 10;
const SLOW_STEP_MS = 250;
export const SLOW_MAX_MS = 4_000;

export interface PasswordGuesses {
  /** Before a password is checked: refuses a client that has to wait, slows a targeted account. */
  before(client: string, account: string, reply: FastifyReply): Promise<void>;
  /** After a wrong password; returns how many this client got wrong on this account. */
  failed(client: string, account: string): Promise<number>;
  /** After the right password: the client's failures on this account are forgiven. */
  succeeded(client: string, account: string): Promise<void>;
}

/**
 * Guess counting for one action (`login`, `change-password`). `scale` multiplies the free
 * failures as RATE_LIMIT_SCALE multiplies every limit (1 in production).
 */
export function passwordGuesses(
  limiter: RateLimiter,
  action: string,
  { scale = 1, wait = sleep }: { scale?: number; wait?: (ms: number) => Promise<unknown> } = {},
): PasswordGuesses {
  const free = Math.round(FREE_FAILURES * scale);
  const slowAfter = Math.round(SLOW_AFTER_FAILURES * scale);
  const keys = (client: string, account: string) => ({
    failures: `${action}:failures:${client}:${account}`,
    wait: `${action}:wait:${client}:${account}`,
    account: `${action}:account:${account}`,
  });
  // Without its counters the server cannot tell a guesser from the owner: it refuses for now.
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch {
      throw limiterUnavailable();
    }
  };

  return {
    async before(client, account, reply) {
      const key = keys(client, account);
      const [waiting, onAccount] = await counted(() =>
        Promise.all([limiter.peek(key.wait), limiter.peek(key.account)]),
      );
      if (waiting) {
        reply.header('Retry-After', String(waiting.retryAfterSeconds));
        throw tooManyAttempts(waiting.retryAfterSeconds);
      }
      const over = (onAccount?.count ?? 0) - slowAfter;
      if (over >= 0) await wait(Math.min(SLOW_STEP_MS * 2 ** over, SLOW_MAX_MS));
    },
    async failed(client, account) {
      const key = keys(client, account);
      const rule = { max: Number.MAX_SAFE_INTEGER, windowMs: GUESS_WINDOW_MS };
      const [{ count }] = await counted(() =>
        Promise.all([limiter.hit(key.failures, rule), limiter.hit(key.account, rule)]),
      );
      if (count >= free) {
        const waitMs = Math.min(FIRST_WAIT_MS * 2 ** (count - free), MAX_WAIT_MS);
        await counted(async () => {
          await limiter.reset(key.wait);
          await limiter.hit(key.wait, { max: 1, windowMs: waitMs });
        });
      }
      return count;
    },
    async succeeded(client, account) {
      const key = keys(client, account);
      await counted(() => Promise.all([limiter.reset(key.failures), limiter.reset(key.wait)]));
    },
  };
}
