import {
  CONTENT_SEARCH_MAX_RESULTS,
  contentLocaleQuerySchema,
  contentSearchQuerySchema,
  entrySchema,
  entrySummarySchema,
  landingPageSchema,
  legalDisclosurePageSchema,
  searchHitSchema,
  type ContentCollectionId,
  contentCollectionIds,
  guideCollectionIds,
} from '@maryjane/contract/content';
import { dataEnvelope } from '@maryjane/contract/envelope';
import type { Language } from '@maryjane/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http-errors';
import type { ContentStore } from './content-store';
import { searchEntries } from './search';

// Content changes with a deployment: a short browser cache, revalidated by the service worker.
const CACHE_CONTROL = 'public, max-age=300';
const DEFAULT_SEARCH_LIMIT = 10;

/** `?locale=` first, then the browser's Accept-Language, then English. */
function localeOf(request: FastifyRequest, requested: Language | undefined): Language {
  if (requested) return requested;
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'de' ? 'de' : 'en';
}

function isCollection(name: string): name is ContentCollectionId {
  return (contentCollectionIds as readonly string[]).includes(name);
}

/** `/cms`: single pages, collections and their entries, and full-text search. */
export const cmsRoutes: FastifyPluginAsyncZod<{ store: ContentStore }> = async (app, { store }) => {
  const tags = ['content'];
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', CACHE_CONTROL);
    reply.header('Vary', 'Accept-Language');
  });

  app.get(
    '/search',
    {
      schema: {
        tags,
        querystring: contentSearchQuerySchema,
        response: { 200: dataEnvelope(searchHitSchema.array()) },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const locale = localeOf(request, request.query.locale);
      const hits = searchEntries(store.entries(locale), q, limit ?? DEFAULT_SEARCH_LIMIT);
      return { data: hits.slice(0, CONTENT_SEARCH_MAX_RESULTS) };
    },
  );

  app.get(
    '/landing',
    {
      schema: {
        tags,
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(landingPageSchema) },
      },
    },
    async (request) => {
      const page = store.landing(localeOf(request, request.query.locale));
      if (!page) throw notFound('Page not found');
      return { data: page };
    },
  );

  app.get(
    '/legal-disclosure',
    {
      schema: {
        tags,
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(legalDisclosurePageSchema) },
      },
    },
    async (request) => {
      const page = store.legalDisclosure(localeOf(request, request.query.locale));
      if (!page) throw notFound('Page not found');
      return { data: page };
    },
  );

  app.get(
    '/guides',
    {
      schema: {
        tags,
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySummarySchema.array()) },
      },
    },
    async (request) => {
      const locale = localeOf(request, request.query.locale);
      return {
        data: guideCollectionIds.flatMap((collection) => store.list(collection, locale)),
      };
    },
  );

  app.get(
    '/:collection',
    {
      schema: {
        tags,
        params: z.object({ collection: z.string().max(100) }),
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySummarySchema.array()) },
      },
    },
    async (request) => {
      const { collection } = request.params;
      if (!isCollection(collection)) throw notFound('Collection not found');
      return { data: store.list(collection, localeOf(request, request.query.locale)) };
    },
  );

  app.get(
    '/:collection/:id',
    {
      schema: {
        tags,
        params: z.object({ collection: z.string().max(100), id: z.string().max(200) }),
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySchema) },
      },
    },
    async (request) => {
      const { collection, id } = request.params;
      if (!isCollection(collection)) throw notFound('Collection not found');
      const entry = store.get(collection, id, localeOf(request, request.query.locale));
      if (!entry) throw notFound('Entry not found');
      return { data: entry };
    },
  );
};
