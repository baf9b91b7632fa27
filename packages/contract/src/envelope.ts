import { z } from 'zod';
import { legalCheckSchema, type LegalCheck } from './legal';

/** Every successful API response wraps its payload as `{ data }` (ARCHITECTURE: contracts). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export type DataEnvelope<T> = { data: T };

/**
 * Writes that make or add plants answer `{ data, legal }`: the legal check after the write, so
 * the client can warn (never block) without asking again.
 */
export function withLegal<T extends z.ZodType>(data: T) {
  return z.object({ data, legal: legalCheckSchema });
}

export type LegalEnvelope<T> = { data: T; legal: LegalCheck };
