import type { Health } from '@maryjane/contract/health';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/client';

/** Is the server up, and does its database answer? A failed ping is logged and "degraded". */
export async function checkHealth(
  database: DatabaseHandle,
  version: string,
  log: FastifyBaseLogger,
): Promise<Health> {
  let latencyMs: number | null = null;
  try {
    latencyMs = await database.ping();
  } catch (error) {
    log.error({ err: error }, 'database ping failed');
  }
  const ok = latencyMs !== null;
  return {
    status: ok ? 'ok' : 'degraded',
    version,
    uptimeSeconds: Math.round(process.uptime()),
    database: { driver: database.driver, ok, latencyMs },
  };
}
