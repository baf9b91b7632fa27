import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  guideCollectionIds,
  type ContentCollectionId,
  type ContentEntry,
  type ContentEntrySummary,
  type GuideCollectionId,
  type LandingPage,
  type LegalDisclosurePage,
} from '@maryjane/contract/content';
import type { Language } from '@maryjane/contract/constants';
import { loadLocale, sortEntries, type LocaleContent, type StoredEntry } from './content-entries';
import { cachedContent, type LoadedContent } from './content-cache';
import { ContentError, loadOperator } from './content-files';

export const contentLocales = ['en', 'de'] as const satisfies readonly Language[];

export interface ContentStore {
  list(collection: ContentCollectionId, locale: Language): ContentEntrySummary[];
  get(collection: ContentCollectionId, id: string, locale: Language): ContentEntry | null;
  /** Every entry of a locale with English filling the gaps (search, guides overview). */
  entries(locale: Language): StoredEntry[];
  landing(locale: Language): LandingPage | null;
  legalDisclosure(locale: Language): LegalDisclosurePage | null;
  /** Whether the operator has given their details (else the Impressum says there is none). */
  hasOperator(): boolean;
}

/** What a list shows of an entry; the body and the search texts stay on the server. */
const summaryFields = [
  'collection',
  'id',
  'locale',
  'title',
  'summary',
  'readingMinutes',
  'date',
  'stages',
  'order',
  'kind',
] as const satisfies readonly (keyof ContentEntrySummary)[];

function summaryOf(entry: StoredEntry): ContentEntrySummary {
  const summary: Partial<Record<keyof ContentEntrySummary, unknown>> = {};
  for (const field of summaryFields) summary[field] = entry[field];
  return summary as Pick<StoredEntry, (typeof summaryFields)[number]>;
}

const RELATED_COUNT = 3;

/** Guides a reader of `entry` may want next: same collection first, then shared stages. */
function relatedGuides(entry: StoredEntry, all: StoredEntry[]): StoredEntry[] {
  const isGuide = (candidate: StoredEntry) =>
    (guideCollectionIds as string[]).includes(candidate.collection);
  if (!isGuide(entry)) return [];
  const score = (candidate: StoredEntry) =>
    (candidate.collection === entry.collection ? 1 : 0) +
    2 * candidate.stages.filter((stage) => entry.stages.includes(stage)).length;
  return all
    .filter((candidate) => isGuide(candidate) && candidate.id !== entry.id)
    .map((candidate) => ({ candidate, score: score(candidate) }))
    .filter(({ score: value }) => value > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.candidate.collection.localeCompare(b.candidate.collection) ||
        a.candidate.order - b.candidate.order,
    )
    .slice(0, RELATED_COUNT)
    .map(({ candidate }) => candidate);
}

function readContent(root: string, operatorFiles: readonly string[]): LoadedContent {
  const problems: string[] = [];
  const locales = new Map<Language, LocaleContent>(
    contentLocales.map((locale) => [locale, loadLocale(root, locale, problems)]),
  );
  const operator = loadOperator(operatorFiles, problems);
  if (problems.length > 0) throw new ContentError(problems);
  return { locales, operator };
}

/**
 * Loads and validates every content file under `root` once; a problem anywhere throws a
 * ContentError naming each bad file and field, so a broken file never half-serves. With a
 * `cacheFile`, content unchanged since the last start is read from there (content-cache.ts).
 */
export function loadContent(
  root: string,
  options: {
    cacheFile?: string;
    /** Where the operator's details may be, first found wins; root/operator.yml after them. */
    operatorFiles?: readonly string[];
  } = {},
): ContentStore {
  if (!existsSync(root)) throw new ContentError([`${root}: the content folder does not exist`]);
  const operatorFiles = [...(options.operatorFiles ?? []), path.join(root, 'operator.yml')];
  const { locales, operator } = options.cacheFile
    ? cachedContent(root, options.cacheFile, () => readContent(root, operatorFiles), operatorFiles)
    : readContent(root, operatorFiles);

  const localeContent = (locale: Language): LocaleContent => {
    const content = locales.get(locale);
    if (!content) throw new Error(`Unknown locale ${locale}`);
    return content;
  };

  /** The collection in `locale`, English entries filling in ids it lacks. */
  const merged = new Map<string, StoredEntry[]>();
  const collectionIn = (collection: ContentCollectionId, locale: Language): StoredEntry[] => {
    const key = `${locale}:${collection}`;
    const cached = merged.get(key);
    if (cached) return cached;
    const own = localeContent(locale).collections.get(collection) ?? [];
    const ids = new Set(own.map((entry) => entry.id));
    const fallback = (localeContent('en').collections.get(collection) ?? []).filter(
      (entry) => !ids.has(entry.id),
    );
    const result = sortEntries(collection, [...own, ...fallback]);
    merged.set(key, result);
    return result;
  };
  const allIn = (locale: Language): StoredEntry[] =>
    [...localeContent('en').collections.keys()].flatMap((collection) =>
      collectionIn(collection, locale),
    );

  return {
    list: (collection, locale) => collectionIn(collection, locale).map(summaryOf),
    get(collection, id, locale) {
      const entries = collectionIn(collection, locale);
      const index = entries.findIndex((entry) => entry.id === id);
      const entry = entries[index];
      if (!entry) return null;
      const {
        searchText: _searchText,
        searchTitle: _searchTitle,
        searchSummary: _searchSummary,
        plainText: _plainText,
        ...rest
      } = entry;
      const previous = entries[index - 1];
      const next = entries[index + 1];
      return {
        ...rest,
        previous: previous ? summaryOf(previous) : null,
        next: next ? summaryOf(next) : null,
        related: relatedGuides(entry, allIn(locale)).map(summaryOf),
      };
    },
    entries: allIn,
    landing(locale) {
      const page = localeContent(locale).landing ?? localeContent('en').landing;
      const served = localeContent(locale).landing ? locale : 'en';
      return page && { locale: served, ...page };
    },
    legalDisclosure(locale) {
      const page = localeContent(locale).legal ?? localeContent('en').legal;
      const served = localeContent(locale).legal ? locale : 'en';
      return page && { locale: served, ...page, operator };
    },
    hasOperator: () => operator !== null,
  };
}

export function isGuideCollection(collection: string): collection is GuideCollectionId {
  return (guideCollectionIds as string[]).includes(collection);
}
