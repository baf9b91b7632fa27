import { healthSchema } from '@maryjane/contract/health';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { testDriver } from '../../test/database';

const t = useTestApp();

describe('GET /api/health', () => {
  it('reports the database in the { data } envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json().data);
    expect(health.status).toBe('ok');
    expect(health.database).toMatchObject({ driver: testDriver, ok: true });
    expect(health.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 and says so when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().data).toMatchObject({
      status: 'degraded',
      database: { ok: false, latencyMs: null },
    });
    await broken.close();
  });
});
