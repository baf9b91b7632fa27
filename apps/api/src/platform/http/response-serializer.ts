import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type Compile = FastifySerializerCompiler<ZodType>;

/**
 * Responses in production are written by a serializer compiled from the route's response schema
 * (fast-json-stringify, from the zod schema's JSON schema): no zod parse of every answer, and
 * no property the contract does not name. Tests keep the zod parse (`validate`), which throws
 * on any answer that breaks the contract; a schema that cannot be compiled keeps it too.
 */
export function createResponseSerializer(validate: boolean): Compile {
  if (validate) return zodSerializerCompiler as Compile;
  return (route) => compiledSerializer(route.schema) ?? zodSerializerCompiler(route);
}

/** The fast serializer of a zod schema, or null when its JSON schema cannot express it. */
export function compiledSerializer(schema: ZodType): ((data: unknown) => string) | null {
  try {
    const { $schema: _dialect, ...jsonSchema } = toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}
