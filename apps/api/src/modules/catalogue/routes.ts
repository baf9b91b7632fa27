import {
  catalogueItemSchema,
  catalogueKinds,
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
import {
  customProducerBodySchema,
  customStrainBodySchema,
  effectSummarySchema,
  producerSchema,
  strainSchema,
  strainsQuerySchema,
} from '@maryjane/contract/strains';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { sessionOf, viewerOf } from '../../platform/auth/authenticate';
import { unprocessable } from '../../platform/http-errors';
import { validationMessages } from '@maryjane/contract/validation';
import {
  findShoppingList,
  insertCustomItem,
  listBrands,
  listCategories,
  listItemRetailers,
  listItems,
  listRetailers,
  listShoppingListSizes,
  listTypes,
} from './items-repository';
import { createVisitorCache } from './visitor-cache';
import {
  countEffects,
  insertCustomProducer,
  insertCustomStrain,
  listProducers,
  listStrains,
} from './strains-repository';

export interface CatalogueRoutesOptions {
  db: Database;
  authenticate: (request: FastifyRequest) => Promise<void>;
  identify: (request: FastifyRequest) => Promise<void>;
}

const secured = { security: [{ bearerAuth: [] }] };
const retailersResponse = dataEnvelope(retailerSchema.array());
/** Distinct visitor queries kept serialized (a page of strains is about 20 kB). */
const VISITOR_CACHE_ENTRIES = 500;

function sendToVisitor(reply: FastifyReply, body: Buffer) {
  return reply
    .header('Vary', 'Authorization')
    .header('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600')
    .type('application/json; charset=utf-8')
    .send(body);
}

/** Equipment, supplies and tools, strains and retailers (spec §7 "Catalogue"). */
export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (
  app,
  { db, authenticate, identify },
) => {
  const cache = createVisitorCache(VISITOR_CACHE_ENTRIES);

  /**
   * A public read. Visitors all see the same catalogue, so their answers are serialized once and
   * shared (here and by HTTP caches); a signed-in user's include their custom rows and stay private.
   */
  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    response: z.ZodType,
    read: (viewerId: string | null) => Promise<T>,
  ) {
    const viewerId = viewerOf(request);
    if (viewerId) {
      reply.header('Vary', 'Authorization').header('Cache-Control', 'private, no-cache');
      return reply.send({ data: await read(viewerId) });
    }
    const body = await cache.get(request.url, async () =>
      JSON.stringify(response.parse({ data: await read(null) })),
    );
    return sendToVisitor(reply, body);
  }

  // A visitor asking what was asked before skips validation and the database: the same address
  // has the same answer until the next release.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.headers.authorization) return;
    const body = cache.peek(request.url);
    if (body) return sendToVisitor(reply, body);
  });

  for (const kind of catalogueKinds) registerKind(kind);

  function registerKind(kind: CatalogueKind) {
    const prefix = cataloguePrefixes[kind];
    const tags = [`catalogue: ${kind}`];
    const items = `/${prefix}-items`;

    const typesResponse = dataEnvelope(typeSummarySchema.array());
    app.get(
      `/${prefix}-types`,
      { schema: { tags, response: { 200: typesResponse } }, onRequest: identify },
      (request, reply) =>
        answer(request, reply, typesResponse, (viewer) => listTypes(db, kind, viewer)),
    );

    const itemsResponse = dataEnvelope(pageSchema(catalogueItemSchema));
    app.get(
      items,
      {
        schema: { tags, querystring: itemsQuerySchema(kind), response: { 200: itemsResponse } },
        onRequest: identify,
      },
      (request, reply) =>
        answer(request, reply, itemsResponse, (viewer) =>
          listItems(db, kind, request.query, viewer),
        ),
    );

    const facetsResponse = dataEnvelope(facetSchema.array());
    app.get(
      `${items}/brands`,
      { schema: { tags, response: { 200: facetsResponse } }, onRequest: identify },
      (request, reply) =>
        answer(request, reply, facetsResponse, (viewer) => listBrands(db, kind, viewer)),
    );
    app.get(
      `${items}/categories`,
      { schema: { tags, response: { 200: facetsResponse } }, onRequest: identify },
      (request, reply) =>
        answer(request, reply, facetsResponse, (viewer) => listCategories(db, kind, viewer)),
    );

    app.get(
      `${items}/retailers`,
      { schema: { tags, response: { 200: retailersResponse } } },
      (request, reply) =>
        answer(request, reply, retailersResponse, () => listItemRetailers(db, kind)),
    );

    const listResponse = dataEnvelope(shoppingListSchema);
    app.get(
      `/${prefix}-shopping-lists`,
      {
        schema: { tags, querystring: shoppingListQuerySchema, response: { 200: listResponse } },
      },
      (request, reply) =>
        answer(request, reply, listResponse, async () => {
          const { budget, where, numberOfPlants } = request.query;
          const list = await findShoppingList(db, kind, budget, where, numberOfPlants);
          if (!list) {
            throw unprocessable([
              {
                field: 'numberOfPlants',
                code: 'outOfRange',
                message: validationMessages.outOfRange,
              },
            ]);
          }
          return list;
        }),
    );

    app.post(
      `${items}/custom`,
      {
        schema: {
          tags,
          ...secured,
          body: customItemBodySchema(kind),
          response: { 201: dataEnvelope(catalogueItemSchema) },
        },
        onRequest: authenticate,
      },
      async (request, reply) => {
        const item = await insertCustomItem(db, kind, sessionOf(request).userId, request.body);
        return reply.status(201).send({ data: item });
      },
    );
  }

  const sizesResponse = dataEnvelope(z.array(z.number().int()));
  app.get(
    '/equipment-items/number-of-plants',
    { schema: { tags: ['catalogue: equipment'], response: { 200: sizesResponse } } },
    (request, reply) =>
      answer(request, reply, sizesResponse, () => listShoppingListSizes(db, 'equipment')),
  );

  const strainTags = ['catalogue: strains'];

  const strainsResponse = dataEnvelope(pageSchema(strainSchema));
  app.get(
    '/strains',
    {
      schema: {
        tags: strainTags,
        querystring: strainsQuerySchema,
        response: { 200: strainsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, strainsResponse, (viewer) => listStrains(db, request.query, viewer)),
  );

  const effectsResponse = dataEnvelope(effectSummarySchema.array());
  app.get(
    '/strains/effects',
    { schema: { tags: strainTags, response: { 200: effectsResponse } }, onRequest: identify },
    (request, reply) =>
      answer(request, reply, effectsResponse, (viewer) => countEffects(db, viewer)),
  );

  app.get(
    '/strains/retailers',
    { schema: { tags: strainTags, response: { 200: retailersResponse } } },
    (request, reply) => answer(request, reply, retailersResponse, () => listRetailers(db, 'seeds')),
  );

  const producersResponse = dataEnvelope(producerSchema.array());
  app.get(
    '/strain-producers',
    { schema: { tags: strainTags, response: { 200: producersResponse } }, onRequest: identify },
    (request, reply) =>
      answer(request, reply, producersResponse, (viewer) => listProducers(db, viewer)),
  );

  app.post(
    '/strains/custom',
    {
      schema: {
        tags: strainTags,
        ...secured,
        body: customStrainBodySchema,
        response: { 201: dataEnvelope(strainSchema) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const strain = await insertCustomStrain(db, sessionOf(request).userId, request.body);
      return reply.status(201).send({ data: strain });
    },
  );

  app.post(
    '/strain-producers/custom',
    {
      schema: {
        tags: strainTags,
        ...secured,
        body: customProducerBodySchema,
        response: { 201: dataEnvelope(producerSchema) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const producer = await insertCustomProducer(db, sessionOf(request).userId, request.body);
      return reply.status(201).send({ data: producer });
    },
  );

  app.get(
    '/retailers',
    { schema: { tags: ['catalogue'], response: { 200: retailersResponse } } },
    (request, reply) => answer(request, reply, retailersResponse, () => listRetailers(db)),
  );
};
