import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from './test/app';
import { testDriver } from './test/database';

describe(`shutdown on ${testDriver}`, () => {
  it('lets an in-flight request finish with the database before closing it', async () => {
    let started: () => void = () => {};
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    const t = await createTestApp({
      extend(app) {
        // Stands in for a slow write: it needs the database after shutdown has begun.
        const latency = z.object({ data: z.object({ latencyMs: z.number() }) });
        app.get('/api/test/slow', { schema: { response: { 200: latency } } }, async () => {
          started();
          await delay(300);
          return { data: { latencyMs: await t.database.ping() } };
        });
      },
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await requestStarted;
    const closing = t.close(); // the same order as server.ts: app.close(), then the database

    const response = await inFlight;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { latencyMs: number } };
    expect(body.data.latencyMs).toBeGreaterThanOrEqual(0);
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
