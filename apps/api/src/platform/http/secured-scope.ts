import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate';

export type Authenticate = (request: FastifyRequest) => Promise<void>;

/** A Fastify instance whose routes are typed by their zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** OpenAPI: the route needs `Authorization: Bearer <token>`. */
export const secured = { security: [{ bearerAuth: [] }] };

/** The response map of a route that answers 204 without a body. */
export const noContent = { 204: z.null() };

/** The signed-in grower whose records a secured route reads and writes. */
export const ownerOf = (request: FastifyRequest) => sessionOf(request).userId;

/**
 * Registers routes that all need a session: `authenticate` runs before each of them, so a route
 * inside can read its grower with `ownerOf(request)`.
 */
export async function securedScope(
  app: ZodApp,
  authenticate: Authenticate,
  routes: (scope: ZodApp) => void,
): Promise<void> {
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addHook('onRequest', authenticate);
    routes(scope);
  });
}
