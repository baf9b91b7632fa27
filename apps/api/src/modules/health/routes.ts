import { apiPaths } from '@maryjane/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { healthSchema } from '@maryjane/contract/health';
import type { DatabaseHandle } from '../../db/client';
import { checkHealth } from './service';

/** GET /api/health: is the server up, and does its database answer? 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  version: string;
}> = async (app, { database, version }) => {
  app.get(
    apiPaths.health,
    {
      schema: {
        tags: ['platform'],
        summary: 'Server and database health',
        response: { 200: dataEnvelope(healthSchema), 503: dataEnvelope(healthSchema) },
      },
    },
    async (request, reply) => {
      const health = await checkHealth(database, version, request.log);
      return reply.status(health.status === 'ok' ? 200 : 503).send({ data: health });
    },
  );
};
