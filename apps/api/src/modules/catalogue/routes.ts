import { apiPaths } from '@maryjane/contract/api-paths';
import { catalogueKinds, retailerSchema } from '@maryjane/contract/catalogue';
import { dataEnvelope } from '@maryjane/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Authenticate, ZodApp } from '../../platform/http/secured-scope';
import { itemRoutes, shoppingListAndCustomRoutes, shoppingListSizesRoute } from './item-routes';
import * as catalogue from './service';
import { customStrainRoutes, strainReadRoutes } from './strain-routes';
import { visitorAnswers, type Answer } from './visitor-answer';

export interface CatalogueRoutesOptions {
  db: Database;
  authenticate: Authenticate;
  identify: Authenticate;
}

/** What each group of catalogue routes needs. */
export interface CatalogueRouteDeps extends CatalogueRoutesOptions {
  answer: Answer;
}

/** Equipment, supplies and tools, strains and retailers (spec §7 "Catalogue"). */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  options,
) => {
  const deps: CatalogueRouteDeps = { ...options, answer: visitorAnswers(app) };
  for (const kind of catalogueKinds) {
    itemRoutes(app, deps, kind);
    shoppingListAndCustomRoutes(app, deps, kind);
  }
  shoppingListSizesRoute(app, deps);
  strainReadRoutes(app, deps);
  customStrainRoutes(app, deps);
  retailerRoute(app, deps);
};

/** Every retailer the catalogue knows, whatever it sells. */
function retailerRoute(app: ZodApp, { db, answer }: CatalogueRouteDeps) {
  const retailersResponse = dataEnvelope(retailerSchema.array());
  app.get(
    apiPaths.retailers,
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List every retailer in the catalogue',
        response: { 200: retailersResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, retailersResponse, () => catalogue.listRetailers(db)),
  );
}
