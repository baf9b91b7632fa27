import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
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

/** What a module whose routes all need a session is registered with. */
export interface SecuredRoutesOptions {
  db: Database;
  authenticate: Authenticate;
}

/**
 * A plugin of routes that all need a session and read the grower's records from `db`; `Extra`
 * is what else the module is registered with (e.g. the file storage).
 */
export function securedRoutes<Extra extends object = object>(
  routes: (mine: ZodApp, db: Database, extra: Extra) => void,
): FastifyPluginAsyncZod<SecuredRoutesOptions & Extra> {
  return async (app, options) => {
    await securedScope(app, options.authenticate, (mine) => routes(mine, options.db, options));
  };
}
