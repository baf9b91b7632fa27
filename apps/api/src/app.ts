import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import packageJson from '../package.json' with { type: 'json' };
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './modules/health/routes';
import { errorsPlugin } from './platform/errors';
import { openApiPlugin } from './platform/openapi';
import { securityPlugin } from './platform/security';
import { webPlugin } from './platform/web';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
}

/** Builds the server without listening or touching anything outside; tests call it directly. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-device-key"]'],
    },
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Once shutdown begins, responses close their connection: a keep-alive socket that was busy
  // when Fastify swept the idle ones would otherwise hold server.close() for its whole timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    if (closing) reply.header('Connection', 'close');
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin, { version: packageJson.version });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: packageJson.version });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { distDir: config.webDistDir });
  return app;
}
