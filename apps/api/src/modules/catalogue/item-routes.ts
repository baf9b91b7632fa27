import { apiPaths, catalogueApiPaths } from '@maryjane/contract/api-paths';
import {
  catalogueItemSchema,
  cataloguePrefixes,
  customItemBodySchema,
  facetSchema,
  itemsQuerySchema,
  pageSchema,
  retailerSchema,
  shoppingListQuerySchema,
  shoppingListSchema,
  typeSummarySchema,
  type CatalogueKind,
} from '@maryjane/contract/catalogue';
import { dataEnvelope } from '@maryjane/contract/envelope';
import { z } from 'zod';
import { ownerOf, secured, type ZodApp } from '../../platform/http/secured-scope';
import type { CatalogueRouteDeps } from './routes';
import * as catalogue from './service';

const retailersResponse = dataEnvelope(retailerSchema.array());

/** The public reads of one kind: its types, items, brands, categories and retailers. */
export function itemRoutes(
  app: ZodApp,
  { db, identify, answer }: CatalogueRouteDeps,
  kind: CatalogueKind,
) {
  const prefix = cataloguePrefixes[kind];
  const tags = [`catalogue: ${kind}`];
  const paths = catalogueApiPaths(prefix);

  const typesResponse = dataEnvelope(typeSummarySchema.array());
  app.get(
    paths.types,
    {
      schema: {
        tags,
        summary: `List ${prefix} types with item counts`,
        response: { 200: typesResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, typesResponse, (viewer) => catalogue.listTypes(db, kind, viewer)),
  );

  const itemsResponse = dataEnvelope(pageSchema(catalogueItemSchema));
  app.get(
    paths.items,
    {
      schema: {
        tags,
        summary: `List ${prefix} items, filtered and paged`,
        querystring: itemsQuerySchema(kind),
        response: { 200: itemsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, itemsResponse, (viewer) =>
        catalogue.listItems(db, kind, request.query, viewer),
      ),
  );

  const facetsResponse = dataEnvelope(facetSchema.array());
  app.get(
    paths.brands,
    {
      schema: {
        tags,
        summary: `List ${prefix} brands with item counts`,
        response: { 200: facetsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, facetsResponse, (viewer) => catalogue.listBrands(db, kind, viewer)),
  );
  app.get(
    paths.categories,
    {
      schema: {
        tags,
        summary: `List ${prefix} categories with item counts`,
        response: { 200: facetsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, facetsResponse, (viewer) =>
        catalogue.listCategories(db, kind, viewer),
      ),
  );

  app.get(
    paths.itemRetailers,
    {
      schema: {
        tags,
        summary: `Retailers that sell ${kind}`,
        response: { 200: retailersResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, retailersResponse, () => catalogue.listItemRetailers(db, kind)),
  );
}

/** A kind's shopping lists (public) and the grower's own items of that kind. */
export function shoppingListAndCustomRoutes(
  app: ZodApp,
  { db, authenticate, answer }: CatalogueRouteDeps,
  kind: CatalogueKind,
) {
  const prefix = cataloguePrefixes[kind];
  const tags = [`catalogue: ${kind}`];

  const listResponse = dataEnvelope(shoppingListSchema);
  app.get(
    catalogueApiPaths(prefix).shoppingLists,
    {
      schema: {
        tags,
        summary: `Get the ${prefix} shopping list for a budget and place`,
        querystring: shoppingListQuerySchema,
        response: { 200: listResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, listResponse, () => {
        const { budget, where, numberOfPlants } = request.query;
        return catalogue.requireShoppingList(db, kind, budget, where, numberOfPlants);
      }),
  );

  app.post(
    catalogueApiPaths(prefix).customItem,
    {
      schema: {
        tags,
        summary: `Add the grower's own ${prefix} item`,
        ...secured,
        body: customItemBodySchema(kind),
        response: { 201: dataEnvelope(catalogueItemSchema) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const item = await catalogue.addCustomItem(db, kind, ownerOf(request), request.body);
      return reply.status(201).send({ data: item });
    },
  );
}

/** The numbers of plants the equipment shopping lists are made for. */
export function shoppingListSizesRoute(app: ZodApp, { db, answer }: CatalogueRouteDeps) {
  const sizesResponse = dataEnvelope(z.array(z.number().int()));
  app.get(
    apiPaths.numberOfPlants,
    {
      schema: {
        tags: ['catalogue: equipment'],
        summary: 'Plant counts the equipment shopping lists are made for',
        response: { 200: sizesResponse },
      },
    },
    (request, reply) =>
      answer(request, reply, sizesResponse, () => catalogue.listShoppingListSizes(db, 'equipment')),
  );
}
