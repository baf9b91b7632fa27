import { z } from 'zod';

/** Every successful API response wraps its payload as `{ data }` (ARCHITECTURE: contracts). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export type DataEnvelope<T> = { data: T };
