import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';

const t = useTestApp();

describe('OpenAPI', () => {
  it('publishes the routes with the schemas they validate with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const health = document.paths['/api/health'].get;
    const schema = health.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties.database.properties.driver.enum).toEqual([
      'pglite',
      'postgres',
      'embedded-postgres',
    ]);
  });

  it('serves a browsable page at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
