import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@maryjane/contract/errors';

/** The documented routes: the API and the content system (pages and files are not). */
const documented = (url: string) => /^\/(api|cms)(\/|$)/.test(url) && !url.startsWith('/api/docs');

/**
 * A name for an operation from its method and path, unique as they are together:
 * `GET /api/grow-cycles/:id/journal` → `getGrowCyclesByIdJournal`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/(api|cms)/, (_match, base: string) => (base === 'cms' ? '/cms' : ''))
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[-_.]/))
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('')
  );
}

/**
 * What every documented operation says beyond its own schema (issue 29): an operationId, its
 * errors in the one error shape (4xx and 5xx; tests check each answer against it), and that it
 * needs no session when it names none (`security: []`).
 */
export function documentRoute(route: RouteOptions): void {
  if (!documented(route.url) || route.schema?.hide) return;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const schema = route.schema ?? {};
  route.schema = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(String(methods[0]), route.url),
    security: schema.security ?? [],
    response: {
      '4xx': errorBodySchema.describe('An error in the one error shape of the API'),
      '5xx': errorBodySchema.describe('A server error; the message says nothing of its cause'),
      ...(schema.response as object | undefined),
    },
  };
}

/** OpenAPI generated from the zod route schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    app.addHook('onRoute', documentRoute);
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'MaryJane API',
          description:
            'Plan and run a home cannabis grow. Successful responses are `{ data }`; errors are ' +
            '`{ statusCode, code, message, errors? }`.',
          version: options.version,
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
