import { apiPaths } from '@maryjane/contract/api-paths';
import { dataEnvelope } from '@maryjane/contract/envelope';
import {
  citiesQuerySchema,
  citySchema,
  countriesQuerySchema,
  countrySchema,
  statesQuerySchema,
  stateSchema,
} from '@maryjane/contract/places';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listCountries } from './places-data';
import { citiesOf, statesOf } from './service';

// The places data changes only with a release: let browsers keep it for a day.
const cacheForADay = 'public, max-age=86400';

/** Countries, states and cities with coordinates (for weather), public and offline. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['places'];

  app.get(
    apiPaths.countries,
    {
      schema: {
        tags,
        summary: 'Countries for the location picker',
        querystring: countriesQuerySchema,
        response: { 200: dataEnvelope(countrySchema.array()) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', cacheForADay);
      return { data: await listCountries(request.query.locale ?? 'en') };
    },
  );

  app.get(
    apiPaths.states,
    {
      schema: {
        tags,
        summary: 'States of a country for the location picker',
        querystring: statesQuerySchema,
        response: { 200: dataEnvelope(stateSchema.array()) },
      },
    },
    async (request, reply) => {
      const states = await statesOf(request.query.countryId);
      reply.header('Cache-Control', cacheForADay);
      return { data: states };
    },
  );

  app.get(
    apiPaths.cities,
    {
      schema: {
        tags,
        summary: 'Cities of a state for the location picker',
        querystring: citiesQuerySchema,
        response: { 200: dataEnvelope(citySchema.array()) },
      },
    },
    async (request, reply) => {
      const cities = await citiesOf(request.query.stateId);
      reply.header('Cache-Control', cacheForADay);
      return { data: cities };
    },
  );
};
