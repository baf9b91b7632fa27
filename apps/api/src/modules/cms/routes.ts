import {
  contentLocaleQuerySchema,
  contentSearchQuerySchema,
  entrySchema,
  entrySummarySchema,
  landingPageSchema,
  legalDisclosurePageSchema,
  searchHitSchema,
} from '@maryjane/contract/content';
import { dataEnvelope } from '@maryjane/contract/envelope';
import type { Language } from '@maryjane/contract/constants';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ZodApp } from '../../platform/http/secured-scope';
import type { ContentStore } from './content-store';
import * as content from './service';

// Content changes with a deployment: a short browser cache, revalidated by the service worker.
const CACHE_CONTROL = 'public, max-age=300';
const tags = ['content'];

/** `?locale=` first, then the browser's Accept-Language, then English. */
function localeOf(request: FastifyRequest, requested: Language | undefined): Language {
  if (requested) return requested;
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return first === 'de' ? 'de' : 'en';
}

/** `/cms`: single pages, collections and their entries, and full-text search. */
export const cmsRoutes: FastifyPluginAsyncZod<{ store: ContentStore }> = async (app, { store }) => {
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 200) reply.header('Cache-Control', CACHE_CONTROL);
    reply.header('Vary', 'Accept-Language');
  });
  searchAndPageRoutes(app, store);
  collectionRoutes(app, store);
};

/** Full-text search and the single pages (landing, legal disclosure). */
function searchAndPageRoutes(app: ZodApp, store: ContentStore) {
  app.get(
    '/search',
    {
      schema: {
        tags,
        summary: 'Search the guides and pages',
        querystring: contentSearchQuerySchema,
        response: { 200: dataEnvelope(searchHitSchema.array()) },
      },
    },
    async (request) => {
      const { q, limit } = request.query;
      const locale = localeOf(request, request.query.locale);
      return { data: content.searchContent(store, locale, q, limit) };
    },
  );
  app.get(
    '/landing',
    {
      schema: {
        tags,
        summary: 'Get the landing page',
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(landingPageSchema) },
      },
    },
    async (request) => ({
      data: content.landingPage(store, localeOf(request, request.query.locale)),
    }),
  );
  app.get(
    '/legal-disclosure',
    {
      schema: {
        tags,
        summary: 'Get the legal disclosure page',
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(legalDisclosurePageSchema) },
      },
    },
    async (request) => ({
      data: content.legalDisclosurePage(store, localeOf(request, request.query.locale)),
    }),
  );
}

/** The guides overview, a collection's entries and one entry with its neighbours. */
function collectionRoutes(app: ZodApp, store: ContentStore) {
  app.get(
    '/guides',
    {
      schema: {
        tags,
        summary: 'List the entries of every guide collection',
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySummarySchema.array()) },
      },
    },
    async (request) => ({
      data: content.listGuides(store, localeOf(request, request.query.locale)),
    }),
  );
  app.get(
    '/:collection',
    {
      schema: {
        tags,
        summary: "List a collection's entries",
        params: z.object({ collection: z.string().max(100) }),
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySummarySchema.array()) },
      },
    },
    async (request) => ({
      data: content.listCollection(
        store,
        request.params.collection,
        localeOf(request, request.query.locale),
      ),
    }),
  );
  app.get(
    '/:collection/:id',
    {
      schema: {
        tags,
        summary: 'Get a content entry with its neighbours',
        params: z.object({ collection: z.string().max(100), id: z.string().max(200) }),
        querystring: contentLocaleQuerySchema,
        response: { 200: dataEnvelope(entrySchema) },
      },
    },
    async (request) => {
      const { collection, id } = request.params;
      const locale = localeOf(request, request.query.locale);
      return { data: content.getEntry(store, collection, id, locale) };
    },
  );
}
