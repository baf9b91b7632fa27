import { ErrorCode } from '@maryjane/contract/error-codes';
import { errorBodySchema } from '@maryjane/contract/errors';
import { validationMessages } from '@maryjane/contract/validation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema/users';
import { createTestApp, type TestApp } from '../test/app';
import { notFound } from './http-errors';

let t: TestApp;

// Routes that exist only in this test, to drive the platform's error handling through real HTTP.
beforeAll(async () => {
  t = await createTestApp({
    extend(app) {
      const api = app.withTypeProvider<ZodTypeProvider>();
      api.post(
        '/api/test/environments',
        {
          schema: {
            body: z.object({
              name: z.string().min(1, 'nameRequired').max(49, 'nameTooLong'),
              plants: z.number().int('integer').positive('positiveNumber'),
            }),
          },
        },
        async (request) => ({ data: request.body }),
      );
      const nothing = { schema: { response: { 200: z.object({ data: z.null() }) } } };
      api.post('/api/test/users', nothing, async () => {
        await t.database.db
          .insert(users)
          .values({ email: 'same@example.org', username: 'grower', passwordHash: 'x' });
        return { data: null };
      });
      api.get('/api/test/boom', async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.7:5432 select * from users');
      });
      api.get('/api/test/missing', async () => {
        throw notFound();
      });
    },
  });
});
afterAll(() => t.close());

describe('error responses', () => {
  it('answers invalid input with 422 and a message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/environments',
      payload: { name: 'x'.repeat(50), plants: -2 },
    });
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body).toMatchObject({ statusCode: 422, code: ErrorCode.validationFailed });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'nameTooLong', message: validationMessages.nameTooLong },
        { field: 'plants', code: 'positiveNumber', message: validationMessages.positiveNumber },
      ]),
    );
  });

  it('names a missing field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/environments',
      payload: { name: 'Tent' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: 'plants', code: 'invalid' }),
    ]);
  });

  it('answers malformed JSON with 400 in the one error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/environments',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).code).toBe(ErrorCode.badRequest);
  });

  it('answers a unique violation with 409 and no database text', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/test/users' })).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/test/users' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: ErrorCode.conflict,
      message: 'This record already exists',
    });
    expect(response.body).not.toMatch(/users|duplicate|constraint|insert|23505/i);
  });

  it('hides the internals of an unexpected error behind a generic 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      code: ErrorCode.internal,
      message: 'Server error. Please try again later',
    });
  });

  it.each([
    ['/api/strains?q=%00', 'q'],
    ['/api/equipment-items?brand=a%00b', 'brand'],
  ])('answers a NUL character (%s) with a 422 naming the field, not a 500', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: ErrorCode.validationFailed,
      errors: [{ field, code: 'controlCharacters' }],
    });
  });

  it('passes an intended error through with its status', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: ErrorCode.notFound,
      message: 'Resource not found',
    });
  });

  it.each(['/api/nothing-here', '/api/', '/cms/no-such-page', '/cms/drying/no-such-guide', '/cms'])(
    'answers unknown %s with a JSON 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorBodySchema.parse(response.json()).code).toBe(ErrorCode.notFound);
    },
  );
});
