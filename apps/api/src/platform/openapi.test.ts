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

// Issue 29, item 8: 2 of 109 operations had declared an error response, none an operationId.
describe('every documented operation', () => {
  const operations = async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    return Object.entries(
      document.paths as Record<string, Record<string, OperationObject>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  };

  it('has an operationId of its own', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ operation }) => !operation.operationId)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(
      all.find(({ path, method }) => path === '/api/grow-cycles/{id}' && method === 'get')
        ?.operation.operationId,
    ).toBe('getGrowCyclesById');
  });

  it('has a summary of its own', async () => {
    const all = await operations();
    expect(
      all
        .filter(({ operation }) => !operation.summary)
        .map(({ path, method }) => `${method} ${path}`),
    ).toEqual([]);
    const summaries = all.map(({ operation }) => operation.summary);
    expect(new Set(summaries).size).toBe(summaries.length);
  });

  it('declares its errors in the one error shape, and whether it needs a session', async () => {
    for (const { path, method, operation } of await operations()) {
      const where = `${method} ${path}`;
      expect(Object.keys(operation.responses), where).toEqual(
        expect.arrayContaining(['4XX', '5XX']),
      );
      const schema = operation.responses['4XX']?.content?.['application/json']?.schema;
      expect(schema?.required, where).toEqual(
        expect.arrayContaining(['statusCode', 'code', 'message']),
      );
      expect(Array.isArray(operation.security), where).toBe(true);
    }
  });

  it('answers an error in the declared shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/grow-cycles/not-a-uuid' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(Object.keys(response.json()).sort()).toEqual(
      expect.arrayContaining(['code', 'message', 'statusCode']),
    );
  });
});

interface OperationObject {
  operationId?: string;
  summary?: string;
  security?: unknown[];
  responses: Record<
    string,
    { content?: Record<string, { schema?: { required?: string[] } }> } | undefined
  >;
}
