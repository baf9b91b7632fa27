import type { Language } from '@maryjane/contract/constants';
import {
  entrySchema,
  entrySummarySchema,
  landingPageSchema,
  legalDisclosurePageSchema,
  searchHitSchema,
  type ContentCollectionId,
} from '@maryjane/contract/content';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cmsClient } from '../cms-client';
import { isLanguage } from '../i18n';

// The content system sends every answer through its route's contract schema (apps/api
// modules/cms/routes.ts), so the answers are checked here only in development and tests: a
// production bundle then leaves zod out of every public page, whose start it cost ~50 ms of a
// phone at 4× (zod's schemas are made as its module runs). See http-client's `schema`.
const summariesSchema = import.meta.env.DEV ? entrySummarySchema.array() : undefined;
const hitsSchema = import.meta.env.DEV ? searchHitSchema.array() : undefined;
const entryCheck = import.meta.env.DEV ? entrySchema : undefined;
const landingCheck = import.meta.env.DEV ? landingPageSchema : undefined;
const legalDisclosureCheck = import.meta.env.DEV ? legalDisclosurePageSchema : undefined;
// Content changes with a deployment, not while someone reads.
const staleTime = 10 * 60_000;

/** The language the content is asked in: the one the interface shows. */
export function useContentLocale(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** Pages show their own loading, error and not-found states, so no snackbar. */
const silent = { silent: true };

/** GET /cms/{collection}: the entries of a guide collection, the recipes or the blog. */
export function useContentList(collection: ContentCollectionId | 'guides') {
  const locale = useContentLocale();
  return useQuery({
    queryKey: ['cms', locale, collection],
    queryFn: ({ signal }) =>
      cmsClient.get(`/${collection}`, { query: { locale }, schema: summariesSchema, signal }),
    staleTime,
    meta: silent,
  });
}

/** GET /cms/{collection}/{id}: one entry with its body and neighbours. */
export function useContentEntry(collection: ContentCollectionId, id: string) {
  const locale = useContentLocale();
  return useQuery({
    queryKey: ['cms', locale, collection, id],
    queryFn: ({ signal }) =>
      cmsClient.get(`/${collection}/${encodeURIComponent(id)}`, {
        query: { locale },
        schema: entryCheck,
        signal,
      }),
    staleTime,
    meta: silent,
  });
}

export function useLandingPage() {
  const locale = useContentLocale();
  return useQuery({
    queryKey: ['cms', locale, 'page', 'landing'],
    queryFn: ({ signal }) =>
      cmsClient.get('/landing', { query: { locale }, schema: landingCheck, signal }),
    staleTime,
    meta: silent,
  });
}

export function useLegalDisclosurePage() {
  const locale = useContentLocale();
  return useQuery({
    queryKey: ['cms', locale, 'page', 'legal-disclosure'],
    queryFn: ({ signal }) =>
      cmsClient.get('/legal-disclosure', {
        query: { locale },
        schema: legalDisclosureCheck,
        signal,
      }),
    staleTime,
    meta: silent,
  });
}

/** GET /cms/search: guides, recipes and posts whose text holds every word of `query`. */
export function searchContent(query: string, locale: string, signal?: AbortSignal) {
  return cmsClient.get('/search', {
    query: { q: query, locale, limit: 8 },
    schema: hitsSchema,
    signal,
  });
}
