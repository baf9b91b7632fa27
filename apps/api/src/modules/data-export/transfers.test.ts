import type { FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../platform/http-errors';
import { createMemoryRateLimiter } from '../../platform/rate-limit/memory-rate-limiter';
import { createTestDatabase } from '../../test/database';
import { dataTransfers, TRANSFERS_PER_HOUR } from './transfers';

const headers: Record<string, string> = {};
const reply = {
  header: (name: string, value: string) => {
    headers[name] = value;
    return reply;
  },
} as unknown as FastifyReply;

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'started',
    (error: unknown) => (error instanceof HttpError ? error.statusCode : 'other'),
  );

// Issue 29, item 1: three exports at once had slowed the server for everyone.
describe('exports and imports of one grower', () => {
  it('run one at a time; another grower is not held up', async () => {
    const transfers = dataTransfers(createMemoryRateLimiter());
    const release = await transfers.begin('mary', reply);
    expect(await statusOf(transfers.begin('mary', reply))).toBe(409);
    const other = await transfers.begin('otto', reply);
    release();
    release(); // twice is once
    const again = await transfers.begin('mary', reply);
    again();
    other();
  });

  it('release the grower when the work fails', async () => {
    const transfers = dataTransfers(createMemoryRateLimiter());
    await expect(
      transfers.run('mary', reply, async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await transfers.run('mary', reply, async () => 'done')).toBe('done');
  });

  it('are counted per hour', async () => {
    const transfers = dataTransfers(createMemoryRateLimiter());
    for (let count = 0; count < TRANSFERS_PER_HOUR; count++) {
      (await transfers.begin('mary', reply))();
    }
    expect(await statusOf(transfers.begin('mary', reply))).toBe(429);
    expect(Number(headers['Retry-After'])).toBeGreaterThan(0);
  });

  // Issue 32: instances on one database each keep their own running set; the database's lock
  // is what they share (on PGlite, which serves one process, a lock held in that process).
  it('run one at a time across instances on one database, and again once one ends', async () => {
    const database = await createTestDatabase();
    try {
      const tryLock = (key: string) => database.tryLock(key);
      const first = dataTransfers(createMemoryRateLimiter(), 1, tryLock);
      const second = dataTransfers(createMemoryRateLimiter(), 1, tryLock);
      const release = await first.begin('mary', reply);
      expect(await statusOf(second.begin('mary', reply))).toBe(409);
      const other = await second.begin('otto', reply);
      release();
      other();
      // The lock is given back on its own connection: the other instance gets it soon after.
      let status: unknown = 409;
      for (let attempt = 0; attempt < 50 && status === 409; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        status = await statusOf(second.begin('mary', reply).then((again) => again()));
      }
      expect(status).toBe('started');
    } finally {
      await database.destroy();
    }
  });
});
