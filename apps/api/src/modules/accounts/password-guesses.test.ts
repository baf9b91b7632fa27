import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '../../platform/rate-limit/memory-rate-limiter';
import { passwordGuesses, SLOW_AFTER_FAILURES, SLOW_MAX_MS } from './password-guesses';

const reply = { header: () => reply } as unknown as FastifyReply;

describe('password guesses on one account from many addresses', () => {
  it('slow every attempt on it, more with each failure, up to a cap, and refuse none', async () => {
    const waits: number[] = [];
    const guesses = passwordGuesses(createMemoryRateLimiter(), 'login', {
      wait: async (ms) => void waits.push(ms),
    });
    for (let index = 0; index < SLOW_AFTER_FAILURES + 8; index++) {
      await guesses.before(`10.0.0.${index}`, 'mary@example.org', reply);
      await guesses.failed(`10.0.0.${index}`, 'mary@example.org');
    }
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, SLOW_MAX_MS, SLOW_MAX_MS, SLOW_MAX_MS]);
    // The owner, from an address that never failed, is slowed, not refused.
    await expect(guesses.before('192.0.2.7', 'mary@example.org', reply)).resolves.toBeUndefined();
    // Another account is not slowed.
    waits.length = 0;
    await guesses.before('10.0.0.1', 'ann@example.org', reply);
    expect(waits).toEqual([]);
  });
});
