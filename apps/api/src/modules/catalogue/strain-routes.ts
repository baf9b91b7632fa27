import { apiPaths } from '@maryjane/contract/api-paths';
import { retailerSchema } from '@maryjane/contract/catalogue';
import { pageSchema } from '@maryjane/contract/catalogue';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  customProducerBodySchema,
  customStrainBodySchema,
  effectSummarySchema,
  producerSchema,
  strainSchema,
  strainsQuerySchema,
} from '@maryjane/contract/strains';
import { ownerOf, secured, type ZodApp } from '../../platform/http/secured-scope';
import type { CatalogueRouteDeps } from './routes';
import * as catalogue from './service';

const tags = ['catalogue: strains'];

/** The public reads of strains: the list, effect counts, seed retailers and producers. */
export function strainReadRoutes(app: ZodApp, { db, identify, answer }: CatalogueRouteDeps) {
  const strainsResponse = dataEnvelope(pageSchema(strainSchema));
  app.get(
    apiPaths.strains,
    {
      schema: {
        tags,
        summary: 'List strains, filtered and paged',
        querystring: strainsQuerySchema,
        response: { 200: strainsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, strainsResponse, (viewer) =>
        catalogue.listStrains(db, request.query, viewer),
      ),
  );

  const effectsResponse = dataEnvelope(effectSummarySchema.array());
  app.get(
    apiPaths.strainEffects,
    {
      schema: {
        tags,
        summary: 'List strain effects with strain counts',
        response: { 200: effectsResponse },
      },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, effectsResponse, (viewer) => catalogue.countEffects(db, viewer)),
  );

  const retailersResponse = dataEnvelope(retailerSchema.array());
  app.get(
    apiPaths.strainRetailers,
    {
      schema: { tags, summary: 'Retailers that sell seeds', response: { 200: retailersResponse } },
    },
    (request, reply) =>
      answer(request, reply, retailersResponse, () => catalogue.listRetailers(db, 'seeds')),
  );

  const producersResponse = dataEnvelope(producerSchema.array());
  app.get(
    apiPaths.producers,
    {
      schema: { tags, summary: 'List strain producers', response: { 200: producersResponse } },
      onRequest: identify,
    },
    (request, reply) =>
      answer(request, reply, producersResponse, (viewer) => catalogue.listProducers(db, viewer)),
  );
}

/** The grower's own strains and producers, for what the catalogue lacks. */
export function customStrainRoutes(app: ZodApp, { db, authenticate }: CatalogueRouteDeps) {
  app.post(
    apiPaths.customStrain,
    {
      schema: {
        tags,
        summary: "Add the grower's own strain",
        ...secured,
        body: customStrainBodySchema,
        response: { 201: dataEnvelope(strainSchema) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const strain = await catalogue.addCustomStrain(db, ownerOf(request), request.body);
      return reply.status(201).send({ data: strain });
    },
  );

  app.post(
    apiPaths.customProducer,
    {
      schema: {
        tags,
        summary: "Add the grower's own strain producer",
        ...secured,
        body: customProducerBodySchema,
        response: { 201: dataEnvelope(producerSchema) },
      },
      onRequest: authenticate,
    },
    async (request, reply) => {
      const producer = await catalogue.addCustomProducer(db, ownerOf(request), request.body);
      return reply.status(201).send({ data: producer });
    },
  );
}
