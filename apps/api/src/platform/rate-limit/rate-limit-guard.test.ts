import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../errors';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { rateLimitGuard, tooManyAttempts } from './rate-limit-guard';
import type { RateLimiter, RateRule } from './rate-limiter';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
});

async function appWith(
  limiter: RateLimiter,
  rules: { perIp?: RateRule; perEmail?: RateRule },
): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(errorsPlugin);
  app.post('/forgot', { preHandler: rateLimitGuard(limiter, 'forgot', rules) }, async () => ({
    ok: true,
  }));
  return app;
}

const post = (target: FastifyInstance, ip: string, payload: object = {}) =>
  target.inject({ method: 'POST', url: '/forgot', remoteAddress: ip, payload });

describe('rateLimitGuard', () => {
  it('refuses an IP over its limit with 429, the error shape and Retry-After', async () => {
    const target = await appWith(createMemoryRateLimiter(), {
      perIp: { max: 2, windowMs: 600_000 },
    });
    expect((await post(target, '10.0.0.1')).statusCode).toBe(200);
    expect((await post(target, '10.0.0.1')).statusCode).toBe(200);
    const refused = await post(target, '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in 10 minutes.',
    });
    // Another client is not affected.
    expect((await post(target, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts one e-mail across IPs, ignoring case and surrounding spaces', async () => {
    const target = await appWith(createMemoryRateLimiter(), {
      perIp: { max: 100, windowMs: 60_000 },
      perEmail: { max: 2, windowMs: 60_000 },
    });
    expect((await post(target, '10.0.0.1', { email: 'Ann@Example.org' })).statusCode).toBe(200);
    expect((await post(target, '10.0.0.2', { email: '  ann@example.ORG ' })).statusCode).toBe(200);
    const refused = await post(target, '10.0.0.3', { email: 'ann@example.org' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe('Too many attempts. Please try again in 1 minute.');
    // Another address from the same IPs still passes.
    expect((await post(target, '10.0.0.3', { email: 'bob@example.org' })).statusCode).toBe(200);
  });

  it('limits per IP only when the body has no string e-mail', async () => {
    const hits: string[] = [];
    const spy: RateLimiter = {
      async hit(key) {
        hits.push(key);
        return { count: 1, allowed: true, remaining: 1, retryAfterSeconds: 60 };
      },
      peek: async () => null,
      reset: async () => {},
      async close() {},
    };
    const rules = { perIp: { max: 5, windowMs: 1000 }, perEmail: { max: 5, windowMs: 1000 } };
    const target = await appWith(spy, rules);
    await post(target, '192.0.2.1', { email: 42 });
    await post(target, '192.0.2.1', { email: '   ' });
    await post(target, '192.0.2.1');
    expect(hits).toEqual(['forgot:ip:192.0.2.1', 'forgot:ip:192.0.2.1', 'forgot:ip:192.0.2.1']);
  });

  it('answers 503 when the counters cannot be reached', async () => {
    const broken: RateLimiter = {
      async hit() {
        throw new Error('connection refused');
      },
      peek: async () => null,
      reset: async () => {},
      async close() {},
    };
    const target = await appWith(broken, { perIp: { max: 5, windowMs: 1000 } });
    const response = await post(target, '10.0.0.1');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'service_unavailable' });
  });
});

describe('tooManyAttempts', () => {
  it.each([
    [1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s -> "%s"', (seconds, wait) => {
    expect(tooManyAttempts(seconds).message).toBe(
      `Too many attempts. Please try again in ${wait}.`,
    );
  });
});
