import type { z } from 'zod';

type Shape = Record<string, z.ZodType>;
export type QueryOf<S extends Shape> = { [K in keyof S]?: z.output<S[K]> };

/**
 * The URL's search params checked field by field with the contract's query schema: a stale or
 * hand-edited value is left out instead of making the whole request fail with a 422.
 */
export function readQuery<S extends Shape>(params: URLSearchParams, shape: S): QueryOf<S> {
  const query: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const checked = schema.safeParse(params.get(key) ?? undefined);
    // "" is no filter: a search of only spaces is trimmed to it.
    if (checked.success && checked.data !== undefined && checked.data !== '') {
      query[key] = checked.data;
    }
  }
  return query as QueryOf<S>;
}
