import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({
    // embedded-postgres: the PostgreSQL the server runs itself in DATA_DIR (no DATABASE_URL).
    driver: z.enum(['pglite', 'postgres', 'embedded-postgres']),
    ok: z.boolean(),
    latencyMs: z.number().nullable(),
  }),
});
export type Health = z.infer<typeof healthSchema>;
