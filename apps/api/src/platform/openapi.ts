import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@maryjane/contract/errors';
import { z, type ZodType } from 'zod';

/** The documented routes: the API and the content system (pages and files are not). */
export const isDocumented = (url: string) =>
  /^\/(api|cms)(\/|$)/.test(url) && !url.startsWith('/api/docs');

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

/** A file's bytes, as the document describes a download. */
export const binaryFile = z.string().meta({ format: 'binary' });

/**
 * The answer of a route that sends a file rather than `{ data }`, by its media types. Fastify
 * sends a stream, a buffer or a non-JSON text as it is: the schema documents, it does not serialize.
 */
export function fileAnswer(description: string, content: Record<string, ZodType>) {
  return {
    description,
    content: Object.fromEntries(
      Object.entries(content).map(([mediaType, schema]) => [mediaType, { schema }]),
    ),
  };
}

/**
 * What every documented operation says beyond its own schema (issue 29): an operationId, its
 * errors in the one error shape (4xx and 5xx; tests check each answer against it), and that it
 * needs no session when it names none (`security: []`).
 */
export function documentRoute(route: RouteOptions): void {
  if (!isDocumented(route.url) || route.schema?.hide) return;
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

/**
 * A request body a route reads itself (a multipart upload) or widens before its schema checks it
 * (readings): documented as given here, not validated by Fastify.
 */
export interface DocumentedBody {
  schema: ZodType;
  /** The media type, when not JSON. */
  mediaType?: 'multipart/form-data';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    documentedBody?: DocumentedBody;
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

/** The zod route schemas as JSON schemas, with a documented body in place of the checked one. */
function transform(input: TransformInput) {
  const documentedBody = input.route.config?.documentedBody;
  if (!documentedBody) return jsonSchemaTransform(input);
  const { schema: body, mediaType } = documentedBody;
  const consumes = mediaType ? { consumes: [mediaType] } : {};
  return jsonSchemaTransform({ ...input, schema: { ...input.schema, ...consumes, body } });
}

/** OpenAPI generated from the zod route schemas; browsable at /api/docs, JSON at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    app.addHook('onRoute', documentRoute);
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'MaryJane API',
          description:
            'Plan and run a home cannabis grow. Successful responses are `{ data }`; errors are ' +
            '`{ statusCode, code, message, errors? }`.',
          version: options.version,
          license: { name: 'UNLICENSED: all rights reserved' },
        },
        // Relative: the document describes the instance that serves it, at whatever address.
        servers: [{ url: '/', description: 'The MaryJane instance serving this document' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer' },
            // A sensor device's key, shown once when the device is made.
            deviceKey: { type: 'apiKey', in: 'header', name: 'X-Device-Key' },
          },
        },
      },
      transform: transform as typeof jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
  },
  { name: 'openapi' },
);
