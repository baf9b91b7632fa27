import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';
import { loadFastJson } from '../lazy-modules';

type Compile = FastifySerializerCompiler<ZodType>;

/**
 * Responses in production are written by a serializer compiled from the route's response schema
 * (fast-json-stringify, from the zod schema's JSON schema): no zod parse of every answer, and
 * no property the contract does not name. Tests keep the zod parse (`validate`), which throws
 * on any answer that breaks the contract; a schema that cannot be compiled keeps it too.
 * A route's serializer is compiled once it has answered COMPILE_AFTER times, and the zod parse
 * writes the answers before: compiling every route took a quarter of a start, most routes are
 * called a few times between restarts, and the first answers after a start come sooner.
 */
export function createResponseSerializer(validate: boolean): Compile {
  if (validate) return zodSerializerCompiler as Compile;
  return (route) => {
    const parsed = zodSerializerCompiler(route);
    let serialize: ((data: unknown) => string) | undefined;
    let answers = 0;
    return (data) => {
      if (serialize) return serialize(data);
      if (++answers >= COMPILE_AFTER) serialize = compiledSerializer(route.schema) ?? parsed;
      return parsed(data);
    };
  };
}

/** Answers a route gives through the zod parse before its serializer is compiled. */
export const COMPILE_AFTER = 10;

/** The fast serializer of a zod schema, or null when its JSON schema cannot express it. */
export function compiledSerializer(schema: ZodType): ((data: unknown) => string) | null {
  try {
    const { $schema: _dialect, ...jsonSchema } = toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      unrepresentable: 'throw',
    });
    const fastJson = loadFastJson();
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}
