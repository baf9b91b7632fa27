import {
  CONTENT_SEARCH_MAX_RESULTS,
  contentCollectionIds,
  guideCollectionIds,
  type ContentCollectionId,
} from '@maryjane/contract/content';
import type { Language } from '@maryjane/contract/constants';
import { notFound } from '../../platform/http-errors';
import type { ContentStore } from './content-store';
import { searchEntries } from './search';

const DEFAULT_SEARCH_LIMIT = 10;

function isCollection(name: string): name is ContentCollectionId {
  return (contentCollectionIds as readonly string[]).includes(name);
}

/** Entries of `locale` matching `q`, best first, never more than the contract allows. */
export function searchContent(
  store: ContentStore,
  locale: Language,
  q: string,
  limit = DEFAULT_SEARCH_LIMIT,
) {
  return searchEntries(store.entries(locale), q, limit).slice(0, CONTENT_SEARCH_MAX_RESULTS);
}

export function landingPage(store: ContentStore, locale: Language) {
  const page = store.landing(locale);
  if (!page) throw notFound('Page not found');
  return page;
}

export function legalDisclosurePage(store: ContentStore, locale: Language) {
  const page = store.legalDisclosure(locale);
  if (!page) throw notFound('Page not found');
  return page;
}

/** Every guide collection's entries, collection by collection. */
export function listGuides(store: ContentStore, locale: Language) {
  return guideCollectionIds.flatMap((collection) => store.list(collection, locale));
}

export function listCollection(store: ContentStore, collection: string, locale: Language) {
  if (!isCollection(collection)) throw notFound('Collection not found');
  return store.list(collection, locale);
}

export function getEntry(store: ContentStore, collection: string, id: string, locale: Language) {
  if (!isCollection(collection)) throw notFound('Collection not found');
  const entry = store.get(collection, id, locale);
  if (!entry) throw notFound('Entry not found');
  return entry;
}
