import { dataEnvelope } from '@maryjane/contract/envelope';
import { plantSchema } from '@maryjane/contract/grow-cycles';
import { inventoryItemSchema } from '@maryjane/contract/inventory';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPILE_AFTER, compiledSerializer, createResponseSerializer } from './response-serializer';

describe('the compiled response serializer', () => {
  const schema = dataEnvelope(
    z.object({
      id: z.uuid(),
      name: z.string(),
      notes: z.string().nullable(),
      status: z.enum(['growing', 'removed']),
      count: z.number().int(),
      tags: z.array(z.string()),
      at: z.iso.datetime(),
    }),
  );
  const value = {
    data: {
      id: '3f0c3c9e-8a55-4a53-9b1e-2f1f6ad2b7a1',
      name: 'Plant "1" <b>',
      notes: null,
      status: 'growing',
      count: 3,
      tags: ['a', 'ü'],
      at: '2026-11-28T10:00:00.000Z',
      secret: 'not in the contract',
    },
  };

  it('writes what the zod parse would, leaving out what the contract does not name', () => {
    const serialize = compiledSerializer(schema);
    expect(serialize).not.toBeNull();
    expect(JSON.parse(serialize?.(value) ?? '')).toEqual(schema.parse(value));
  });

  it('is what production answers with, before and after the route’s serializer is compiled', () => {
    const compile = createResponseSerializer(false);
    const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };
    const serialize = compile(route as Parameters<typeof compile>[0]);
    for (let answer = 0; answer < COMPILE_AFTER + 2; answer++) {
      const written = JSON.parse(serialize(value)) as unknown;
      expect(written).toEqual(schema.parse(value));
      expect(written).not.toHaveProperty('data.secret');
    }
  });

  it.each([
    ['a plant list', dataEnvelope(plantSchema.array())],
    ['an inventory line', dataEnvelope(inventoryItemSchema)],
  ])('compiles the hot routes’ schemas: %s', (_, hot) => {
    expect(compiledSerializer(hot)).not.toBeNull();
  });
});
